import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Course } from '../../../../../domain/catalog/course-catalog';
import { CatalogService, SCHOOL_COURSE_SUGGESTIONS } from '../../catalog.service';
import { SearchCollegeCoursesByNameQuery } from './search-college-courses-by-name.query';

/** A college's courses matching a name, best first, at most 20. */
@QueryHandler(SearchCollegeCoursesByNameQuery)
export class SearchCollegeCoursesByNameHandler implements IQueryHandler<SearchCollegeCoursesByNameQuery> {
  constructor(private readonly catalog: CatalogService) {}

  async execute(query: SearchCollegeCoursesByNameQuery): Promise<Course[]> {
    return this.catalog.suggestCoursesAtSchool(query.collegeId, 'COLLEGE', query.name, SCHOOL_COURSE_SUGGESTIONS);
  }
}
