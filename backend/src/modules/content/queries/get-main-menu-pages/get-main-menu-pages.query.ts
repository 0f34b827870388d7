import { Query } from '@nestjs/cqrs';
import { ContentLanguage, ContentPage } from '../../../../infrastructure/content/content-source.port';

export class GetMainMenuPagesQuery extends Query<ContentPage[]> {
  constructor(readonly language: ContentLanguage) {
    super();
  }
}
