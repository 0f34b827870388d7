import { Field, Int, ObjectType } from '@nestjs/graphql';
import { TutorModel } from '../../tutor.model';
import { TutorSearchPage } from './search-tutors-by-course.handler';

@ObjectType('TutorSearchResult')
export class TutorSearchResultModel {
  @Field(() => [TutorModel], { description: 'In-person tutors within 25 miles: the course itself first, then its core subject; nearer first; best-ranked first.' })
  localTutors!: TutorModel[];
  @Field(() => [TutorModel], { description: 'Online tutors of the course not among the local results, best-ranked first.' })
  onlineTutors!: TutorModel[];
  @Field(() => Int) localTutorCount!: number;
  @Field(() => Int) onlineTutorCount!: number;
  @Field(() => String, { description: 'The course as resolved, e.g. "Algebra 1".' }) course!: string;
  @Field(() => String, { nullable: true, description: '"Austin, TX" for a local search.' }) locationDescription!: string | null;

  static fromPage(page: TutorSearchPage): TutorSearchResultModel {
    return {
      localTutors: page.localTutors.map(({ tutor, distanceMiles }) => TutorModel.fromCard(tutor, distanceMiles)),
      onlineTutors: page.onlineTutors.map(({ tutor }) => TutorModel.fromCard(tutor)),
      localTutorCount: page.localTutorCount,
      onlineTutorCount: page.onlineTutorCount,
      course: page.course,
      locationDescription: page.locationDescription,
    };
  }
}
