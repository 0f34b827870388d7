import { Args, Query, Resolver } from '@nestjs/graphql';
import { contentLanguageOf } from '../../content-arguments';
import { ContentPageModel } from '../../content-page.model';
import { MainMenuPagesHandler } from './main-menu-pages.handler';

@Resolver()
export class MainMenuPagesResolver {
  constructor(private readonly handler: MainMenuPagesHandler) {}

  @Query(() => [ContentPageModel], {
    description: 'Top-level content pages shown in the main menu, ordered by menu order, in `language` (en or sp, default en). Public.',
  })
  async mainMenuPages(@Args('language', { type: () => String, nullable: true }) language?: string | null): Promise<ContentPageModel[]> {
    const pages = await this.handler.execute({ language: contentLanguageOf(language) });
    return pages.map((page) => ContentPageModel.fromPage(page));
  }
}
