import { QueryBus } from '@nestjs/cqrs';
import { Args, Query, Resolver } from '@nestjs/graphql';
import { contentLanguageOf, contentSlugOf } from '../../content-arguments';
import { ContentPageModel } from '../../content-page.model';
import { GetContentPageQuery } from './get-content-page.query';

@Resolver()
export class GetContentPageResolver {
  constructor(private readonly queryBus: QueryBus) {}

  @Query(() => ContentPageModel, {
    nullable: true,
    description: 'The content page at a path (`/` or `home` is the home page), in `language` (en or sp, default en; a page missing in Spanish comes in English). Null when there is no such page: show page-not-found. Public.',
  })
  async contentPage(
    @Args('slug', { type: () => String }) slug: string,
    @Args('language', { type: () => String, nullable: true }) language?: string | null,
  ): Promise<ContentPageModel | null> {
    const page = await this.queryBus.execute(new GetContentPageQuery(contentSlugOf(slug), contentLanguageOf(language)));
    return page ? ContentPageModel.fromPage(page) : null;
  }
}
