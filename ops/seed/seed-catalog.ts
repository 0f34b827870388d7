import { SubjectCategory } from '../../backend/domain/catalog/catalog.vocabulary';

/**
 * The reference data the generator draws from: the catalog's courses and institutions and its ZIP
 * codes. `catalogForSeed` (seed-catalog-adapter.ts) builds it from the product's CatalogService, so
 * seeded tutors teach courses the course search knows and live in ZIP codes the location search knows.
 */
export interface SeedCourse {
  fullCourseName: string;
  coreSubjects: readonly SubjectCategory[];
  isHighSchoolCourse: boolean;
  /** The one school offering it, for a school's own course (a college's course number, say). */
  schoolId: string | null;
}

export interface SeedInstitution {
  id: string;
  name: string;
  city: string;
  state: string;
  type: 'HIGH_SCHOOL' | 'COLLEGE';
}

export interface SeedZip {
  zip: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
}

export interface SeedCatalog {
  courses: readonly SeedCourse[];
  institutions: readonly SeedInstitution[];
  lookupZip(zip: string): SeedZip | null;
  /** Every known ZIP code within `radiusMiles` of `zip` (itself included), in a stable order. */
  zipsNear(zip: string, radiusMiles: number): readonly string[];
}
