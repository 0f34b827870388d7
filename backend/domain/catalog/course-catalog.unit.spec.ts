import { CourseRecord, InstitutionRecord } from './catalog-records';
import { courseKeyOf } from './catalog.vocabulary';
import { CourseCatalog } from './course-catalog';

const school = (id: string, name: string, city: string, state: string, type: InstitutionRecord['type'], extra: Partial<InstitutionRecord> = {}): InstitutionRecord => ({
  id,
  name,
  alias: null,
  city,
  state,
  type,
  programs: [],
  ...extra,
});

const INSTITUTIONS = [
  school('lasa', 'Liberal Arts and Science Academy', 'Austin', 'TX', 'HIGH_SCHOOL', { alias: 'LASA' }),
  school('lamar', 'Lamar High School', 'Houston', 'TX', 'HIGH_SCHOOL', { programs: ['IB'] }),
  school('bls', 'Boston Latin School', 'Boston', 'MA', 'HIGH_SCHOOL', { alias: 'BLS' }),
  school('lincoln-denver', 'Abraham Lincoln High School', 'Denver', 'CO', 'HIGH_SCHOOL'),
  school('ut', 'The University of Texas at Austin', 'Austin', 'TX', 'COLLEGE', { alias: 'UT Austin' }),
  school('mit', 'Massachusetts Institute of Technology', 'Cambridge', 'MA', 'COLLEGE', { alias: 'MIT' }),
];

const course = (fullCourseName: string, coreSubjects: CourseRecord['coreSubjects'], isHighSchoolCourse: boolean, extra: Partial<CourseRecord> = {}): CourseRecord => ({
  id: courseKeyOf(fullCourseName),
  fullCourseName,
  coreSubjects,
  isHighSchoolCourse,
  schoolId: null,
  offeredAt: null,
  ...extra,
});

const COURSES = [
  course('Algebra 1', ['Math'], true, { offeredAt: 'ALL' }),
  course('Geometry', ['Math'], true, { offeredAt: 'ALL' }),
  course('AP Calculus AB', ['Math', 'Test Prep'], true, { offeredAt: 'ALL' }),
  course('IB Biology SL', ['Science'], true, { offeredAt: 'IB' }),
  course('Integrated Physics and Chemistry', ['Science'], true, { offeredAt: { states: ['TX'] } }),
  course('Ancient Greek I', ['Foreign Language'], true, { offeredAt: { schools: ['bls'] } }),
  course('Spanish II', ['Foreign Language'], true, { offeredAt: 'ALL' }),
  course('U.S. History', ['Social Studies'], true, { offeredAt: 'ALL' }),
  course('SAT', ['Test Prep'], true),
  course('Calculus I', ['Math'], false, { offeredAt: 'ALL' }),
  course('M 408C Differential and Integral Calculus', ['Math'], false, { schoolId: 'ut' }),
  course('18.01 Single Variable Calculus', ['Math'], false, { schoolId: 'mit' }),
];

const names = (courses: ReadonlyArray<{ fullCourseName: string }>) => courses.map((found) => found.fullCourseName);

