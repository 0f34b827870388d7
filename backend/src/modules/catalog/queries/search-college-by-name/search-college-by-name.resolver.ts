import { Args, Query, Resolver } from '@nestjs/graphql';
import { InstitutionModel } from '../../catalog.models';
import { SearchCollegeByNameHandler } from './search-college-by-name.handler';

@Resolver()
export class SearchCollegeByNameResolver {
  constructor(private readonly handler: SearchCollegeByNameHandler) {}

  @Query(() => [InstitutionModel], {
    description: "Colleges whose name or alias starts with the text ('ut' finds UT Austin), then those with words starting with it; at most 10. Blank input returns []. Public.",
  })
  async searchCollegeByName(
    @Args('name', { type: () => String }) name: string,
  ): Promise<InstitutionModel[]> {
    const found = await this.handler.execute({ name });
    return found.map((item) => InstitutionModel.from(item));
  }
}
