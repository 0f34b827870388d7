import { Query } from '@nestjs/cqrs';
import { ContentLanguage, ContentPage } from '../../../../infrastructure/content/content-source.port';

export class GetContentSubNavigationQuery extends Query<ContentPage[]> {
  constructor(
    readonly slug: string,
    readonly language: ContentLanguage,
  ) {
    super();
  }
}
