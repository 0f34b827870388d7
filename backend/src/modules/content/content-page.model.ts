import { createUnionType, Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { ContentBlock, ContentBlockType, ContentPage, HOME_SLUG } from '../../../platform/content/content-source.port';

@ObjectType('ContentHeroBlock', { description: 'A banner: heading, optional subheading and an optional call to action.' })
export class ContentHeroBlockModel {
  @Field(() => String) heading!: string;
  @Field(() => String, { nullable: true }) subheading?: string;
  @Field(() => String, { nullable: true, description: 'Label of the call-to-action button; set together with ctaHref.' }) ctaLabel?: string;
  @Field(() => String, { nullable: true, description: 'Site path (/search), anchor, or http(s), mailto or tel link.' }) ctaHref?: string;
}

@ObjectType('ContentRichTextBlock', { description: 'Running text, paragraph by paragraph.' })
export class ContentRichTextBlockModel {
  @Field(() => [String]) paragraphs!: string[];
}

@ObjectType('ContentFeatureListItem')
export class ContentFeatureListItemModel {
  @Field(() => String) title!: string;
  @Field(() => String) body!: string;
}

@ObjectType('ContentFeatureListBlock', { description: 'A list of short points, each a title and a sentence or two.' })
export class ContentFeatureListBlockModel {
  // Non-null like a hero's heading: fields sharing a response name across a union's members must agree
  // in nullability, or a client could not select both blocks' headings in one query.
  @Field(() => String, { description: 'Heading of the list; empty when it has none.' }) heading!: string;
  @Field(() => [ContentFeatureListItemModel]) items!: ContentFeatureListItemModel[];
}

@ObjectType('ContentFaqItem')
export class ContentFaqItemModel {
  @Field(() => String) question!: string;
  @Field(() => String) answer!: string;
}

@ObjectType('ContentFaqBlock', { description: 'Questions and answers.' })
export class ContentFaqBlockModel {
  @Field(() => [ContentFaqItemModel]) items!: ContentFaqItemModel[];
}

const BLOCK_TYPE_NAMES: Record<ContentBlockType, string> = {
  hero: 'ContentHeroBlock',
  richText: 'ContentRichTextBlock',
  featureList: 'ContentFeatureListBlock',
  faq: 'ContentFaqBlock',
};

export const ContentBlockUnion = createUnionType({
  name: 'ContentBlock',
  description: 'One block of a content page; render by __typename (a client shows an "Unknown Component" box for a type it does not know).',
  types: () => [ContentHeroBlockModel, ContentRichTextBlockModel, ContentFeatureListBlockModel, ContentFaqBlockModel] as const,
  resolveType: (block: ContentBlock) => BLOCK_TYPE_NAMES[block.type],
});

@ObjectType('ContentPage', { description: 'A marketing page managed in the content service, in one language.' })
export class ContentPageModel {
  @Field(() => ID, { description: 'Unique per page and language.' }) id!: string;
  @Field(() => String, { description: 'The page path without slashes: pricing, about-us/our-story; home for the root.' }) slug!: string;
  @Field(() => String, { description: 'Where the page is shown: / for home, otherwise /{slug}.' }) path!: string;
  @Field(() => String, { description: 'Language of this version, en or sp: English when the page has no version in the language asked for.' }) language!: string;
  @Field(() => String, { description: 'Page (document) title.' }) title!: string;
  @Field(() => String, { description: 'Meta description; empty when the content service has none.' }) description!: string;
  @Field(() => String, { description: 'Label in menus and sub-navigation.' }) menuTitle!: string;
  @Field(() => String, { nullable: true, description: 'Slug of the parent page; null for a top-level page.' }) parentSlug!: string | null;
  @Field(() => Int) menuOrder!: number;
  @Field(() => Boolean, { description: 'Whether a top-level page is listed in the main menu.' }) inMainMenu!: boolean;
  @Field(() => [ContentBlockUnion]) blocks!: ContentBlock[];

  static fromPage(page: ContentPage): ContentPageModel {
    return {
      ...page,
      path: page.slug === HOME_SLUG ? '/' : `/${page.slug}`,
      blocks: page.blocks.map((block) => (block.type === 'featureList' ? { ...block, heading: block.heading ?? '' } : block)),
    };
  }
}
