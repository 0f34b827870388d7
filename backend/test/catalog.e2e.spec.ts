import { GraphqlClient, startTestApp, TestApp } from './support/test-app';

const LOCATION = 'id zip city state';
const INSTITUTION = 'id name alias city state type';
const COURSE = 'id fullCourseName atSchools schoolId schoolName coreSubjects isHighSchoolCourse';

const ZIP_CODE = `query Zip($zipInput: String!) { softSearchZipCode(zipInput: $zipInput) { ${LOCATION} } }`;
const ZIP_CODE_V2 = `query ZipV2($zipInput: String!, $limit: Int) { softSearchZipCodeV2(zipInput: $zipInput, limit: $limit) { ${LOCATION} } }`;
const ZIP_CODE_V2_DEFAULT = `query ZipV2Default($zipInput: String!) { softSearchZipCodeV2(zipInput: $zipInput) { ${LOCATION} } }`;
const CITY = `query City($cityName: String!, $limit: Int) { softSearchCityName(cityName: $cityName, limit: $limit) { ${LOCATION} } }`;
const COURSES = `query Courses($name: String!) { softSearchCourses(name: $name) { ${COURSE} } }`;
const INSTITUTIONS = `query Institutions($name: String!) { softSearchInstitutions(name: $name) { ${INSTITUTION} } }`;
const HIGH_SCHOOLS = `query HighSchools($name: String!) { searchHighSchoolByName(name: $name) { ${INSTITUTION} } }`;
const COLLEGES = `query Colleges($name: String!) { searchCollegeByName(name: $name) { ${INSTITUTION} } }`;
const HIGH_SCHOOL_COURSES = `query HighSchoolCourses($schoolId: String!, $name: String) { searchHighSchoolCourses(schoolId: $schoolId, name: $name) { ${COURSE} } }`;
const COLLEGE_COURSES = `query CollegeCourses($collegeId: String!) { searchCollegeCoursesByID(collegeId: $collegeId) { ${COURSE} } }`;
const COLLEGE_COURSES_BY_NAME = `query CollegeCoursesByName($collegeId: String!, $name: String!) { searchCollegeCoursesByName(collegeId: $collegeId, name: $name) { ${COURSE} } }`;

interface Location {
  id: string;
  zip: string;
  city: string;
  state: string;
}
interface Institution {
  id: string;
  name: string;
  alias: string | null;
  city: string;
  state: string;
  type: 'HIGH_SCHOOL' | 'COLLEGE';
}
interface Course {
  id: string;
  fullCourseName: string;
  atSchools: string[];
  schoolId: string | null;
  schoolName: string | null;
  coreSubjects: string[];
  isHighSchoolCourse: boolean;
}

