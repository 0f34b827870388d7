import { Args, Query, Resolver } from '@nestjs/graphql';
import { LocationSuggestionModel } from '../../catalog.models';
import { SoftSearchZipCodeHandler } from './soft-search-zip-code.handler';

@Resolver()
export class SoftSearchZipCodeResolver {
  constructor(private readonly handler: SoftSearchZipCodeHandler) {}

  @Query(() => [LocationSuggestionModel], {
    description: 'ZIP codes starting with the digits typed (cut to 5 digits; zip+4 allowed), in order, at most 5. Text that does not start with a digit, or blank input, returns []. Public.',
  })
  async softSearchZipCode(
    @Args('zipInput', { type: () => String }) zipInput: string,
  ): Promise<LocationSuggestionModel[]> {
    const found = await this.handler.execute({ zipInput });
    return found.map((item) => LocationSuggestionModel.from(item));
  }
}
