import { Inject, Injectable } from '@nestjs/common';
import { CONTENT_SOURCE, ContentLanguage, ContentPage, ContentSource } from '../../../../../platform/content/content-source.port';

export interface GetMainMenuPagesInput {
  language: ContentLanguage;
}

/** The top-level pages flagged for the main menu, by menu order. */
@Injectable()
export class MainMenuPagesHandler {
  constructor(@Inject(CONTENT_SOURCE) private readonly content: ContentSource) {}

  async execute({ language }: GetMainMenuPagesInput): Promise<ContentPage[]> {
    return this.content.mainMenuPages(language);
  }
}
