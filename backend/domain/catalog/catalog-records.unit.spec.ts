import { CatalogDataError, parseCourseRecords, parseInstitutionRecords } from './catalog-records';

const INSTITUTION = { id: 'lasa-austin-tx', name: 'Liberal Arts and Science Academy', alias: 'LASA', city: 'Austin', state: 'TX', type: 'HIGH_SCHOOL' };
const COURSE = { id: 'algebra-1', fullCourseName: 'Algebra 1', coreSubjects: ['Math'], isHighSchoolCourse: true, offeredAt: 'ALL' };

describe('catalog data files', () => {
  const institutions = parseInstitutionRecords([INSTITUTION, { ...INSTITUTION, id: 'ut-austin-tx', name: 'UT', alias: null, type: 'COLLEGE', programs: ['IB'] }], 'institutions.json');

  it('reads institutions and courses, with defaults for what is left out', () => {
    expect(institutions[0]).toEqual({ ...INSTITUTION, programs: [] });
    expect(institutions[1]).toMatchObject({ alias: null, type: 'COLLEGE', programs: ['IB'] });
    expect(parseCourseRecords([COURSE, { id: 'sat', fullCourseName: 'SAT', coreSubjects: ['Test Prep'], isHighSchoolCourse: true }], 'courses.json', institutions)).toEqual([
      { ...COURSE, schoolId: null },
      { id: 'sat', fullCourseName: 'SAT', coreSubjects: ['Test Prep'], isHighSchoolCourse: true, schoolId: null, offeredAt: null },
    ]);
  });

  it.each([
    [{}, 'institutions.json: expected an array of entries'],
    [[{ ...INSTITUTION, id: 'LASA' }], 'institutions.json[0]: id "LASA" must be lower-case words joined by dashes'],
    [[INSTITUTION, INSTITUTION], 'institutions.json[1]: id "lasa-austin-tx" is used twice'],
    [[{ ...INSTITUTION, state: 'Texas' }], 'institutions.json[0]: state "Texas" must be a 2-letter postal code'],
    [[{ ...INSTITUTION, type: 'MIDDLE_SCHOOL' }], 'institutions.json[0]: type must be one of HIGH_SCHOOL, COLLEGE'],
    [[{ ...INSTITUTION, name: ' LASA' }], 'institutions.json[0]: "name" must be a non-empty trimmed string'],
    [[{ ...INSTITUTION, mascot: 'Raptor' }], 'institutions.json[0]: unknown field "mascot"'],
    [[{ ...INSTITUTION, programs: ['AP'] }], 'institutions.json[0]: unknown program "AP"'],
  ])('refuses a malformed institutions file, naming the entry (%#)', (raw, message) => {
    expect(() => parseInstitutionRecords(raw, 'institutions.json')).toThrow(new CatalogDataError(message));
  });

  it.each([
    [[{ ...COURSE, id: 'algebra-i' }], 'courses.json[0]: id must be "algebra-1", the key of its name'],
    [[COURSE, COURSE], 'courses.json[1]: id "algebra-1" is used twice'],
    [[{ ...COURSE, id: 'math', fullCourseName: 'Math' }], 'courses.json[0]: "Math" is a subject category, which the catalog adds itself'],
    [[{ ...COURSE, coreSubjects: ['Maths'] }], 'courses.json[0]: coreSubjects must list subject categories (Maths)'],
    [[{ ...COURSE, coreSubjects: [] }], 'courses.json[0]: coreSubjects must list subject categories (none given)'],
    [[{ ...COURSE, isHighSchoolCourse: 'yes' }], 'courses.json[0]: isHighSchoolCourse must be true or false'],
    [[{ ...COURSE, schoolId: 'nowhere' }], 'courses.json[0]: schoolId "nowhere" is not in the institutions'],
    [[{ ...COURSE, offeredAt: 'SOME' }], 'courses.json[0]: offeredAt must be "ALL", "IB", { "states": [...] } or { "schools": [...] }'],
    [[{ ...COURSE, offeredAt: { schools: ['nowhere'] } }], 'courses.json[0]: offeredAt.schools names an unknown school "nowhere"'],
    [[{ ...COURSE, offeredAt: { states: ['Texas'] } }], 'courses.json[0]: offeredAt.states must list 2-letter postal codes'],
  ])('refuses a malformed courses file, naming the entry (%#)', (raw, message) => {
    expect(() => parseCourseRecords(raw, 'courses.json', institutions)).toThrow(new CatalogDataError(message));
  });
});
