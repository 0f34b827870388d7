import { Query } from '@nestjs/cqrs';
import { ContentLanguage, ContentPage } from '../../../../../platform/content/content-source.port';

export class GetContentSubNavigationQuery extends Query<ContentPage[]> {
  constructor(
    readonly slug: string,
    readonly language: ContentLanguage,
  ) {
    super();
  }
}
