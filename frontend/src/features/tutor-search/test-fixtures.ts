import { MockedResponse } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { GET_TOP_ACTIVE_TUTORS, TopActiveTutor } from './graphql/get-top-active-tutors';
import { GET_TUTORS_BY_NAME } from './graphql/get-tutors-by-name';
import { SEARCH_TUTORS_BY_COURSE, SearchTutorsByCourseVariables, TutorSearchResult } from './graphql/search-tutors-by-course';
import { CourseSuggestion, SOFT_SEARCH_COURSES } from './graphql/soft-search-courses';
import { LocationSuggestion, SOFT_SEARCH_ZIP_CODE_V2 } from '../../components/location/soft-search-zip-code-v2';
import { TutorCardData } from '../../components/tutor/tutor-card-fields';

/** Test data and Apollo mocks shared by the search screen's component tests. */
export function cardTutor(overrides: Partial<TutorCardData> = {}): TutorCardData {
  return {
    id: 'tutor-1',
    profileId: 'p0000001',
    profilePageId: 'maria-g-p0000001',
    firstName: 'Maria',
    lastInitial: 'G',
    school: { id: 'ut-austin', name: 'University of Texas at Austin', city: 'Austin', state: 'TX' },
    bio: 'I love helping students see how algebra works.',
    hourlyWage: 40,
    avgReviewScore: 4.8,
    reviewCount: 12,
    hoursTutored: 12.5,
    teaches: ['Algebra 1', 'Geometry'],
    avaliabilityDesc: null,
    distanceMiles: null,
    profilePicture: null,
    ...overrides,
  };
}

export function cardTutors(prefix: string, count: number, overrides: Partial<TutorCardData> = {}): TutorCardData[] {
  return Array.from({ length: count }, (_, index) =>
    cardTutor({ id: `${prefix}-${index + 1}`, profileId: `${prefix}${index + 1}`, profilePageId: `${prefix}-${index + 1}`, firstName: `${prefix}${index + 1}`, ...overrides }),
  );
}

export function searchResult(overrides: Partial<TutorSearchResult> = {}): TutorSearchResult {
  return { localTutors: [], onlineTutors: [], localTutorCount: 0, onlineTutorCount: 0, course: 'Algebra 1', locationDescription: null, ...overrides };
}

export function courseSearchMock(variables: SearchTutorsByCourseVariables, result: TutorSearchResult): MockedResponse {
  return { request: { query: SEARCH_TUTORS_BY_COURSE, variables }, result: { data: { searchTutorsByCourse: result } } };
}

export function courseSearchErrorMock(variables: SearchTutorsByCourseVariables): MockedResponse {
  return { request: { query: SEARCH_TUTORS_BY_COURSE, variables }, result: { errors: [new GraphQLError('Search is down')] } };
}

export function courseSuggestionsMock(name: string, courses: CourseSuggestion[]): MockedResponse {
  return { request: { query: SOFT_SEARCH_COURSES, variables: { name } }, result: { data: { softSearchCourses: courses } } };
}

export function locationSuggestionsMock(zipInput: string, locations: LocationSuggestion[]): MockedResponse {
  return { request: { query: SOFT_SEARCH_ZIP_CODE_V2, variables: { zipInput, limit: 5 } }, result: { data: { softSearchZipCodeV2: locations } } };
}

export function nameSearchMock(name: string, pageNumber: number, tutors: TutorCardData[]): MockedResponse {
  return { request: { query: GET_TUTORS_BY_NAME, variables: { name, pageNumber } }, result: { data: { getTutorsByName: tutors } } };
}

export function nameSearchErrorMock(name: string): MockedResponse {
  return { request: { query: GET_TUTORS_BY_NAME, variables: { name, pageNumber: 1 } }, result: { errors: [new GraphQLError('Search is down')] } };
}

export function topActiveTutors(count: number): TopActiveTutor[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `top-${index + 1}`,
    profileId: `top${index + 1}`,
    firstName: `Top${index + 1}`,
    lastInitial: 'A',
    school: index % 2 === 0 ? { id: null, name: `School ${index + 1}`, city: 'Austin', state: 'TX' } : null,
  }));
}

export function topActiveTutorsMock(tutors: TopActiveTutor[]): MockedResponse {
  return { request: { query: GET_TOP_ACTIVE_TUTORS, variables: { numberTutors: 10 } }, result: { data: { getTopActiveTutors: tutors } }, maxUsageCount: Number.POSITIVE_INFINITY };
}
