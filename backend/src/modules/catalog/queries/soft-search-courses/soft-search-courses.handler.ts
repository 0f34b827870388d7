import { Injectable } from '@nestjs/common';
import { Course } from '../../../../../domain/catalog/course-catalog';
import { CatalogService, NAME_SUGGESTIONS } from '../../catalog.service';

export interface SoftSearchCoursesInput {
  name: string;
}

/** The subject autocomplete of the Search screen: courses and subject categories, at most 10. */
@Injectable()
export class SoftSearchCoursesHandler {
  constructor(private readonly catalog: CatalogService) {}

  async execute(input: SoftSearchCoursesInput): Promise<Course[]> {
    return this.catalog.suggestCourses(input.name, NAME_SUGGESTIONS);
  }
}
