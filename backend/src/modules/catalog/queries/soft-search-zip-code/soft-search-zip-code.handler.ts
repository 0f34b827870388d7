import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { LocationSuggestion } from '../../../../../domain/catalog/zip-directory';
import { CatalogService, LOCATION_SUGGESTIONS } from '../../catalog.service';
import { SoftSearchZipCodeQuery } from './soft-search-zip-code.query';

/** The ZIP picker of the tutor request dialog: ZIP codes only, at most 5 (spec section 9); text that does not start with a digit finds none. */
@QueryHandler(SoftSearchZipCodeQuery)
export class SoftSearchZipCodeHandler implements IQueryHandler<SoftSearchZipCodeQuery> {
  constructor(private readonly catalog: CatalogService) {}

  async execute(query: SoftSearchZipCodeQuery): Promise<LocationSuggestion[]> {
    return this.catalog.suggestZipCodes(query.zipInput, LOCATION_SUGGESTIONS);
  }
}
