import { Injectable } from '@nestjs/common';
import { Course } from '../../../../../domain/catalog/course-catalog';
import { CatalogService } from '../../catalog.service';

export interface SearchCollegeCoursesByIdInput {
  collegeId: string;
}

/** A college's courses: its own numbered courses first, then the courses every college teaches, each by name. */
@Injectable()
export class SearchCollegeCoursesByIdHandler {
  constructor(private readonly catalog: CatalogService) {}

  async execute(input: SearchCollegeCoursesByIdInput): Promise<Course[]> {
    return this.catalog.coursesAtSchool(input.collegeId, 'COLLEGE');
  }
}
