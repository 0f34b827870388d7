import { Injectable } from '@nestjs/common';
import { Course } from '../../../../../domain/catalog/course-catalog';
import { CatalogService, SCHOOL_COURSE_SUGGESTIONS } from '../../catalog.service';

export interface SearchCollegeCoursesByNameInput {
  collegeId: string;
  name: string;
}

/** A college's courses matching a name, best first, at most 20. */
@Injectable()
export class SearchCollegeCoursesByNameHandler {
  constructor(private readonly catalog: CatalogService) {}

  async execute(input: SearchCollegeCoursesByNameInput): Promise<Course[]> {
    return this.catalog.suggestCoursesAtSchool(input.collegeId, 'COLLEGE', input.name, SCHOOL_COURSE_SUGGESTIONS);
  }
}
