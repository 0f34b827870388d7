import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { LocationSuggestion } from '../../../../../domain/catalog/zip-directory';
import { CatalogService } from '../../catalog.service';
import { SoftSearchZipCodeV2Query } from './soft-search-zip-code-v2.query';

/** The location picker ('Search a city or ZIP code'): digits search ZIP codes (cut to 5), other text city names. */
@QueryHandler(SoftSearchZipCodeV2Query)
export class SoftSearchZipCodeV2Handler implements IQueryHandler<SoftSearchZipCodeV2Query> {
  constructor(private readonly catalog: CatalogService) {}

  async execute(query: SoftSearchZipCodeV2Query): Promise<LocationSuggestion[]> {
    return this.catalog.suggestLocations(query.zipInput, query.limit);
  }
}
