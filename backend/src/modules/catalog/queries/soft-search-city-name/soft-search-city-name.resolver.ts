import { Args, Int, Query, Resolver } from '@nestjs/graphql';
import { LocationSuggestionModel } from '../../catalog.models';
import { clampLimit, LOCATION_SUGGESTIONS } from '../../catalog.service';
import { SoftSearchCityNameHandler } from './soft-search-city-name.handler';

@Resolver()
export class SoftSearchCityNameResolver {
  constructor(private readonly handler: SoftSearchCityNameHandler) {}

  @Query(() => [LocationSuggestionModel], {
    description: "US cities whose name starts with the text ('st lou' finds Saint Louis; 'austin tx' narrows to a state), largest first, each as the ZIP code nearest its centre. `limit` defaults to 5 and is clamped to 1..20. Blank input returns []. Public.",
  })
  async softSearchCityName(
    @Args('cityName', { type: () => String }) cityName: string,
    @Args('limit', { type: () => Int, nullable: true, defaultValue: LOCATION_SUGGESTIONS }) limit: number | null,
  ): Promise<LocationSuggestionModel[]> {
    const found = await this.handler.execute({ cityName, limit: clampLimit(limit, LOCATION_SUGGESTIONS) });
    return found.map((item) => LocationSuggestionModel.from(item));
  }
}
