import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { ZipCodeRecord } from 'zipcodes';
import { CatalogDataError, parseCourseRecords, parseInstitutionRecords } from '../../../domain/catalog/catalog-records';
import { CourseCatalog } from '../../../domain/catalog/course-catalog';
import { ZipDirectory } from '../../../domain/catalog/zip-directory';
import { logger } from '../../../platform/logging/logger';

/** The most results any catalog search returns (limits asked for are clamped to 1..MAX_SUGGESTIONS). */
export const MAX_SUGGESTIONS = 20;

export interface ShippedCatalog {
  zips: ZipDirectory;
  courses: CourseCatalog;
  /** Milliseconds spent reading the `zipcodes` table, reading and checking the data files, and building the indexes. */
  timings: { zipPackageMs: number; dataFilesMs: number; zipIndexesMs: number; courseIndexesMs: number };
}

/** backend/catalog-data, from the sources (ts-node, jest) or from the build in dist/. */
export function defaultCatalogDataDirectory(): string {
  const candidates = [resolve(__dirname, '../../../catalog-data'), resolve(__dirname, '../../../../../backend/catalog-data')];
  const found = candidates.find((candidate) => existsSync(join(candidate, 'institutions.json')));
  if (!found) throw new CatalogDataError(`catalog data not found in ${candidates.join(' or ')}`);
  return found;
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new CatalogDataError(`${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * The US ZIP codes of the `zipcodes` package. Its table is one file, `exports.codes = {...};` then
 * `exports.stateMap = ...`, whose object literal is plain JSON: parsed as JSON it loads in a quarter
 * of the time it takes to evaluate as JavaScript (about 60 ms against 210). Should the package ever
 * lay the file out otherwise, the package itself is required instead.
 */
/** Loads a package at run time only when the fast path fails (a plain import would always evaluate it). */
const loadPackage = createRequire(__filename);

export function zipCodeRecords(): ZipCodeRecord[] {
  return (readZipTableAsJson() ?? Object.values((loadPackage('zipcodes') as typeof import('zipcodes')).codes)).filter((code) => code.country === 'US');
}

function readZipTableAsJson(): ZipCodeRecord[] | null {
  try {
    const source = readFileSync(require.resolve('zipcodes/lib/codes.js'), 'utf8');
    const end = source.indexOf(';\nexports.stateMap');
    if (!source.startsWith('exports.codes = {') || end < 0) return null;
    const codes: unknown = JSON.parse(source.slice('exports.codes = '.length, end));
    if (typeof codes !== 'object' || codes === null) return null;
    const records = Object.values(codes as Record<string, Partial<ZipCodeRecord>>);
    const complete = records.every(
      (code) => typeof code.zip === 'string' && typeof code.city === 'string' && typeof code.state === 'string' && typeof code.latitude === 'number' && typeof code.longitude === 'number',
    );
    return complete && records.length > 0 ? (records as ZipCodeRecord[]) : null;
  } catch {
    return null;
  }
}

/** Reads the data files and the ZIP package and builds the indexes; fails naming the file and entry that is wrong. */
export function loadCatalog(directory: string): ShippedCatalog {
  const started = performance.now();
  const usZips = zipCodeRecords();
  const zipsLoaded = performance.now();
  const institutionsFile = join(directory, 'institutions.json');
  const coursesFile = join(directory, 'courses.json');
  const institutions = parseInstitutionRecords(readJson(institutionsFile), institutionsFile);
  const courseRecords = parseCourseRecords(readJson(coursesFile), coursesFile, institutions);
  const filesRead = performance.now();
  const zips = ZipDirectory.build(usZips, MAX_SUGGESTIONS);
  const zipsIndexed = performance.now();
  const courses = CourseCatalog.build(institutions, courseRecords, MAX_SUGGESTIONS);
  const coursesIndexed = performance.now();
  const ms = (from: number, to: number) => Math.round(to - from);
  return {
    zips,
    courses,
    timings: { zipPackageMs: ms(started, zipsLoaded), dataFilesMs: ms(zipsLoaded, filesRead), zipIndexesMs: ms(filesRead, zipsIndexed), courseIndexesMs: ms(zipsIndexed, coursesIndexed) },
  };
}

let shipped: ShippedCatalog | undefined;

/** The catalog shipped in the repo, loaded on first use and shared by every CatalogService of the process. */
export function shippedCatalog(): ShippedCatalog {
  if (!shipped) {
    shipped = loadCatalog(defaultCatalogDataDirectory());
    logger.info(
      { ...shipped.timings, zips: shipped.zips.zipCount, cities: shipped.zips.cityCount, institutions: shipped.courses.institutions.length, courses: shipped.courses.courses.length },
      'catalog loaded',
    );
  }
  return shipped;
}
