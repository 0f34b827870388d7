import { Args, Int, Query, Resolver } from '@nestjs/graphql';
import { LocationSuggestionModel } from '../../catalog.models';
import { clampLimit, LOCATION_SUGGESTIONS } from '../../catalog.service';
import { SoftSearchZipCodeV2Handler } from './soft-search-zip-code-v2.handler';

@Resolver()
export class SoftSearchZipCodeV2Resolver {
  constructor(private readonly handler: SoftSearchZipCodeV2Handler) {}

  @Query(() => [LocationSuggestionModel], {
    description: "The location picker: input starting with a digit is a ZIP code prefix (cut to 5 digits; zip+4 allowed), other text a city name prefix ('aus' finds Austin, TX), largest cities first, each city as the ZIP code nearest its centre. `limit` defaults to 5 and is clamped to 1..20. Blank input returns []. Public.",
  })
  async softSearchZipCodeV2(
    @Args('zipInput', { type: () => String }) zipInput: string,
    @Args('limit', { type: () => Int, nullable: true, defaultValue: LOCATION_SUGGESTIONS }) limit: number | null,
  ): Promise<LocationSuggestionModel[]> {
    const found = await this.handler.execute({ zipInput, limit: clampLimit(limit, LOCATION_SUGGESTIONS) });
    return found.map((item) => LocationSuggestionModel.from(item));
  }
}
