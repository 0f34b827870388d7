import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { CONTENT_SOURCE, ContentPage, ContentSource } from '../../../../../platform/content/content-source.port';
import { GetContentPageQuery } from './get-content-page.query';

/** One page with its blocks, in the language asked for or in English; null when there is none. */
@QueryHandler(GetContentPageQuery)
export class GetContentPageHandler implements IQueryHandler<GetContentPageQuery> {
  constructor(@Inject(CONTENT_SOURCE) private readonly content: ContentSource) {}

  async execute({ slug, language }: GetContentPageQuery): Promise<ContentPage | null> {
    return this.content.pageBySlug(slug, language);
  }
}
