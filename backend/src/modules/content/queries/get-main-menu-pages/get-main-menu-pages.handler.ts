import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { CONTENT_SOURCE, ContentPage, ContentSource } from '../../../../../platform/content/content-source.port';
import { GetMainMenuPagesQuery } from './get-main-menu-pages.query';

/** The top-level pages flagged for the main menu, by menu order. */
@QueryHandler(GetMainMenuPagesQuery)
export class GetMainMenuPagesHandler implements IQueryHandler<GetMainMenuPagesQuery> {
  constructor(@Inject(CONTENT_SOURCE) private readonly content: ContentSource) {}

  async execute({ language }: GetMainMenuPagesQuery): Promise<ContentPage[]> {
    return this.content.mainMenuPages(language);
  }
}
