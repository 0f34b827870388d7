import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Course } from '../../../../../domain/catalog/course-catalog';
import { CatalogService, SCHOOL_COURSE_SUGGESTIONS } from '../../catalog.service';
import { SearchHighSchoolCoursesQuery } from './search-high-school-courses.query';

/** A high school's courses: all of them by name without a name (or a blank one), else those matching it, best first, at most 20. */
@QueryHandler(SearchHighSchoolCoursesQuery)
export class SearchHighSchoolCoursesHandler implements IQueryHandler<SearchHighSchoolCoursesQuery> {
  constructor(private readonly catalog: CatalogService) {}

  async execute(query: SearchHighSchoolCoursesQuery): Promise<Course[]> {
    return query.name === null || query.name.trim() === ''
      ? this.catalog.coursesAtSchool(query.schoolId, 'HIGH_SCHOOL')
      : this.catalog.suggestCoursesAtSchool(query.schoolId, 'HIGH_SCHOOL', query.name, SCHOOL_COURSE_SUGGESTIONS);
  }
}
