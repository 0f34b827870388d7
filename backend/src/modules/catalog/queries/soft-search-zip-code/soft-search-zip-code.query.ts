import { Query } from '@nestjs/cqrs';
import { LocationSuggestion } from '../../../../../domain/catalog/zip-directory';

export class SoftSearchZipCodeQuery extends Query<LocationSuggestion[]> {
  constructor(
    readonly zipInput: string,
  ) {
    super();
  }
}
