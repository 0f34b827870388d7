import { Query } from '@nestjs/cqrs';
import { Course } from '../../../../../domain/catalog/course-catalog';

export class SearchCollegeCoursesByNameQuery extends Query<Course[]> {
  constructor(
    readonly collegeId: string,
    readonly name: string,
  ) {
    super();
  }
}
