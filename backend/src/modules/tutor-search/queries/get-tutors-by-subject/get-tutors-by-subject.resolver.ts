import { QueryBus } from '@nestjs/cqrs';
import { Args, Int, Query, Resolver } from '@nestjs/graphql';
import { pageNumberOf } from '../../search-paging';
import { TutorModel } from '../../tutor.model';
import { GetTutorsBySubjectQuery } from './get-tutors-by-subject.query';

@Resolver()
export class GetTutorsBySubjectResolver {
  constructor(private readonly queryBus: QueryBus) {}

  @Query(() => [TutorModel], { description: 'Tutors who teach a subject or course, best-ranked first, in pages of 10. Public.' })
  async getTutorsBySubject(
    @Args('subject', { type: () => String }) subject: string,
    @Args('pageNumber', { type: () => Int, nullable: true, defaultValue: 1 }) pageNumber: number,
  ): Promise<TutorModel[]> {
    const tutors = await this.queryBus.execute(new GetTutorsBySubjectQuery(subject, pageNumberOf(pageNumber)));
    return tutors.map((tutor) => TutorModel.fromDocument(tutor));
  }
}
