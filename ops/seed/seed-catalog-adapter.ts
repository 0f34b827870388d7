import { CatalogService } from '../../backend/src/modules/catalog/catalog.service';
import { SeedCatalog } from './seed-catalog';

/**
 * The seed's view of the product's catalog: the same courses, institutions and ZIP codes the
 * course, school and location searches serve, so every seeded class, school and location is one
 * the product knows.
 */
export function catalogFromService(service: CatalogService): SeedCatalog {
  return {
    courses: service.allCourses(),
    institutions: service.allInstitutions(),
    lookupZip: (zip) => service.lookupZip(zip),
    // Sorted by code, so the draw does not depend on how the catalog orders equal distances.
    zipsNear: (zip, radiusMiles) => [...service.zipsNear(zip, radiusMiles)].sort(),
  };
}

/** Outside Nest (the CLI, worker threads, benchmarks): the catalog as the product loads it. */
export function catalogForSeed(): SeedCatalog {
  return catalogFromService(new CatalogService());
}
