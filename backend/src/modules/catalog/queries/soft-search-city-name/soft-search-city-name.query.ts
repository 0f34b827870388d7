import { Query } from '@nestjs/cqrs';
import { LocationSuggestion } from '../../../../../domain/catalog/zip-directory';

export class SoftSearchCityNameQuery extends Query<LocationSuggestion[]> {
  constructor(
    readonly cityName: string,
    readonly limit: number,
  ) {
    super();
  }
}
