import { Injectable } from '@nestjs/common';
import { InstitutionType } from '../../../domain/catalog/catalog-records';
import { Course, CourseCatalog, Institution } from '../../../domain/catalog/course-catalog';
import { LocationSuggestion, ZipDirectory, ZipLocation } from '../../../domain/catalog/zip-directory';
import { MAX_SUGGESTIONS, shippedCatalog } from './shipped-catalog';

/** Spec section 9: city and ZIP suggestions. */
export const LOCATION_SUGGESTIONS = 5;
/** softSearchCourses, softSearchInstitutions, searchHighSchoolByName, searchCollegeByName. */
export const NAME_SUGGESTIONS = 10;
/** A school's courses matching a name (searchHighSchoolCourses with a name, searchCollegeCoursesByName). */
export const SCHOOL_COURSE_SUGGESTIONS = MAX_SUGGESTIONS;

/** A limit asked for, clamped to 1..MAX_SUGGESTIONS; the default when none (or not a number) is given. */
export function clampLimit(limit: number | null | undefined, fallback: number): number {
  if (limit === null || limit === undefined || !Number.isFinite(limit)) return fallback;
  return Math.min(MAX_SUGGESTIONS, Math.max(1, Math.floor(limit)));
}

/**
 * Reference data for finding a tutor: US ZIP codes and cities (the `zipcodes` package), high schools,
 * colleges and courses (backend/catalog-data), and the subject categories. Not event-sourced: loaded
 * once per process and served from memory. Every search answers from indexes built at load time.
 */
@Injectable()
export class CatalogService {
  private readonly zips: ZipDirectory;
  private readonly catalog: CourseCatalog;

  constructor() {
    const { zips, courses } = shippedCatalog();
    this.zips = zips;
    this.catalog = courses;
  }

  /** A ZIP code's city, state and coordinates; the input is cut to 5 digits (zip+4 allowed). Null when unknown. */
  lookupZip(zip: string): ZipLocation | null {
    return this.zips.lookup(zip);
  }

  /** The course (or subject category) a name or key stands for: 'Algebra 1', 'algebra-1', 'Algebra I', 'Math', 'subject-math'. */
  courseByName(nameOrKey: string): Course | null {
    return this.catalog.courseByName(nameOrKey);
  }

  institutionById(id: string): Institution | null {
    return this.catalog.institution(id);
  }

  /** An institution by exact name or alias (case, accents and punctuation aside), narrowed by city and state when given. */
  findInstitution(name: string, city?: string | null, state?: string | null): Institution | null {
    return this.catalog.findInstitution(name, city, state);
  }

  /** ZIP codes starting with the digits typed (cut to 5); [] for text that does not start with a digit. */
  suggestZipCodes(input: string, limit: number = LOCATION_SUGGESTIONS): LocationSuggestion[] {
    return this.zips.suggestZips(input, clampLimit(limit, LOCATION_SUGGESTIONS));
  }

  /** The location picker: digits search ZIP codes (cut to 5), other text city names. */
  suggestLocations(input: string, limit: number = LOCATION_SUGGESTIONS): LocationSuggestion[] {
    return this.zips.suggestLocations(input, clampLimit(limit, LOCATION_SUGGESTIONS));
  }

  /** Cities by name prefix, largest first, each as the ZIP code nearest its centre. */
  suggestCities(cityName: string, limit: number = LOCATION_SUGGESTIONS): LocationSuggestion[] {
    return this.zips.suggestCities(cityName, clampLimit(limit, LOCATION_SUGGESTIONS));
  }

  /** Courses and subject categories by name prefix or word prefix. */
  suggestCourses(name: string, limit: number = NAME_SUGGESTIONS): Course[] {
    return this.catalog.suggestCourses(name, clampLimit(limit, NAME_SUGGESTIONS));
  }

  /** High schools and colleges (or one type) by name or alias prefix or word prefix. */
  suggestInstitutions(name: string, type: InstitutionType | null = null, limit: number = NAME_SUGGESTIONS): Institution[] {
    return this.catalog.suggestInstitutions(name, type, clampLimit(limit, NAME_SUGGESTIONS));
  }

  /** The courses taught at a school of that type, its own first; [] for an unknown school or one of the other type. */
  coursesAtSchool(schoolId: string, type: InstitutionType): Course[] {
    return this.catalog.coursesAt(schoolId, type);
  }

  /** The courses taught at a school matching a name, best first. */
  suggestCoursesAtSchool(schoolId: string, type: InstitutionType, name: string, limit: number = SCHOOL_COURSE_SUGGESTIONS): Course[] {
    return this.catalog.suggestCoursesAt(schoolId, type, name, clampLimit(limit, SCHOOL_COURSE_SUGGESTIONS));
  }

  /** Every course, the subject categories last (the seed draws from them). */
  allCourses(): readonly Course[] {
    return this.catalog.courses;
  }

  /** Every high school and college. */
  allInstitutions(): readonly Institution[] {
    return this.catalog.institutions;
  }

  /** Every known ZIP code within `radiusMiles` of a ZIP code's centre, itself included, nearest first; [] for an unknown ZIP. */
  zipsNear(zip: string, radiusMiles: number): string[] {
    return this.zips.zipsNear(zip, radiusMiles);
  }

  /** The ZIP codes of a city ('Austin', 'TX'), by code. */
  zipsOfCity(city: string, state: string): ZipLocation[] {
    return this.zips.zipsOfCity(city, state);
  }
}
