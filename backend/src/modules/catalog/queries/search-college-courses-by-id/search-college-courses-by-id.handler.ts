import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Course } from '../../../../../domain/catalog/course-catalog';
import { CatalogService } from '../../catalog.service';
import { SearchCollegeCoursesByIdQuery } from './search-college-courses-by-id.query';

/** A college's courses: its own numbered courses first, then the courses every college teaches, each by name. */
@QueryHandler(SearchCollegeCoursesByIdQuery)
export class SearchCollegeCoursesByIdHandler implements IQueryHandler<SearchCollegeCoursesByIdQuery> {
  constructor(private readonly catalog: CatalogService) {}

  async execute(query: SearchCollegeCoursesByIdQuery): Promise<Course[]> {
    return this.catalog.coursesAtSchool(query.collegeId, 'COLLEGE');
  }
}
