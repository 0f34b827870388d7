import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Institution } from '../../../../../domain/catalog/course-catalog';
import { CatalogService, NAME_SUGGESTIONS } from '../../catalog.service';
import { SearchHighSchoolByNameQuery } from './search-high-school-by-name.query';

/** High schools by name or alias, at most 10. */
@QueryHandler(SearchHighSchoolByNameQuery)
export class SearchHighSchoolByNameHandler implements IQueryHandler<SearchHighSchoolByNameQuery> {
  constructor(private readonly catalog: CatalogService) {}

  async execute(query: SearchHighSchoolByNameQuery): Promise<Institution[]> {
    return this.catalog.suggestInstitutions(query.name, 'HIGH_SCHOOL', NAME_SUGGESTIONS);
  }
}
