import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Institution } from '../../../../../domain/catalog/course-catalog';
import { CatalogService, NAME_SUGGESTIONS } from '../../catalog.service';
import { SoftSearchInstitutionsQuery } from './soft-search-institutions.query';

/** High schools and colleges by name or alias, at most 10. */
@QueryHandler(SoftSearchInstitutionsQuery)
export class SoftSearchInstitutionsHandler implements IQueryHandler<SoftSearchInstitutionsQuery> {
  constructor(private readonly catalog: CatalogService) {}

  async execute(query: SoftSearchInstitutionsQuery): Promise<Institution[]> {
    return this.catalog.suggestInstitutions(query.name, null, NAME_SUGGESTIONS);
  }
}