describe('catalog over GraphQL (public, no sign-in)', () => {
  let app: TestApp;
  let visitor: GraphqlClient;

  beforeAll(async () => {
    app = await startTestApp();
    visitor = app.client();
  });
  afterAll(async () => app.close());

  const zips = async (zipInput: string) => (await visitor.data<{ softSearchZipCode: Location[] }>(ZIP_CODE, { zipInput })).softSearchZipCode;
  const locations = async (zipInput: string, limit?: number | null) =>
    (await visitor.data<{ softSearchZipCodeV2: Location[] }>(limit === undefined ? ZIP_CODE_V2_DEFAULT : ZIP_CODE_V2, { zipInput, ...(limit === undefined ? {} : { limit }) })).softSearchZipCodeV2;
  const cities = async (cityName: string, limit?: number) => (await visitor.data<{ softSearchCityName: Location[] }>(CITY, { cityName, limit })).softSearchCityName;
  const courses = async (name: string) => (await visitor.data<{ softSearchCourses: Course[] }>(COURSES, { name })).softSearchCourses;
  const institutions = async (name: string) => (await visitor.data<{ softSearchInstitutions: Institution[] }>(INSTITUTIONS, { name })).softSearchInstitutions;
  const highSchools = async (name: string) => (await visitor.data<{ searchHighSchoolByName: Institution[] }>(HIGH_SCHOOLS, { name })).searchHighSchoolByName;
  const colleges = async (name: string) => (await visitor.data<{ searchCollegeByName: Institution[] }>(COLLEGES, { name })).searchCollegeByName;
  const highSchoolCourses = async (schoolId: string, name?: string | null) =>
    (await visitor.data<{ searchHighSchoolCourses: Course[] }>(HIGH_SCHOOL_COURSES, { schoolId, ...(name === undefined ? {} : { name }) })).searchHighSchoolCourses;
  const collegeCourses = async (collegeId: string) => (await visitor.data<{ searchCollegeCoursesByID: Course[] }>(COLLEGE_COURSES, { collegeId })).searchCollegeCoursesByID;
  const collegeCoursesByName = async (collegeId: string, name: string) =>
    (await visitor.data<{ searchCollegeCoursesByName: Course[] }>(COLLEGE_COURSES_BY_NAME, { collegeId, name })).searchCollegeCoursesByName;
  const named = (items: ReadonlyArray<{ fullCourseName: string }>) => items.map((item) => item.fullCourseName);
  const place = (items: ReadonlyArray<Location>) => items.map((item) => `${item.city}, ${item.state}`);

  describe('ZIP codes and cities', () => {
    it('suggests at most 5 ZIP codes by prefix, in order, each with its city', async () => {
      const found = await zips('787');
      expect(found.map((location) => location.zip)).toEqual(['78701', '78702', '78703', '78704', '78705']);
      expect(found[0]).toEqual({ id: '78701', zip: '78701', city: 'Austin', state: 'TX' });
    });

    it('cuts ZIP input to 5 digits: zip+4 and 9 digits find the ZIP code', async () => {
      const austin = [{ id: '78701', zip: '78701', city: 'Austin', state: 'TX' }];
      expect(await zips('78701-1234')).toEqual(austin);
      expect(await zips('787011234')).toEqual(austin);
      expect(await locations(' 78701-1234 ')).toEqual(austin);
      expect(await locations('787019999')).toEqual(austin);
    });

    it('finds nothing for blank, unknown or non-numeric ZIP input', async () => {
      expect(await zips('')).toEqual([]);
      expect(await zips('   ')).toEqual([]);
      expect(await zips('00000')).toEqual([]);
      expect(await zips('Austin')).toEqual([]);
      expect(await locations('')).toEqual([]);
      expect(await locations('Qqqqzzz')).toEqual([]);
    });

    it('searches ZIP codes for numeric input and city names for text, each city as a ZIP code near its centre', async () => {
      expect((await locations('1000')).map((location) => location.zip)).toEqual(['10001', '10002', '10003', '10004', '10005']);
      const austin = await locations('aus');
      expect(austin[0]).toEqual({ id: expect.stringMatching(/^787\d\d$/), zip: austin[0].id, city: 'Austin', state: 'TX' });
      expect(place(await locations('austin, tx'))).toEqual(['Austin, TX']);
      expect(place(await locations('new y', 1))).toEqual(['New York, NY']);
    });

    it('returns 5 suggestions by default and clamps the limit to 1..20', async () => {
      expect(await locations('1')).toHaveLength(5);
      expect(await locations('1', 2)).toHaveLength(2);
      expect(await locations('1', 0)).toHaveLength(1);
      expect(await locations('1', -3)).toHaveLength(1);
      expect(await locations('1', 500)).toHaveLength(20);
      expect(await locations('1', null)).toHaveLength(5);
      expect(await cities('s', 500)).toHaveLength(20);
    });

    it('suggests cities by name, largest first', async () => {
      expect(place(await cities('san'))).toEqual(['San Antonio, TX', 'San Diego, CA', 'San Francisco, CA', 'San Jose, CA', 'San Juan, PR']);
      expect(place(await cities('chicago', 2))).toEqual(['Chicago, IL', 'Chicago Heights, IL']);
      expect(place(await cities('st lou', 1))).toEqual(['Saint Louis, MO']);
      expect((await cities('houston'))[0]).toEqual({ id: expect.stringMatching(/^77\d{3}$/), zip: expect.stringMatching(/^77\d{3}$/), city: 'Houston', state: 'TX' });
      expect(await cities('78701')).toEqual([]);
      expect(await cities(' ')).toEqual([]);
    });
  });

  describe('courses', () => {
    it('suggests at most 10 courses by prefix or word prefix', async () => {
      const algebra = await courses('alg');
      expect(algebra).toHaveLength(10);
      expect(named(algebra).slice(0, 4)).toEqual(['Algebra 1', 'Algebra 2', 'Algebra 1 Honors', 'Algebra 2 Honors']);
      expect(algebra[0]).toEqual({ id: 'algebra-1', fullCourseName: 'Algebra 1', atSchools: expect.arrayContaining(['boston-latin-school-boston-ma']), schoolId: null, schoolName: null, coreSubjects: ['Math'], isHighSchoolCourse: true });
      expect(algebra[0].atSchools.length).toBeGreaterThan(300);
      expect(named(await courses('calc'))).toEqual(expect.arrayContaining(['Calculus', 'AP Calculus AB', 'AP Calculus BC', 'Calculus I']));
      expect(named(await courses('spanish 2'))).toEqual(['Spanish II', 'Elementary Spanish II']);
    });

    it('includes the subject categories as courses', async () => {
      expect((await courses('math'))[0]).toEqual({ id: 'subject-math', fullCourseName: 'Math', atSchools: [], schoolId: null, schoolName: null, coreSubjects: ['Math'], isHighSchoolCourse: false });
      expect(named(await courses('eng')).slice(0, 3)).toEqual(['English', 'Engineering/Tech', 'English 9']);
      expect((await courses('test prep'))[0].id).toBe('subject-test-prep');
    });

    it('labels a college’s own course with its school', async () => {
      const ucla = await courses('ucla calc');
      expect(named(ucla)).toEqual(expect.arrayContaining(['MATH 31A Differential and Integral Calculus']));
      expect(ucla.every((course) => course.schoolName === 'University of California, Los Angeles' && course.atSchools.length === 1 && course.schoolId === course.atSchools[0])).toBe(true);
    });

    it('finds nothing for blank or unknown course names', async () => {
      expect(await courses('')).toEqual([]);
      expect(await courses('  ')).toEqual([]);
      expect(await courses('underwater basket weaving')).toEqual([]);
    });
  });

  describe('institutions', () => {
    it('suggests at most 10 high schools and colleges by name or alias', async () => {
      expect((await institutions('bronx sci'))[0]).toEqual({
        id: 'bronx-high-school-of-science-bronx-ny',
        name: 'Bronx High School of Science',
        alias: 'Bronx Science',
        city: 'Bronx',
        state: 'NY',
        type: 'HIGH_SCHOOL',
      });
      expect((await institutions('ut austin'))[0]).toMatchObject({ name: 'The University of Texas at Austin', type: 'COLLEGE' });
      const high = await institutions('high');
      expect(high).toHaveLength(10);
      expect(await institutions('')).toEqual([]);
      expect(await institutions('zzzz')).toEqual([]);
    });

    it('searches high schools and colleges apart', async () => {
      const lincoln = await highSchools('lincoln');
      expect(lincoln.length).toBeGreaterThan(3);
      expect(lincoln.every((school) => school.type === 'HIGH_SCHOOL')).toBe(true);
      expect(await highSchools('UT Austin')).toEqual([]);
      const ut = await colleges('ut');
      expect(ut.map((college) => college.name)).toEqual(expect.arrayContaining(['The University of Texas at Austin', 'The University of Texas at San Antonio']));
      expect(ut.every((college) => college.type === 'COLLEGE')).toBe(true);
      expect(await colleges('stuyvesant')).toEqual([]);
      expect(await colleges(' ')).toEqual([]);
    });
  });

  describe('courses by school', () => {
    it('lists a high school’s courses, and those matching a name', async () => {
      const [bls] = await highSchools('Boston Latin School');
      const all = await highSchoolCourses(bls.id);
      expect(named(all)).toEqual(expect.arrayContaining(['Algebra 1', 'AP Calculus AB', 'Latin I', 'Ancient Greek I']));
      expect(all.every((course) => course.atSchools.includes(bls.id) && course.isHighSchoolCourse)).toBe(true);
      expect(all.find((course) => course.fullCourseName === 'Ancient Greek I')).toMatchObject({ schoolName: 'Boston Latin School', atSchools: [bls.id] });
      expect(await highSchoolCourses(bls.id, '  ')).toEqual(all);
      expect(await highSchoolCourses(bls.id, null)).toEqual(all);
      expect(named(await highSchoolCourses(bls.id, 'latin'))).toEqual(['Latin I', 'Latin II', 'Latin III', 'Latin IV', 'AP Latin']);

      const [lasa] = await highSchools('LASA');
      expect(named(await highSchoolCourses(lasa.id))).not.toContain('Ancient Greek I');
      expect(named(await highSchoolCourses(lasa.id, 'integrated phys'))).toEqual(['Integrated Physics and Chemistry']);
    });

    it('lists a college’s own courses first, then those every college teaches', async () => {
      const [ut] = await colleges('UT Austin');
      const all = await collegeCourses(ut.id);
      expect(all[0]).toMatchObject({ schoolId: ut.id, schoolName: 'The University of Texas at Austin', isHighSchoolCourse: false });
      expect(named(all)).toEqual(expect.arrayContaining(['M 408C Differential and Integral Calculus', 'CS 312 Introduction to Programming', 'Calculus I', 'General Chemistry I']));
      const ownCount = all.filter((course) => course.schoolId === ut.id).length;
      expect(all.slice(0, ownCount).every((course) => course.schoolId === ut.id)).toBe(true);
      expect(named(await collegeCoursesByName(ut.id, 'calc'))).toEqual(expect.arrayContaining(['Calculus I', 'M 408C Differential and Integral Calculus']));
      expect(await collegeCoursesByName(ut.id, '')).toEqual([]);
    });

    it('finds no courses for an unknown school or one of the other type', async () => {
      const [ut] = await colleges('UT Austin');
      const [bls] = await highSchools('Boston Latin School');
      expect(await highSchoolCourses('no-such-school')).toEqual([]);
      expect(await highSchoolCourses(ut.id)).toEqual([]);
      expect(await collegeCourses(bls.id)).toEqual([]);
      expect(await collegeCourses('')).toEqual([]);
      expect(await collegeCoursesByName(bls.id, 'latin')).toEqual([]);
    });
  });
});
