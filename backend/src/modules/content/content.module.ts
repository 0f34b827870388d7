import { Module } from '@nestjs/common';
import { GetContentPageHandler } from './queries/get-content-page/get-content-page.handler';
import { GetContentPageResolver } from './queries/get-content-page/get-content-page.resolver';
import { GetContentSubNavigationHandler } from './queries/get-content-sub-navigation/get-content-sub-navigation.handler';
import { GetContentSubNavigationResolver } from './queries/get-content-sub-navigation/get-content-sub-navigation.resolver';
import { GetMainMenuPagesHandler } from './queries/get-main-menu-pages/get-main-menu-pages.handler';
import { GetMainMenuPagesResolver } from './queries/get-main-menu-pages/get-main-menu-pages.resolver';

/** Marketing pages from the content service (the ContentSource port), for visitors: no sign-in needed. */
@Module({
  providers: [
    GetContentPageHandler,
    GetContentPageResolver,
    GetMainMenuPagesHandler,
    GetMainMenuPagesResolver,
    GetContentSubNavigationHandler,
    GetContentSubNavigationResolver,
  ],
})
export class ContentModule {}
