import { QueryBus } from '@nestjs/cqrs';
import { Args, Query, Resolver } from '@nestjs/graphql';
import { contentLanguageOf } from '../../content-arguments';
import { ContentPageModel } from '../../content-page.model';
import { GetMainMenuPagesQuery } from './get-main-menu-pages.query';

@Resolver()
export class GetMainMenuPagesResolver {
  constructor(private readonly queryBus: QueryBus) {}

  @Query(() => [ContentPageModel], {
    description: 'Top-level content pages shown in the main menu, ordered by menu order, in `language` (en or sp, default en). Public.',
  })
  async mainMenuPages(@Args('language', { type: () => String, nullable: true }) language?: string | null): Promise<ContentPageModel[]> {
    const pages = await this.queryBus.execute(new GetMainMenuPagesQuery(contentLanguageOf(language)));
    return pages.map((page) => ContentPageModel.fromPage(page));
  }
}
