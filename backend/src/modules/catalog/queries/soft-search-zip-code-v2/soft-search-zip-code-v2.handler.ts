import { Injectable } from '@nestjs/common';
import { LocationSuggestion } from '../../../../../domain/catalog/zip-directory';
import { CatalogService } from '../../catalog.service';

export interface SoftSearchZipCodeV2Input {
  zipInput: string;
  limit: number;
}

/** The location picker ('Search a city or ZIP code'): digits search ZIP codes (cut to 5), other text city names. */
@Injectable()
export class SoftSearchZipCodeV2Handler {
  constructor(private readonly catalog: CatalogService) {}

  async execute(input: SoftSearchZipCodeV2Input): Promise<LocationSuggestion[]> {
    return this.catalog.suggestLocations(input.zipInput, input.limit);
  }
}
