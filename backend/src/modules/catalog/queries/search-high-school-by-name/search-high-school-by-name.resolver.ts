import { Args, Query, Resolver } from '@nestjs/graphql';
import { InstitutionModel } from '../../catalog.models';
import { SearchHighSchoolByNameHandler } from './search-high-school-by-name.handler';

@Resolver()
export class SearchHighSchoolByNameResolver {
  constructor(private readonly handler: SearchHighSchoolByNameHandler) {}

  @Query(() => [InstitutionModel], {
    description: 'High schools whose name or alias starts with the text, then those with words starting with it; at most 10. Blank input returns []. Public.',
  })
  async searchHighSchoolByName(
    @Args('name', { type: () => String }) name: string,
  ): Promise<InstitutionModel[]> {
    const found = await this.handler.execute({ name });
    return found.map((item) => InstitutionModel.from(item));
  }
}
