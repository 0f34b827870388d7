import { Args, Query, Resolver } from '@nestjs/graphql';
import { InstitutionModel } from '../../catalog.models';
import { SoftSearchInstitutionsHandler } from './soft-search-institutions.handler';

@Resolver()
export class SoftSearchInstitutionsResolver {
  constructor(private readonly handler: SoftSearchInstitutionsHandler) {}

  @Query(() => [InstitutionModel], {
    description: "High schools and colleges whose name or alias starts with the text, then those with words starting with it (the city's words count too: 'lincoln denver'); at most 10. Blank input returns []. Public.",
  })
  async softSearchInstitutions(
    @Args('name', { type: () => String }) name: string,
  ): Promise<InstitutionModel[]> {
    const found = await this.handler.execute({ name });
    return found.map((item) => InstitutionModel.from(item));
  }
}
