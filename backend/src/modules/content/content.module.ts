import { Module } from '@nestjs/common';
import { ContentPageHandler } from './queries/content-page/content-page.handler';
import { ContentPageResolver } from './queries/content-page/content-page.resolver';
import { ContentSubNavigationHandler } from './queries/content-sub-navigation/content-sub-navigation.handler';
import { ContentSubNavigationResolver } from './queries/content-sub-navigation/content-sub-navigation.resolver';
import { MainMenuPagesHandler } from './queries/main-menu-pages/main-menu-pages.handler';
import { MainMenuPagesResolver } from './queries/main-menu-pages/main-menu-pages.resolver';

/** Marketing pages from the content service (the ContentSource port), for visitors: no sign-in needed. */
@Module({
  providers: [
    ContentPageHandler,
    ContentPageResolver,
    MainMenuPagesHandler,
    MainMenuPagesResolver,
    ContentSubNavigationHandler,
    ContentSubNavigationResolver,
  ],
})
export class ContentModule {}
