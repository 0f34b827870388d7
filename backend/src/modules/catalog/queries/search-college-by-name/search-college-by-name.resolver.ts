import { QueryBus } from '@nestjs/cqrs';
import { Args, Query, Resolver } from '@nestjs/graphql';
import { InstitutionModel } from '../../catalog.models';
import { SearchCollegeByNameQuery } from './search-college-by-name.query';

@Resolver()
export class SearchCollegeByNameResolver {
  constructor(private readonly queryBus: QueryBus) {}

  @Query(() => [InstitutionModel], {
    description: "Colleges whose name or alias starts with the text ('ut' finds UT Austin), then those with words starting with it; at most 10. Blank input returns []. Public.",
  })
  async searchCollegeByName(
    @Args('name', { type: () => String }) name: string,
  ): Promise<InstitutionModel[]> {
    const found = await this.queryBus.execute(new SearchCollegeByNameQuery(name));
    return found.map((item) => InstitutionModel.from(item));
  }
}
