import { Injectable } from '@nestjs/common';
import { LocationSuggestion } from '../../../../../domain/catalog/zip-directory';
import { CatalogService } from '../../catalog.service';

export interface SoftSearchCityNameInput {
  cityName: string;
  limit: number;
}

/** Cities by name prefix, largest first, each as the ZIP code nearest its centre. */
@Injectable()
export class SoftSearchCityNameHandler {
  constructor(private readonly catalog: CatalogService) {}

  async execute(input: SoftSearchCityNameInput): Promise<LocationSuggestion[]> {
    return this.catalog.suggestCities(input.cityName, input.limit);
  }
}
