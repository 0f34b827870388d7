import { applyPage, CourseSearchCriteria, firstPageVariables, hasMorePages, nextPageVariables } from './course-search-paging';
import { TutorSearchResult } from './graphql/search-tutors-by-course';
import { TutorCardData } from '../../components/tutor/tutor-card-fields';

const tutors = (prefix: string, count: number): TutorCardData[] =>
  Array.from({ length: count }, (_, index) => ({
    id: `${prefix}-${index + 1}`,
    profileId: `${prefix}${index + 1}`,
    profilePageId: `${prefix}-${index + 1}`,
    firstName: `${prefix} ${index + 1}`,
    lastInitial: 'T',
    school: null,
    profilePicture: null,
    bio: null,
    hourlyWage: 30,
    avgReviewScore: null,
    reviewCount: 0,
    hoursTutored: 0,
    teaches: ['Algebra 1'],
    avaliabilityDesc: null,
    distanceMiles: null,
  }));

const result = (local: TutorCardData[], online: TutorCardData[], localTutorCount: number, onlineTutorCount: number): TutorSearchResult => ({
  localTutors: local,
  onlineTutors: online,
  localTutorCount,
  onlineTutorCount,
  course: 'Algebra 1',
  locationDescription: local.length || localTutorCount ? 'Austin, TX' : null,
});

const local: CourseSearchCriteria = { course: 'Algebra 1', zip: '78701', studentGradeLevel: null };
const online: CourseSearchCriteria = { course: 'Algebra 1', zip: null, studentGradeLevel: 'HIGH_SCHOOL' };

describe('course search paging (spec section 4)', () => {
  it('starts a local search at local page 1 and online page 1, an online search at local page -1', () => {
    expect(firstPageVariables(local)).toEqual({ input: 'Algebra 1', zip: '78701', localPageNumber: 1, onlinePageNumber: 1 });
    expect(firstPageVariables(online)).toEqual({ input: 'Algebra 1', studentGradeLevel: 'HIGH_SCHOOL', localPageNumber: -1, onlinePageNumber: 1 });
    expect(firstPageVariables({ ...local, zip: '7870' })).toMatchObject({ localPageNumber: -1 });
  });

  it('pages through local tutors, then online tutors once a local page comes back short', () => {
    const first = firstPageVariables(local);
    let pages = applyPage(null, first, result(tutors('local', 10), [], 13, 25));
    expect(pages).toMatchObject({ isLocalSearch: true, localExhausted: false, onlineExhausted: false });
    expect(pages.onlineTutors).toEqual([]);

    const second = nextPageVariables(local, pages);
    expect(second).toEqual({ input: 'Algebra 1', zip: '78701', localPageNumber: 2, onlinePageNumber: 1 });
    pages = applyPage(pages, second!, result(tutors('local2', 3), tutors('online', 10), 13, 25));
    expect(pages.localTutors).toHaveLength(13);
    expect(pages.onlineTutors).toHaveLength(10);
    expect(pages).toMatchObject({ localExhausted: true, onlineExhausted: false, nextOnlinePage: 2 });

    const third = nextPageVariables(local, pages);
    expect(third).toEqual({ input: 'Algebra 1', zip: '78701', localPageNumber: -1, onlinePageNumber: 2 });
    pages = applyPage(pages, third!, result([], tutors('online2', 10), 13, 25));
    const fourth = nextPageVariables(local, pages)!;
    expect(fourth.onlinePageNumber).toBe(3);
    pages = applyPage(pages, fourth, result([], tutors('online3', 5), 13, 25));
    expect(pages.onlineTutors).toHaveLength(25);
    expect(pages.onlineExhausted).toBe(true);
    expect(hasMorePages(pages)).toBe(false);
    expect(nextPageVariables(local, pages)).toBeNull();
  });

  it('asks for online page 1 after a full last local page that reaches the local count', () => {
    let pages = applyPage(null, firstPageVariables(local), result(tutors('local', 10), [], 10, 4));
    expect(pages.localExhausted).toBe(true);
    expect(hasMorePages(pages)).toBe(true);
    const next = nextPageVariables(local, pages)!;
    expect(next).toMatchObject({ localPageNumber: -1, onlinePageNumber: 1 });
    pages = applyPage(pages, next, result([], tutors('online', 4), 10, 4));
    expect(pages.onlineTutors).toHaveLength(4);
    expect(hasMorePages(pages)).toBe(false);
  });

  it('pages an online search by online pages only', () => {
    let pages = applyPage(null, firstPageVariables(online), result([], tutors('online', 10), 0, 12));
    expect(pages).toMatchObject({ isLocalSearch: false, localExhausted: true, onlineExhausted: false });
    const next = nextPageVariables(online, pages)!;
    expect(next).toEqual({ input: 'Algebra 1', studentGradeLevel: 'HIGH_SCHOOL', localPageNumber: -1, onlinePageNumber: 2 });
    pages = applyPage(pages, next, result([], tutors('online2', 2), 0, 12));
    expect(pages.onlineTutors).toHaveLength(12);
    expect(hasMorePages(pages)).toBe(false);
  });

  it('never lists a tutor twice', () => {
    const page = tutors('local', 10);
    let pages = applyPage(null, firstPageVariables(local), result(page, [], 20, 0));
    pages = applyPage(pages, nextPageVariables(local, pages)!, result([page[9], ...tutors('more', 9)], [], 20, 0));
    expect(new Set(pages.localTutors.map((tutor) => tutor.id)).size).toBe(19);
  });
});
