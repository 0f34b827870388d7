import { Query } from '@nestjs/cqrs';
import { Course } from '../../../../../domain/catalog/course-catalog';

export class SearchHighSchoolCoursesQuery extends Query<Course[]> {
  constructor(
    readonly schoolId: string,
    readonly name: string | null,
  ) {
    super();
  }
}
