import { Injectable } from '@nestjs/common';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { teachesKey } from '../../../../../projections/tutor-search/search-keys';
import { TutorCard } from '../../../../../projections/tutor-search/tutor-card';
import { findRankedTutorCards } from '../../../../../projections/tutor-search/tutor-search.projection';
import { PAGE_SIZE, pageOffset } from '../../search-paging';
import { SearchedCourses } from '../../searched-course';

export interface GetTutorsBySubjectInput {
  subject: string;
  pageNumber: number;
}

/** Searchable tutors who teach a subject (or a course), online or in person, best-ranked first, in pages of 10. */
@Injectable()
export class GetTutorsBySubjectHandler {
  constructor(
    private readonly readModels: ReadModels,
    private readonly courses: SearchedCourses,
  ) {}

  async execute({ subject, pageNumber }: GetTutorsBySubjectInput): Promise<TutorCard[]> {
    const course = this.courses.resolve(subject);
    if (!course) return [];
    return findRankedTutorCards(this.readModels, { searchKeys: teachesKey(course.key) }, pageOffset(pageNumber), PAGE_SIZE);
  }
}
