import { Module } from '@nestjs/common';
import { CLASS_ADD_REQUESTS_COLLECTION } from '../../../projections/class-add-requests/class-add-requests.projection';
import { PublicQueries } from '../../graphql/public-answers';
import { CatalogService } from './catalog.service';
import { SearchCollegeByNameHandler } from './queries/search-college-by-name/search-college-by-name.handler';
import { SearchCollegeByNameResolver } from './queries/search-college-by-name/search-college-by-name.resolver';
import { SearchCollegeCoursesByIdHandler } from './queries/search-college-courses-by-id/search-college-courses-by-id.handler';
import { SearchCollegeCoursesByIdResolver } from './queries/search-college-courses-by-id/search-college-courses-by-id.resolver';
import { SearchCollegeCoursesByNameHandler } from './queries/search-college-courses-by-name/search-college-courses-by-name.handler';
import { SearchCollegeCoursesByNameResolver } from './queries/search-college-courses-by-name/search-college-courses-by-name.resolver';
import { SearchHighSchoolByNameHandler } from './queries/search-high-school-by-name/search-high-school-by-name.handler';
import { SearchHighSchoolByNameResolver } from './queries/search-high-school-by-name/search-high-school-by-name.resolver';
import { SearchHighSchoolCoursesHandler } from './queries/search-high-school-courses/search-high-school-courses.handler';
import { SearchHighSchoolCoursesResolver } from './queries/search-high-school-courses/search-high-school-courses.resolver';
import { SoftSearchCityNameHandler } from './queries/soft-search-city-name/soft-search-city-name.handler';
import { SoftSearchCityNameResolver } from './queries/soft-search-city-name/soft-search-city-name.resolver';
import { SoftSearchCoursesHandler } from './queries/soft-search-courses/soft-search-courses.handler';
import { SoftSearchCoursesResolver } from './queries/soft-search-courses/soft-search-courses.resolver';
import { SoftSearchInstitutionsHandler } from './queries/soft-search-institutions/soft-search-institutions.handler';
import { SoftSearchInstitutionsResolver } from './queries/soft-search-institutions/soft-search-institutions.resolver';
import { SoftSearchZipCodeHandler } from './queries/soft-search-zip-code/soft-search-zip-code.handler';
import { SoftSearchZipCodeResolver } from './queries/soft-search-zip-code/soft-search-zip-code.resolver';
import { SoftSearchZipCodeV2Handler } from './queries/soft-search-zip-code-v2/soft-search-zip-code-v2.handler';
import { SoftSearchZipCodeV2Resolver } from './queries/soft-search-zip-code-v2/soft-search-zip-code-v2.resolver';

/**
 * Reference data for finding a tutor, for visitors too (no sign-in): ZIP codes and cities, high
 * schools, colleges, courses and subject categories. Exports CatalogService (lookupZip,
 * courseByName, ...) for the modules that need the catalog.
 */
@Module({
  providers: [
    CatalogService,
    SearchCollegeByNameHandler,
    SearchCollegeByNameResolver,
    SearchCollegeCoursesByIdHandler,
    SearchCollegeCoursesByIdResolver,
    SearchCollegeCoursesByNameHandler,
    SearchCollegeCoursesByNameResolver,
    SearchHighSchoolByNameHandler,
    SearchHighSchoolByNameResolver,
    SearchHighSchoolCoursesHandler,
    SearchHighSchoolCoursesResolver,
    SoftSearchCityNameHandler,
    SoftSearchCityNameResolver,
    SoftSearchCoursesHandler,
    SoftSearchCoursesResolver,
    SoftSearchInstitutionsHandler,
    SoftSearchInstitutionsResolver,
    SoftSearchZipCodeHandler,
    SoftSearchZipCodeResolver,
    SoftSearchZipCodeV2Handler,
    SoftSearchZipCodeV2Resolver,
  ],
  exports: [CatalogService],
})
export class CatalogModule {}

/** The catalog's queries answer from data shipped with the product (and approved class requests), the same for everyone (PublicAnswers). */
export const CATALOG_PUBLIC_QUERIES: PublicQueries = Object.fromEntries(
  [
    'softSearchZipCode',
    'softSearchZipCodeV2',
    'softSearchCityName',
    'softSearchInstitutions',
    'searchHighSchoolByName',
    'searchCollegeByName',
    'searchHighSchoolCourses',
    'searchCollegeCoursesByID',
    'searchCollegeCoursesByName',
  ]
    .map((query): [string, readonly string[]] => [query, []])
    // Course suggestions also offer the courses admins approved from class requests.
    .concat([['softSearchCourses', [CLASS_ADD_REQUESTS_COLLECTION]]]),
);
