import { GradeLevel } from '../../components/tutor/tutor-summary';
import { SearchTutorsByCourseVariables, TutorSearchResult } from './graphql/search-tutors-by-course';
import { TutorCardData } from '../../components/tutor/tutor-card-fields';

/** Spec section 9: page size 10; a page with fewer is the last (exhausted). */
export const PAGE_SIZE = 10;

/** Spec section 9: ZIP length 5 for a local search. */
export function isLocalZip(zip: string | null | undefined): zip is string {
  return typeof zip === 'string' && /^\d{5}$/.test(zip);
}

/** What the Courses tab searches for. */
export interface CourseSearchCriteria {
  course: string;
  zip: string | null;
  studentGradeLevel: GradeLevel | null;
}

/** The results shown so far and where paging goes next (spec: tutorSearchV2). */
export interface CourseSearchPages {
  isLocalSearch: boolean;
  /** The course as the server resolved it. */
  course: string;
  locationDescription: string | null;
  localTutors: TutorCardData[];
  onlineTutors: TutorCardData[];
  localTutorCount: number;
  onlineTutorCount: number;
  nextLocalPage: number;
  nextOnlinePage: number;
  localExhausted: boolean;
  onlineExhausted: boolean;
}

function baseVariables(criteria: CourseSearchCriteria): Pick<SearchTutorsByCourseVariables, 'input' | 'zip' | 'studentGradeLevel'> {
  return {
    input: criteria.course,
    ...(isLocalZip(criteria.zip) ? { zip: criteria.zip } : {}),
    ...(criteria.studentGradeLevel ? { studentGradeLevel: criteria.studentGradeLevel } : {}),
  };
}

/**
 * The first request of a search (spec section 4): a local search starts at local page 1 and online
 * page 1 (online arrives with the local page once local is exhausted); an online search asks for
 * local page -1 (online only) and online page 1.
 */
export function firstPageVariables(criteria: CourseSearchCriteria): SearchTutorsByCourseVariables {
  return { ...baseVariables(criteria), localPageNumber: isLocalZip(criteria.zip) ? 1 : -1, onlinePageNumber: 1 };
}

/** The request behind Show more: the next local page until local is exhausted, then the next online page; null when both are. */
export function nextPageVariables(criteria: CourseSearchCriteria, pages: CourseSearchPages): SearchTutorsByCourseVariables | null {
  if (pages.isLocalSearch && !pages.localExhausted) {
    return { ...baseVariables(criteria), localPageNumber: pages.nextLocalPage, onlinePageNumber: pages.nextOnlinePage };
  }
  if (!pages.onlineExhausted) return { ...baseVariables(criteria), localPageNumber: -1, onlinePageNumber: pages.nextOnlinePage };
  return null;
}

export function hasMorePages(pages: CourseSearchPages): boolean {
  return (pages.isLocalSearch && !pages.localExhausted) || !pages.onlineExhausted;
}

/** Adds tutors not already listed (a tutor could move between pages while the list is read). */
function appendNew(shown: TutorCardData[], page: TutorCardData[], alsoShown: TutorCardData[] = []): TutorCardData[] {
  const seen = new Set([...shown, ...alsoShown].map((tutor) => tutor.id));
  return [...shown, ...page.filter((tutor) => !seen.has(tutor.id))];
}

/**
 * Folds one answer into the pages shown. A local page with fewer than 10 tutors (or reaching the
 * local count) exhausts local; the online page in the same answer is then the first online page.
 * Online pages exhaust the same way.
 */
export function applyPage(previous: CourseSearchPages | null, variables: SearchTutorsByCourseVariables, result: TutorSearchResult): CourseSearchPages {
  const isLocalSearch = previous?.isLocalSearch ?? (variables.zip !== undefined && variables.localPageNumber >= 1);
  let pages: CourseSearchPages = previous ?? {
    isLocalSearch,
    course: result.course,
    locationDescription: result.locationDescription,
    localTutors: [],
    onlineTutors: [],
    localTutorCount: 0,
    onlineTutorCount: 0,
    nextLocalPage: 1,
    nextOnlinePage: 1,
    localExhausted: !isLocalSearch,
    onlineExhausted: false,
  };
  pages = { ...pages, course: result.course, locationDescription: result.locationDescription, localTutorCount: result.localTutorCount, onlineTutorCount: result.onlineTutorCount };

  let onlineIncluded = variables.localPageNumber < 1;
  if (variables.localPageNumber >= 1) {
    const localTutors = appendNew(pages.localTutors, result.localTutors);
    const localExhausted = result.localTutors.length < PAGE_SIZE || localTutors.length >= result.localTutorCount;
    pages = { ...pages, localTutors, localExhausted, nextLocalPage: variables.localPageNumber + 1 };
    // The server adds the online page to a local page that runs out of tutors.
    onlineIncluded = result.localTutors.length < PAGE_SIZE;
    if (localExhausted && !onlineIncluded) return pages;
  }
  if (onlineIncluded) {
    const onlineTutors = appendNew(pages.onlineTutors, result.onlineTutors, pages.localTutors);
    const onlineExhausted = result.onlineTutors.length < PAGE_SIZE || onlineTutors.length >= result.onlineTutorCount;
    pages = { ...pages, onlineTutors, onlineExhausted, nextOnlinePage: (variables.onlinePageNumber ?? 1) + 1 };
  }
  return pages;
}
