import { Injectable } from '@nestjs/common';
import { courseKeyOf, isSubjectCategory, SUBJECT_CATEGORIES, subjectKeyOf } from '../../../domain/catalog/catalog.vocabulary';
import { CatalogService } from '../catalog/catalog.service';

/** A course or subject as a search understands it. */
export interface SearchedCourse {
  /** The key tutors are found by: the catalog course id, `subject-<key>` for a subject, else courseKeyOf(input). */
  key: string;
  /** As shown: 'Algebra 1', 'Math'; the input itself for a name the catalog does not know. */
  name: string;
  /** Keys of the course's core subjects, whose tutors come after the course's own in local results. */
  coreSubjectKeys: string[];
}

/** Resolves what a visitor typed into the course or subject to search for. */
@Injectable()
export class SearchedCourses {
  constructor(private readonly catalog: CatalogService) {}

  /** Null for empty or blank input. */
  resolve(input: string): SearchedCourse | null {
    const name = input.trim().replace(/\s+/g, ' ');
    if (name === '') return null;
    const subject = SUBJECT_CATEGORIES.find((category) => category.toLowerCase() === name.toLowerCase());
    if (subject) return { key: subjectKeyOf(subject), name: subject, coreSubjectKeys: [] };
    const course = this.catalog.courseByName(name);
    if (!course) return { key: courseKeyOf(name), name, coreSubjectKeys: [] };
    const coreSubjectKeys = course.coreSubjects.filter(isSubjectCategory).map(subjectKeyOf);
    return { key: course.id, name: course.fullCourseName, coreSubjectKeys: coreSubjectKeys.filter((key) => key !== course.id) };
  }
}
