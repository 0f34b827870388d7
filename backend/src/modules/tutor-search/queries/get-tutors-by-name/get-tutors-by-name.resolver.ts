import { Args, Int, Query, Resolver } from '@nestjs/graphql';
import { pageNumberOf } from '../../search-paging';
import { TutorModel } from '../../tutor.model';
import { GetTutorsByNameHandler } from './get-tutors-by-name.handler';

@Resolver()
export class GetTutorsByNameResolver {
  constructor(private readonly handler: GetTutorsByNameHandler) {}

  @Query(() => [TutorModel], {
    description: 'Tutors whose first or last name has a word starting with each word of `name` (accents and case aside), best-ranked first, in pages of 10. Public.',
  })
  async getTutorsByName(
    @Args('name', { type: () => String }) name: string,
    @Args('pageNumber', { type: () => Int, nullable: true, defaultValue: 1 }) pageNumber: number,
  ): Promise<TutorModel[]> {
    const tutors = await this.handler.execute({ name, pageNumber: pageNumberOf(pageNumber) });
    return tutors.map((tutor) => TutorModel.fromCard(tutor));
  }
}
