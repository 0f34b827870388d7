import { Inject, Injectable } from '@nestjs/common';
import { byMenuOrder, CONTENT_SOURCE, ContentLanguage, ContentPage, ContentSource } from '../../../../../platform/content/content-source.port';

export interface GetContentSubNavigationInput {
  slug: string;
  language: ContentLanguage;
}

/**
 * The sub-navigation of a page, by menu order. A child page shows its siblings (itself included). A
 * top-level page is reached from the main menu, so its sub-navigation is its children: the section
 * it heads (about-us shows our-story, team, media, as its children do), or nothing.
 */
@Injectable()
export class ContentSubNavigationHandler {
  constructor(@Inject(CONTENT_SOURCE) private readonly content: ContentSource) {}

  async execute({ slug, language }: GetContentSubNavigationInput): Promise<ContentPage[]> {
    const page = await this.content.pageBySlug(slug, language);
    if (!page) return [];
    if (page.parentSlug !== null) return this.content.siblings(slug, language);
    return (await this.content.allPages(language)).filter((candidate) => candidate.parentSlug === page.slug).sort(byMenuOrder);
  }
}
