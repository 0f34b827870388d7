import { Query } from '@nestjs/cqrs';
import { ContentLanguage, ContentPage } from '../../../../infrastructure/content/content-source.port';

export class GetContentPageQuery extends Query<ContentPage | null> {
  constructor(
    readonly slug: string,
    readonly language: ContentLanguage,
  ) {
    super();
  }
}
