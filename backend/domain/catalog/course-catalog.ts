import { joinedVariantOf, searchTextOf } from './catalog-text';
import { courseKeyOf, SUBJECT_CATEGORIES, SubjectCategory, subjectKeyOf } from './catalog.vocabulary';
import { CourseRecord, InstitutionRecord, InstitutionType } from './catalog-records';
import { PrefixIndex, PrefixIndexEntry } from './prefix-index';

/** A high school or college. */
export type Institution = InstitutionRecord;

/** A course as searched and shown: where it is taught, and the label of its one school if it has one. */
export interface Course {
  id: string;
  fullCourseName: string;
  /** Ids of the schools teaching it; [] for a course not tied to schools (SAT, Piano, a subject). */
  atSchools: readonly string[];
  /** The school whose own course this is (a college's course number), else null. */
  schoolId: string | null;
  /** The one school teaching it, for the dropdown label; null when taught at none or at several. */
  schoolName: string | null;
  coreSubjects: readonly SubjectCategory[];
  isHighSchoolCourse: boolean;
  /** A subject category standing as a course: id subjectKeyOf(subject), named as the subject. */
  isSubject: boolean;
}

/** Weights: subjects, then courses taught widely in high school, then other shared courses, then one school's own. */
const NO_SCHOOLS: readonly string[] = Object.freeze([]);

const SUBJECT_WEIGHT = 4;
const HIGH_SCHOOL_WEIGHT = 3;
const SHARED_WEIGHT = 2;
const ONE_SCHOOL_WEIGHT = 1;

function pushTo<K, V>(lists: Map<K, V[]>, key: K, value: V): void {
  const list = lists.get(key);
  if (list) list.push(value);
  else lists.set(key, [value]);
}

const NAME_ORDER = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** 'Algebra 1' < 'Algebra 1 Honors' < 'Algebra 2' < 'AP Biology'. */
function byName(a: Course, b: Course): number {
  return NAME_ORDER.compare(a.fullCourseName, b.fullCourseName);
}

/**
 * Institutions and courses, with the subject categories as courses, indexed once for typeahead:
 * course and institution names by prefix and word prefix, and each school's courses by school.
 */
export class CourseCatalog {
  private readonly institutionsById: Map<string, Institution>;
  private readonly allInstitutions: Institution[];
  private readonly allCourses: Course[];
  private readonly coursesById = new Map<string, Course>();
  private readonly subjectsByKey = new Map<string, Course>();
  private readonly coursesBySearchText = new Map<string, Course>();
  /** A course's place in name order. */
  private readonly rankOf = new Map<Course, number>();
  /** A school's own courses (schoolId), in name order. */
  private readonly ownCourses = new Map<string, Course[]>();
  /** Per school, the groups of courses it teaches as one of a shared list of schools ('ALL', 'IB', a state ...), each in name order. */
  private readonly sharedCourses = new Map<string, Course[][]>();
  private readonly courseIndex: PrefixIndex<Course>;
  private readonly institutionIndex: PrefixIndex<Institution>;

  private constructor(institutions: readonly InstitutionRecord[], records: readonly CourseRecord[], maxResults: number) {
    // Handed out to callers as they are: frozen, so no caller can change the catalog for the others.
    this.allInstitutions = institutions.map((institution) => Object.freeze({ ...institution, programs: Object.freeze([...institution.programs]) }));
    this.institutionsById = new Map(this.allInstitutions.map((institution) => [institution.id, institution]));
    const schoolsOf = this.offeringResolver();
    const subjects = SUBJECT_CATEGORIES.map(
      (subject): Course =>
        Object.freeze({ id: subjectKeyOf(subject), fullCourseName: subject, atSchools: NO_SCHOOLS, schoolId: null, schoolName: null, coreSubjects: Object.freeze([subject]), isHighSchoolCourse: false, isSubject: true }),
    );
    const offeredOf = new Map<Course, readonly string[]>();
    const courses = records.map((record): Course => {
      const offered = schoolsOf(record);
      const atSchools = record.schoolId && !offered.includes(record.schoolId) ? Object.freeze([record.schoolId, ...offered]) : offered;
      const only = record.schoolId ?? (atSchools.length === 1 ? atSchools[0] : null);
      const course: Course = Object.freeze({
        id: record.id,
        fullCourseName: record.fullCourseName,
        atSchools,
        schoolId: record.schoolId,
        schoolName: only === null ? null : (this.institutionsById.get(only)?.name ?? null),
        coreSubjects: Object.freeze([...record.coreSubjects]),
        isHighSchoolCourse: record.isHighSchoolCourse,
        isSubject: false,
      });
      offeredOf.set(course, offered);
      return course;
    });
    this.allCourses = [...courses, ...subjects];
    for (const subject of subjects) this.subjectsByKey.set(courseKeyOf(subject.fullCourseName), subject);
    // Courses sharing one list of schools (the same frozen list: 'ALL', 'IB', a state) form a group, so a
    // school holds a few groups rather than a reference to each of its courses.
    const groups = new Map<readonly string[], Course[]>();
    [...this.allCourses].sort(byName).forEach((course, rank) => {
      this.rankOf.set(course, rank);
      this.coursesById.set(course.id, course);
      for (const text of [searchTextOf(course.fullCourseName), joinedVariantOf(course.fullCourseName)]) {
        if (text && !this.coursesBySearchText.has(text)) this.coursesBySearchText.set(text, course);
      }
      if (course.schoolId !== null) pushTo(this.ownCourses, course.schoolId, course);
      const offered = offeredOf.get(course) ?? [];
      if (offered.length > 0) pushTo(groups, offered, course);
    });
    for (const [schools, group] of groups) for (const school of schools) pushTo(this.sharedCourses, school, group);
    this.courseIndex = PrefixIndex.build(this.allCourses, (course) => this.courseEntryOf(course), { ranking: 'weight-first', maxResults, cacheUpTo: 2 });
    this.institutionIndex = PrefixIndex.build(
      institutions,
      (institution) => ({ names: institution.alias ? [institution.name, institution.alias] : [institution.name], extraWords: [institution.city, institution.state], weight: 1 }),
      { ranking: 'match-first', maxResults, cacheUpTo: 2 },
    );
  }

