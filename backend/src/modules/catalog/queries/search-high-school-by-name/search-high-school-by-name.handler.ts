import { Injectable } from '@nestjs/common';
import { Institution } from '../../../../../domain/catalog/course-catalog';
import { CatalogService, NAME_SUGGESTIONS } from '../../catalog.service';

export interface SearchHighSchoolByNameInput {
  name: string;
}

/** High schools by name or alias, at most 10. */
@Injectable()
export class SearchHighSchoolByNameHandler {
  constructor(private readonly catalog: CatalogService) {}

  async execute(input: SearchHighSchoolByNameInput): Promise<Institution[]> {
    return this.catalog.suggestInstitutions(input.name, 'HIGH_SCHOOL', NAME_SUGGESTIONS);
  }
}
