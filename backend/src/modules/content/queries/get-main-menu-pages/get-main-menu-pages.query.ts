import { Query } from '@nestjs/cqrs';
import { ContentLanguage, ContentPage } from '../../../../../platform/content/content-source.port';

export class GetMainMenuPagesQuery extends Query<ContentPage[]> {
  constructor(readonly language: ContentLanguage) {
    super();
  }
}
