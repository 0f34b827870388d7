import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Institution } from '../../../../../domain/catalog/course-catalog';
import { CatalogService, NAME_SUGGESTIONS } from '../../catalog.service';
import { SearchCollegeByNameQuery } from './search-college-by-name.query';

/** Colleges by name or alias, at most 10. */
@QueryHandler(SearchCollegeByNameQuery)
export class SearchCollegeByNameHandler implements IQueryHandler<SearchCollegeByNameQuery> {
  constructor(private readonly catalog: CatalogService) {}

  async execute(query: SearchCollegeByNameQuery): Promise<Institution[]> {
    return this.catalog.suggestInstitutions(query.name, 'COLLEGE', NAME_SUGGESTIONS);
  }
}
