import { Args, Query, Resolver } from '@nestjs/graphql';
import { contentLanguageOf, contentSlugOf } from '../../content-arguments';
import { ContentPageModel } from '../../content-page.model';
import { ContentPageHandler } from './content-page.handler';

@Resolver()
export class ContentPageResolver {
  constructor(private readonly handler: ContentPageHandler) {}

  @Query(() => ContentPageModel, {
    nullable: true,
    description: 'The content page at a path (`/` or `home` is the home page), in `language` (en or sp, default en; a page missing in Spanish comes in English). Null when there is no such page: show page-not-found. Public.',
  })
  async contentPage(
    @Args('slug', { type: () => String }) slug: string,
    @Args('language', { type: () => String, nullable: true }) language?: string | null,
  ): Promise<ContentPageModel | null> {
    const page = await this.handler.execute({ slug: contentSlugOf(slug), language: contentLanguageOf(language) });
    return page ? ContentPageModel.fromPage(page) : null;
  }
}
