import { Injectable } from '@nestjs/common';
import { Institution } from '../../../../../domain/catalog/course-catalog';
import { CatalogService, NAME_SUGGESTIONS } from '../../catalog.service';

export interface SearchCollegeByNameInput {
  name: string;
}

/** Colleges by name or alias, at most 10. */
@Injectable()
export class SearchCollegeByNameHandler {
  constructor(private readonly catalog: CatalogService) {}

  async execute(input: SearchCollegeByNameInput): Promise<Institution[]> {
    return this.catalog.suggestInstitutions(input.name, 'COLLEGE', NAME_SUGGESTIONS);
  }
}
