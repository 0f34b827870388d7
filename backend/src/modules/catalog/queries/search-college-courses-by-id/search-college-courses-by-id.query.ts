import { Query } from '@nestjs/cqrs';
import { Course } from '../../../../../domain/catalog/course-catalog';

export class SearchCollegeCoursesByIdQuery extends Query<Course[]> {
  constructor(
    readonly collegeId: string,
  ) {
    super();
  }
}
