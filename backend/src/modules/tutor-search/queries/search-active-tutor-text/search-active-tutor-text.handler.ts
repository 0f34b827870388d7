import { Injectable } from '@nestjs/common';
import { GradeLevel } from '../../../../../domain/catalog/catalog.vocabulary';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { distanceMiles } from '../../../../../projections/tutor-search/geo-grid';
import { nameWordsOf, teachesKey } from '../../../../../projections/tutor-search/search-keys';
import { BY_RANK, findTutorCards, tutorSearchCollection, TutorSearchDocument } from '../../../../../projections/tutor-search/tutor-search.projection';
import { Filter } from '../../../../../platform/readstore/read-store.port';
import { CatalogService } from '../../../catalog/catalog.service';
import { LOCAL_RADIUS_MILES, Place } from '../../local-area';
import { PAGE_SIZE, pageOffset } from '../../search-paging';
import { SearchedCourses } from '../../searched-course';
import { nameFilterOf } from '../get-tutors-by-name/get-tutors-by-name.handler';
import { RankedTutor } from '../search-tutors-by-course/search-tutors-by-course.handler';

export type TutorSortType = 'RELEVANCE' | 'RATING' | 'HOURS_TUTORED' | 'PRICE_LOW_TO_HIGH' | 'PRICE_HIGH_TO_LOW' | 'DISTANCE';

export interface SearchActiveTutorTextInput {
  input: string;
  sortBy: TutorSortType;
  pageNumber: number;
  zip: string | null;
  gradeFilter: GradeLevel | null;
  /** The tutor's own level: high-school tutors or college tutors. */
  tutorLevel: 'HIGH_SCHOOL' | 'COLLEGE' | null;
  /** Only tutors within the local radius of the ZIP code (searchActiveTutorTextByLocation). */
  nearZipOnly: boolean;
}

type Candidate = Pick<TutorSearchDocument, '_id' | 'rank' | 'hourlyWage' | 'avgReviewScore' | 'hoursTutored' | 'location'> & { distance: number | null };

const SORT_FIELDS = { rank: 1, hourlyWage: 1, avgReviewScore: 1, hoursTutored: 1, location: 1 } as const;

/**
 * Searchable tutors matching a text: who teach the course or subject it names, or whose name
 * has a word starting with each of its words; filtered by the grade they teach and their own
 * level; by rank (read from the index a page at a time) or by another order over every match
 * (read with only the fields that order needs).
 */
@Injectable()
export class SearchActiveTutorTextHandler {
  constructor(
    private readonly readModels: ReadModels,
    private readonly courses: SearchedCourses,
    private readonly catalog: CatalogService,
  ) {}

  async execute(input: SearchActiveTutorTextInput): Promise<RankedTutor[]> {
    const course = this.courses.resolve(input.input);
    if (!course) return [];
    const zip = input.zip?.trim().slice(0, 5) ?? '';
    const place: Place | null = /^\d{5}$/.test(zip) ? this.catalog.lookupZip(zip) : null;
    if (input.nearZipOnly && !place) return [];

    const refinements: Filter = {};
    if (input.gradeFilter) refinements.gradesForTutoring = input.gradeFilter;
    if (input.tutorLevel) refinements.isHighSchoolTutor = input.tutorLevel === 'HIGH_SCHOOL';
    const words = nameWordsOf(input.input);
    const filters = [{ searchKeys: teachesKey(course.key), ...refinements }, ...(words.length > 0 ? [{ ...nameFilterOf(words), ...refinements }] : [])];
    const tutors = tutorSearchCollection(this.readModels);
    const offset = pageOffset(input.pageNumber);

    let ids: string[];
    if (input.sortBy === 'RELEVANCE' && !input.nearZipOnly) {
      const pages = await Promise.all(filters.map((filter) => tutors.find(filter, { sort: BY_RANK, limit: offset + PAGE_SIZE, projection: { rank: 1 }, readOnly: true })));
      ids = distinct(pages.flat().sort(byRank)).slice(offset, offset + PAGE_SIZE).map((tutor) => tutor._id);
    } else {
      const found = distinct((await Promise.all(filters.map((filter) => tutors.find(filter, { projection: SORT_FIELDS, readOnly: true })))).flat());
      const candidates: Candidate[] = found.map((tutor) => ({ ...tutor, distance: place && tutor.location ? distanceMiles(place, tutor.location) : null }));
      const near = input.nearZipOnly ? candidates.filter((tutor) => tutor.distance !== null && tutor.distance <= LOCAL_RADIUS_MILES) : candidates;
      ids = near.sort(comparatorFor(input.sortBy)).slice(offset, offset + PAGE_SIZE).map((tutor) => tutor._id);
    }
    const cards = await findTutorCards(this.readModels, ids);
    return cards.map((tutor) => ({ tutor: tutor.card, distanceMiles: place && tutor.location ? distanceMiles(place, tutor.location) : null }));
  }
}

function distinct<T extends { _id: string }>(tutors: T[]): T[] {
  const seen = new Set<string>();
  return tutors.filter((tutor) => !seen.has(tutor._id) && seen.add(tutor._id));
}

function byRank(a: Pick<Candidate, '_id' | 'rank'>, b: Pick<Candidate, '_id' | 'rank'>): number {
  return b.rank - a.rank || (a._id < b._id ? -1 : a._id > b._id ? 1 : 0);
}

/** Orders by one value, missing values last, then by rank. */
function by(value: (tutor: Candidate) => number | null, direction: 1 | -1): (a: Candidate, b: Candidate) => number {
  return (a, b) => {
    const x = value(a);
    const y = value(b);
    if (x !== y) {
      if (x === null) return 1;
      if (y === null) return -1;
      return (x - y) * direction;
    }
    return byRank(a, b);
  };
}

function comparatorFor(sortBy: TutorSortType): (a: Candidate, b: Candidate) => number {
  switch (sortBy) {
    case 'RELEVANCE':
      return byRank;
    case 'RATING':
      return by((tutor) => tutor.avgReviewScore, -1);
    case 'HOURS_TUTORED':
      return by((tutor) => tutor.hoursTutored, -1);
    case 'PRICE_LOW_TO_HIGH':
      return by((tutor) => tutor.hourlyWage, 1);
    case 'PRICE_HIGH_TO_LOW':
      return by((tutor) => tutor.hourlyWage, -1);
    case 'DISTANCE':
      return by((tutor) => tutor.distance, 1);
  }
}
