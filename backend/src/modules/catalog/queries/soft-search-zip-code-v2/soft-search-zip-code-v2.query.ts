import { Query } from '@nestjs/cqrs';
import { LocationSuggestion } from '../../../../../domain/catalog/zip-directory';

export class SoftSearchZipCodeV2Query extends Query<LocationSuggestion[]> {
  constructor(
    readonly zipInput: string,
    readonly limit: number,
  ) {
    super();
  }
}