  /** `maxResults`: the most results any search returns. */
  static build(institutions: readonly InstitutionRecord[], courses: readonly CourseRecord[], maxResults: number): CourseCatalog {
    return new CourseCatalog(institutions, courses, maxResults);
  }

  get institutions(): readonly Institution[] {
    return this.allInstitutions;
  }

  /** Every course, the subject categories last. */
  get courses(): readonly Course[] {
    return this.allCourses;
  }

  institution(id: string): Institution | null {
    return this.institutionsById.get(id.trim()) ?? null;
  }

  /** An institution by its name or alias (any case, accents or punctuation), in a city and state when given. */
  findInstitution(name: string, city?: string | null, state?: string | null): Institution | null {
    const wanted = searchTextOf(name);
    if (wanted === '') return null;
    return (
      this.allInstitutions.find(
        (institution) =>
          (searchTextOf(institution.name) === wanted || (institution.alias !== null && searchTextOf(institution.alias) === wanted)) &&
          (!city || searchTextOf(institution.city) === searchTextOf(city)) &&
          (!state || institution.state === state.trim().toUpperCase()),
      ) ?? null
    );
  }

  /**
   * The course a name or key stands for: its id ('algebra-1'), its name in any case or spacing
   * ('algebra 1'; numerals as words or digits: 'Algebra I'), or a subject category ('Math',
   * 'subject-math'). Null when none.
   */
  courseByName(nameOrKey: string): Course | null {
    const key = courseKeyOf(nameOrKey);
    if (key === '') return null;
    return (
      this.coursesById.get(key) ??
      this.subjectsByKey.get(key) ??
      this.coursesBySearchText.get(searchTextOf(nameOrKey)) ??
      this.coursesBySearchText.get(joinedVariantOf(nameOrKey) ?? '') ??
      null
    );
  }

  /** Courses and subjects by name prefix or word prefix: subjects and widely taught courses first. */
  suggestCourses(text: string, limit: number): Course[] {
    return this.courseIndex.search(text, limit);
  }

  /** Institutions by name or alias prefix (or word prefix; the city's words too), of one type or both. */
  suggestInstitutions(text: string, type: InstitutionType | null, limit: number): Institution[] {
    return type === null ? this.institutionIndex.search(text, limit) : this.institutionIndex.search(text, limit, (institution) => institution.type === type);
  }

  /** The courses taught at a school of the given type: its own first, then by name; [] for an unknown school or another type. */
  coursesAt(schoolId: string, type: InstitutionType): Course[] {
    const school = this.institution(schoolId);
    if (!school || school.type !== type) return [];
    const own = this.ownCourses.get(school.id) ?? [];
    const shared = (this.sharedCourses.get(school.id) ?? []).flat().filter((course) => course.schoolId !== school.id);
    return [...own, ...shared.sort((a, b) => this.rankOf.get(a)! - this.rankOf.get(b)!)];
  }

  /** The courses taught at a school matching the text, best first. */
  suggestCoursesAt(schoolId: string, type: InstitutionType, text: string, limit: number): Course[] {
    return this.courseIndex.searchWithin(text, this.coursesAt(schoolId, type), limit);
  }

  private courseEntryOf(course: Course): PrefixIndexEntry {
    const school = course.schoolId === null ? null : this.institutionsById.get(course.schoolId);
    const weight = course.isSubject
      ? SUBJECT_WEIGHT
      : course.schoolName !== null
        ? ONE_SCHOOL_WEIGHT
        : course.isHighSchoolCourse
          ? HIGH_SCHOOL_WEIGHT
          : SHARED_WEIGHT;
    return {
      names: [course.fullCourseName],
      extraWords: [...course.coreSubjects, ...(school ? [school.name, school.alias ?? ''] : [])],
      weight,
    };
  }

  /** Expands a course's offering into school ids; one shared frozen list per offering. */
  private offeringResolver(): (record: CourseRecord) => readonly string[] {
    const lists = new Map<string, readonly string[]>();
    const shared = (key: string, select: (institution: Institution) => boolean) => {
      let list = lists.get(key);
      if (!list) {
        list = Object.freeze(this.allInstitutions.filter(select).map((institution) => institution.id));
        lists.set(key, list);
      }
      return list;
    };
    return (record) => {
      const level: InstitutionType = record.isHighSchoolCourse ? 'HIGH_SCHOOL' : 'COLLEGE';
      const offering = record.offeredAt;
      if (offering === null) return NO_SCHOOLS;
      if (offering === 'ALL') return shared(`ALL:${level}`, (institution) => institution.type === level);
      if (offering === 'IB') return shared('IB', (institution) => institution.type === 'HIGH_SCHOOL' && institution.programs.includes('IB'));
      if ('states' in offering) {
        const states = [...offering.states].sort();
        return shared(`STATES:${level}:${states.join(',')}`, (institution) => institution.type === level && states.includes(institution.state));
      }
      return Object.freeze([...offering.schools]);
    };
  }
}
