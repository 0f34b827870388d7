import { Args, Int, Query, Resolver } from '@nestjs/graphql';
import { pageNumberOf } from '../../search-paging';
import { TutorModel } from '../../tutor.model';
import { GetTutorsBySubjectHandler } from './get-tutors-by-subject.handler';

@Resolver()
export class GetTutorsBySubjectResolver {
  constructor(private readonly handler: GetTutorsBySubjectHandler) {}

  @Query(() => [TutorModel], { description: 'Tutors who teach a subject or course, best-ranked first, in pages of 10. Public.' })
  async getTutorsBySubject(
    @Args('subject', { type: () => String }) subject: string,
    @Args('pageNumber', { type: () => Int, nullable: true, defaultValue: 1 }) pageNumber: number,
  ): Promise<TutorModel[]> {
    const tutors = await this.handler.execute({ subject, pageNumber: pageNumberOf(pageNumber) });
    return tutors.map((tutor) => TutorModel.fromCard(tutor));
  }
}
