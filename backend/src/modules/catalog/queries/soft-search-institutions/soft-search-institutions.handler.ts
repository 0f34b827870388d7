import { Injectable } from '@nestjs/common';
import { Institution } from '../../../../../domain/catalog/course-catalog';
import { CatalogService, NAME_SUGGESTIONS } from '../../catalog.service';

export interface SoftSearchInstitutionsInput {
  name: string;
}

/** High schools and colleges by name or alias, at most 10. */
@Injectable()
export class SoftSearchInstitutionsHandler {
  constructor(private readonly catalog: CatalogService) {}

  async execute(input: SoftSearchInstitutionsInput): Promise<Institution[]> {
    return this.catalog.suggestInstitutions(input.name, null, NAME_SUGGESTIONS);
  }
}
