import { Module } from '@nestjs/common';
import { TUTOR_SEARCH_COLLECTION } from '../../../projections/tutor-search/tutor-search.projection';
import { PublicQueries } from '../../graphql/public-answers';
import { CatalogModule } from '../catalog/catalog.module';
import { LocalAreas } from './local-area';
import { GetAllReviewsForTutorQueryHandler } from './queries/get-all-reviews-for-tutor-query/get-all-reviews-for-tutor-query.handler';
import { GetAllReviewsForTutorQueryResolver } from './queries/get-all-reviews-for-tutor-query/get-all-reviews-for-tutor-query.resolver';
import { GetProfilePageHandler } from './queries/get-profile-page/get-profile-page.handler';
import { GetProfilePageResolver } from './queries/get-profile-page/get-profile-page.resolver';
import { GetTopActiveTutorsHandler } from './queries/get-top-active-tutors/get-top-active-tutors.handler';
import { GetTopActiveTutorsResolver } from './queries/get-top-active-tutors/get-top-active-tutors.resolver';
import { GetTutorsByNameHandler } from './queries/get-tutors-by-name/get-tutors-by-name.handler';
import { GetTutorsByNameResolver } from './queries/get-tutors-by-name/get-tutors-by-name.resolver';
import { GetTutorsBySchoolHandler } from './queries/get-tutors-by-school/get-tutors-by-school.handler';
import { GetTutorsBySchoolResolver } from './queries/get-tutors-by-school/get-tutors-by-school.resolver';
import { GetTutorsBySubjectHandler } from './queries/get-tutors-by-subject/get-tutors-by-subject.handler';
import { GetTutorsBySubjectResolver } from './queries/get-tutors-by-subject/get-tutors-by-subject.resolver';
import { GetUserByProfilePageIdAndReviewsHandler } from './queries/get-user-by-profile-page-id-and-reviews/get-user-by-profile-page-id-and-reviews.handler';
import { GetUserByProfilePageIdAndReviewsResolver } from './queries/get-user-by-profile-page-id-and-reviews/get-user-by-profile-page-id-and-reviews.resolver';
import { SearchActiveTutorTextHandler } from './queries/search-active-tutor-text/search-active-tutor-text.handler';
import { SearchActiveTutorTextResolver } from './queries/search-active-tutor-text/search-active-tutor-text.resolver';
import { SearchActiveTutorTextByLocationResolver } from './queries/search-active-tutor-text-by-location/search-active-tutor-text-by-location.resolver';
import { SearchTutorsByCourseHandler } from './queries/search-tutors-by-course/search-tutors-by-course.handler';
import { SearchTutorsByCourseResolver } from './queries/search-tutors-by-course/search-tutors-by-course.resolver';
import { SearchedCourses } from './searched-course';

/** Finding a tutor: search by course near a ZIP code or online, by name, school or subject; profile pages and reviews. All public. */
@Module({
  imports: [CatalogModule],
  providers: [
    LocalAreas,
    SearchedCourses,
    SearchTutorsByCourseHandler,
    SearchTutorsByCourseResolver,
    GetTutorsByNameHandler,
    GetTutorsByNameResolver,
    GetTopActiveTutorsHandler,
    GetTopActiveTutorsResolver,
    GetTutorsBySchoolHandler,
    GetTutorsBySchoolResolver,
    GetTutorsBySubjectHandler,
    GetTutorsBySubjectResolver,
    SearchActiveTutorTextHandler,
    SearchActiveTutorTextResolver,
    SearchActiveTutorTextByLocationResolver,
    GetProfilePageHandler,
    GetProfilePageResolver,
    GetUserByProfilePageIdAndReviewsHandler,
    GetUserByProfilePageIdAndReviewsResolver,
    GetAllReviewsForTutorQueryHandler,
    GetAllReviewsForTutorQueryResolver,
  ],
})
export class TutorSearchModule {}

/**
 * The public queries here answer the same to every visitor from the tutor-search read model alone,
 * so their answers may be kept until it changes (PublicAnswers). A query that reads the
 * viewer (profile pages show hidden tutors to themselves) or another read model is not listed.
 */
export const TUTOR_SEARCH_PUBLIC_QUERIES: PublicQueries = Object.fromEntries(
  [
    'searchTutorsByCourse',
    'getTutorsByName',
    'getTopActiveTutors',
    'getTutorsBySchool',
    'getTutorsBySubject',
    'searchActiveTutorText',
    'searchActiveTutorTextByLocation',
  ].map((query) => [query, [TUTOR_SEARCH_COLLECTION]]),
);
