import { Injectable } from '@nestjs/common';
import { Course } from '../../../../../domain/catalog/course-catalog';
import { CatalogService, SCHOOL_COURSE_SUGGESTIONS } from '../../catalog.service';

export interface SearchHighSchoolCoursesInput {
  schoolId: string;
  name: string | null;
}

/** A high school's courses: all of them by name without a name (or a blank one), else those matching it, best first, at most 20. */
@Injectable()
export class SearchHighSchoolCoursesHandler {
  constructor(private readonly catalog: CatalogService) {}

  async execute(input: SearchHighSchoolCoursesInput): Promise<Course[]> {
    return input.name === null || input.name.trim() === ''
      ? this.catalog.coursesAtSchool(input.schoolId, 'HIGH_SCHOOL')
      : this.catalog.suggestCoursesAtSchool(input.schoolId, 'HIGH_SCHOOL', input.name, SCHOOL_COURSE_SUGGESTIONS);
  }
}
