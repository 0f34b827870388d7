import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { LocationSuggestion } from '../../../../../domain/catalog/zip-directory';
import { CatalogService } from '../../catalog.service';
import { SoftSearchCityNameQuery } from './soft-search-city-name.query';

/** Cities by name prefix, largest first, each as the ZIP code nearest its centre. */
@QueryHandler(SoftSearchCityNameQuery)
export class SoftSearchCityNameHandler implements IQueryHandler<SoftSearchCityNameQuery> {
  constructor(private readonly catalog: CatalogService) {}

  async execute(query: SoftSearchCityNameQuery): Promise<LocationSuggestion[]> {
    return this.catalog.suggestCities(query.cityName, query.limit);
  }
}
