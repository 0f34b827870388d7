import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Course } from '../../../../../domain/catalog/course-catalog';
import { CatalogService, NAME_SUGGESTIONS } from '../../catalog.service';
import { SoftSearchCoursesQuery } from './soft-search-courses.query';

/** The subject autocomplete of the Search screen: courses and subject categories, at most 10. */
@QueryHandler(SoftSearchCoursesQuery)
export class SoftSearchCoursesHandler implements IQueryHandler<SoftSearchCoursesQuery> {
  constructor(private readonly catalog: CatalogService) {}

  async execute(query: SoftSearchCoursesQuery): Promise<Course[]> {
    return this.catalog.suggestCourses(query.name, NAME_SUGGESTIONS);
  }
}
