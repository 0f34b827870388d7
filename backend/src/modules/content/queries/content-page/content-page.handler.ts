import { Inject, Injectable } from '@nestjs/common';
import { CONTENT_SOURCE, ContentLanguage, ContentPage, ContentSource } from '../../../../../platform/content/content-source.port';

export interface GetContentPageInput {
  slug: string;
  language: ContentLanguage;
}

/** One page with its blocks, in the language asked for or in English; null when there is none. */
@Injectable()
export class ContentPageHandler {
  constructor(@Inject(CONTENT_SOURCE) private readonly content: ContentSource) {}

  async execute({ slug, language }: GetContentPageInput): Promise<ContentPage | null> {
    return this.content.pageBySlug(slug, language);
  }
}
