import { Query } from '@nestjs/cqrs';
import { Course } from '../../../../../domain/catalog/course-catalog';

export class SoftSearchCoursesQuery extends Query<Course[]> {
  constructor(
    readonly name: string,
  ) {
    super();
  }
}