describe('course catalog', () => {
  const catalog = CourseCatalog.build(INSTITUTIONS, COURSES, 10);

  it('places courses at the schools that teach them: all of a level, IB World Schools, some states, listed schools', () => {
    const byName = (name: string) => catalog.courseByName(name)!;
    expect(byName('Algebra 1').atSchools).toEqual(['lasa', 'lamar', 'bls', 'lincoln-denver']);
    expect(byName('Calculus I').atSchools).toEqual(['ut', 'mit']);
    expect(byName('IB Biology SL').atSchools).toEqual(['lamar']);
    expect(byName('Integrated Physics and Chemistry').atSchools).toEqual(['lasa', 'lamar']);
    expect(byName('M 408C Differential and Integral Calculus').atSchools).toEqual(['ut']);
    expect(byName('SAT').atSchools).toEqual([]);
  });

  it('labels a course with its one school, and with none when taught widely or nowhere', () => {
    expect(catalog.courseByName('M 408C Differential and Integral Calculus')).toMatchObject({ schoolId: 'ut', schoolName: 'The University of Texas at Austin', isHighSchoolCourse: false });
    expect(catalog.courseByName('Ancient Greek I')).toMatchObject({ schoolId: null, schoolName: 'Boston Latin School' });
    expect(catalog.courseByName('IB Biology SL')).toMatchObject({ schoolName: 'Lamar High School' });
    expect(catalog.courseByName('Algebra 1')).toMatchObject({ schoolId: null, schoolName: null, isHighSchoolCourse: true });
    expect(catalog.courseByName('SAT')).toMatchObject({ schoolName: null });
  });

  it('adds the subject categories as courses named as the subject', () => {
    expect(catalog.courseByName('Math')).toEqual({
      id: 'subject-math',
      fullCourseName: 'Math',
      atSchools: [],
      schoolId: null,
      schoolName: null,
      coreSubjects: ['Math'],
      isHighSchoolCourse: false,
      isSubject: true,
    });
    expect(catalog.courseByName('subject-engineering-tech')?.fullCourseName).toBe('Engineering/Tech');
    expect(catalog.courseByName('engineering tech')?.id).toBe('subject-engineering-tech');
    expect(catalog.courses.filter((found) => found.isSubject)).toHaveLength(12);
  });

  it('finds a course by key, or by name in any case, spacing, punctuation or numeral', () => {
    expect(catalog.courseByName('algebra-1')?.fullCourseName).toBe('Algebra 1');
    expect(catalog.courseByName('  ALGEBRA 1 ')?.id).toBe('algebra-1');
    expect(catalog.courseByName('Algebra I')?.id).toBe('algebra-1');
    expect(catalog.courseByName('spanish 2')?.id).toBe('spanish-ii');
    expect(catalog.courseByName('US History')?.id).toBe('u-s-history');
    expect(catalog.courseByName('Underwater Basket Weaving')).toBeNull();
    expect(catalog.courseByName('  ')).toBeNull();
  });

  it('suggests subjects and widely taught courses before one school’s own, an exact name first', () => {
    expect(names(catalog.suggestCourses('calc', 10))).toEqual(['AP Calculus AB', 'Calculus I', '18.01 Single Variable Calculus', 'M 408C Differential and Integral Calculus']);
    expect(names(catalog.suggestCourses('math', 3))).toEqual(['Math', 'Geometry', 'Algebra 1']);
    expect(names(catalog.suggestCourses('sat', 10))).toEqual(['SAT']);
    expect(names(catalog.suggestCourses('ut calc', 10))).toEqual(['M 408C Differential and Integral Calculus']);
    expect(catalog.suggestCourses('', 10)).toEqual([]);
  });

  it('lists a school’s courses, its own first then by name, only for a school of the type asked', () => {
    expect(names(catalog.coursesAt('lasa', 'HIGH_SCHOOL'))).toEqual(['Algebra 1', 'AP Calculus AB', 'Geometry', 'Integrated Physics and Chemistry', 'Spanish II', 'U.S. History']);
    expect(names(catalog.coursesAt('ut', 'COLLEGE'))).toEqual(['M 408C Differential and Integral Calculus', 'Calculus I']);
    expect(catalog.coursesAt('ut', 'HIGH_SCHOOL')).toEqual([]);
    expect(catalog.coursesAt('lasa', 'COLLEGE')).toEqual([]);
    expect(catalog.coursesAt('nowhere', 'HIGH_SCHOOL')).toEqual([]);
  });

  it('searches within a school’s courses', () => {
    expect(names(catalog.suggestCoursesAt('bls', 'HIGH_SCHOOL', 'gr', 10))).toEqual(['Ancient Greek I']);
    expect(catalog.suggestCoursesAt('lasa', 'HIGH_SCHOOL', 'gr', 10)).toEqual([]);
    expect(names(catalog.suggestCoursesAt('ut', 'COLLEGE', 'calc', 10))).toEqual(['Calculus I', 'M 408C Differential and Integral Calculus']);
    expect(catalog.suggestCoursesAt('ut', 'COLLEGE', ' ', 10)).toEqual([]);
  });

  it('suggests institutions by name, alias or city, of one type or both', () => {
    expect(catalog.suggestInstitutions('ut', null, 10).map((found) => found.id)).toEqual(['ut']);
    expect(catalog.suggestInstitutions('lasa', null, 10).map((found) => found.id)).toEqual(['lasa']);
    expect(catalog.suggestInstitutions('austin', null, 10).map((found) => found.id)).toEqual(['ut', 'lasa']);
    expect(catalog.suggestInstitutions('austin', 'HIGH_SCHOOL', 10).map((found) => found.id)).toEqual(['lasa']);
    expect(catalog.suggestInstitutions('lincoln denver', 'HIGH_SCHOOL', 10).map((found) => found.id)).toEqual(['lincoln-denver']);
    expect(catalog.suggestInstitutions('m', 'COLLEGE', 10).map((found) => found.id)).toEqual(['mit']);
    expect(catalog.suggestInstitutions('', null, 10)).toEqual([]);
  });

  it('finds an institution by exact name or alias, in a city and state when given', () => {
    expect(catalog.findInstitution('boston latin school')?.id).toBe('bls');
    expect(catalog.findInstitution('BLS', 'Boston', 'ma')?.id).toBe('bls');
    expect(catalog.findInstitution('Boston Latin School', 'Houston')).toBeNull();
    expect(catalog.findInstitution('Boston Latin')).toBeNull();
    expect(catalog.institution('mit')?.name).toBe('Massachusetts Institute of Technology');
    expect(catalog.institution('nope')).toBeNull();
  });
});
