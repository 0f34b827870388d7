import { Args, Query, Resolver } from '@nestjs/graphql';
import { contentLanguageOf, contentSlugOf } from '../../content-arguments';
import { ContentPageModel } from '../../content-page.model';
import { ContentSubNavigationHandler } from './content-sub-navigation.handler';

@Resolver()
export class ContentSubNavigationResolver {
  constructor(private readonly handler: ContentSubNavigationHandler) {}

  @Query(() => [ContentPageModel], {
    description:
      'The sub-navigation of a content page, ordered by menu order, in `language` (en or sp, default en): the siblings of a child page, itself included; the children of a top-level page. Empty for an unknown page. Public.',
  })
  async contentSubNavigation(
    @Args('slug', { type: () => String }) slug: string,
    @Args('language', { type: () => String, nullable: true }) language?: string | null,
  ): Promise<ContentPageModel[]> {
    const pages = await this.handler.execute({ slug: contentSlugOf(slug), language: contentLanguageOf(language) });
    return pages.map((page) => ContentPageModel.fromPage(page));
  }
}
