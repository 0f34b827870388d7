import { Injectable } from '@nestjs/common';
import { courseKeyOf } from '../../../../../domain/catalog/catalog.vocabulary';
import { Course } from '../../../../../domain/catalog/course-catalog';
import { findApprovedCourses } from '../../../../../projections/class-add-requests/class-add-requests.projection';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { CatalogService, NAME_SUGGESTIONS } from '../../catalog.service';

export interface SoftSearchCoursesInput {
  name: string;
}

/**
 * The subject autocomplete of the Search screen: courses and subject categories, at most 10. Courses
 * admins added from class requests (approveClassAddRequest) follow the shipped catalog's matches.
 */
@Injectable()
export class SoftSearchCoursesHandler {
  constructor(
    private readonly catalog: CatalogService,
    private readonly readModels: ReadModels,
  ) {}

  async execute(input: SoftSearchCoursesInput): Promise<Course[]> {
    const shipped = this.catalog.suggestCourses(input.name, NAME_SUGGESTIONS);
    if (shipped.length >= NAME_SUGGESTIONS) return shipped;
    const known = new Set(shipped.map((course) => course.id));
    const added = (await findApprovedCourses(this.readModels, input.name, NAME_SUGGESTIONS))
      .filter((request) => request.subject !== null && !known.has(courseKeyOf(request.courseName)) && !this.catalog.courseByName(request.courseName))
      .map(
        (request): Course => ({
          id: courseKeyOf(request.courseName),
          fullCourseName: request.courseName,
          atSchools: request.schoolId ? [request.schoolId] : [],
          schoolId: null,
          schoolName: request.schoolId ? (this.catalog.institutionById(request.schoolId)?.name ?? null) : null,
          coreSubjects: request.subject ? [request.subject] : [],
          isHighSchoolCourse: request.isHighSchoolCourse,
          isSubject: false,
        }),
      );
    return [...shipped, ...added].slice(0, NAME_SUGGESTIONS);
  }
}
