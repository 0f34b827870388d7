import { Query } from '@nestjs/cqrs';
import { ContentLanguage, ContentPage } from '../../../../../platform/content/content-source.port';

export class GetContentPageQuery extends Query<ContentPage | null> {
  constructor(
    readonly slug: string,
    readonly language: ContentLanguage,
  ) {
    super();
  }
}
