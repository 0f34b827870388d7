import { Injectable } from '@nestjs/common';
import { LocationSuggestion } from '../../../../../domain/catalog/zip-directory';
import { CatalogService, LOCATION_SUGGESTIONS } from '../../catalog.service';

export interface SoftSearchZipCodeInput {
  zipInput: string;
}

/** The ZIP picker of the tutor request dialog: ZIP codes only, at most 5 (spec section 9); text that does not start with a digit finds none. */
@Injectable()
export class SoftSearchZipCodeHandler {
  constructor(private readonly catalog: CatalogService) {}

  async execute(input: SoftSearchZipCodeInput): Promise<LocationSuggestion[]> {
    return this.catalog.suggestZipCodes(input.zipInput, LOCATION_SUGGESTIONS);
  }
}
