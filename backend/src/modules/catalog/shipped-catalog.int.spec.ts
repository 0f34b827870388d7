import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CatalogDataError } from '../../../domain/catalog/catalog-records';
import { codes } from 'zipcodes';
import { defaultCatalogDataDirectory, loadCatalog, shippedCatalog, zipCodeRecords } from './shipped-catalog';

/** The cities the issue names: each must have real high schools and colleges in the catalog. */
const CITIES: ReadonlyArray<[string, string]> = [
  ['New York', 'NY'], ['Los Angeles', 'CA'], ['Chicago', 'IL'], ['Houston', 'TX'], ['Phoenix', 'AZ'], ['Philadelphia', 'PA'], ['San Antonio', 'TX'], ['San Diego', 'CA'],
  ['Dallas', 'TX'], ['Austin', 'TX'], ['Miami', 'FL'], ['Atlanta', 'GA'], ['Boston', 'MA'], ['Seattle', 'WA'], ['Denver', 'CO'],
];

describe('the catalog shipped in backend/catalog-data', () => {
  const { zips, courses } = shippedCatalog();

  it('knows the US ZIP codes of the zipcodes package, with their cities', () => {
    expect(zips.zipCount).toBeGreaterThan(41_000);
    expect(zips.cityCount).toBeGreaterThan(25_000);
    expect(zips.lookup('10001')).toEqual({ zip: '10001', city: 'New York', state: 'NY', latitude: 40.7484, longitude: -73.9967 });
    expect(zips.suggestCities('aus', 1)).toEqual([{ id: expect.stringMatching(/^787\d\d$/), zip: expect.stringMatching(/^787\d\d$/), city: 'Austin', state: 'TX' }]);
  });

  it.each(CITIES)('has high schools and colleges in %s, %s', (city, state) => {
    const here = courses.institutions.filter((institution) => institution.city === city && institution.state === state);
    expect(here.filter((institution) => institution.type === 'HIGH_SCHOOL').length).toBeGreaterThanOrEqual(5);
    expect(here.filter((institution) => institution.type === 'COLLEGE').length).toBeGreaterThanOrEqual(2);
  });

  it('reads the zipcodes table as the package itself serves it', () => {
    expect(zipCodeRecords()).toEqual(Object.values(codes).filter((code) => code.country === 'US'));
  });

  it('holds a few hundred institutions and courses, the standard high-school courses at every high school', () => {
    const highSchools = courses.institutions.filter((institution) => institution.type === 'HIGH_SCHOOL');
    expect(courses.institutions.length).toBeGreaterThanOrEqual(300);
    expect(courses.courses.length).toBeGreaterThanOrEqual(300);
    expect(courses.courseByName('Algebra 1')?.atSchools).toHaveLength(highSchools.length);
    expect(courses.courseByName('AP Calculus BC')?.atSchools).toHaveLength(highSchools.length);
    for (const school of highSchools) expect(courses.coursesAt(school.id, 'HIGH_SCHOOL').length).toBeGreaterThanOrEqual(100);
    for (const college of courses.institutions.filter((institution) => institution.type === 'COLLEGE')) expect(courses.coursesAt(college.id, 'COLLEGE').length).toBeGreaterThan(0);
  });

  it('resolves the quick-pick tiles of the Search screen', () => {
    expect(['Algebra 1', 'English', 'Spanish I', 'Physics', 'SAT', 'Geometry'].map((name) => courses.courseByName(name)?.fullCourseName)).toEqual(['Algebra 1', 'English', 'Spanish I', 'Physics', 'SAT', 'Geometry']);
  });

  it('fails to load a broken data file, naming it', () => {
    const directory = mkdtempSync(join(tmpdir(), 'catalog-'));
    try {
      writeFileSync(join(directory, 'institutions.json'), '[{"id": "x"');
      writeFileSync(join(directory, 'courses.json'), '[]');
      expect(() => loadCatalog(directory)).toThrow(CatalogDataError);
      expect(() => loadCatalog(directory)).toThrow(join(directory, 'institutions.json'));
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });

  it('finds its data from the sources', () => {
    expect(defaultCatalogDataDirectory()).toMatch(/backend[/\\]catalog-data$/);
  });
});
