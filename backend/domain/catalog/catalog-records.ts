import { courseKeyOf, isSubjectCategory, SUBJECT_CATEGORIES, SubjectCategory } from './catalog.vocabulary';

export const INSTITUTION_TYPES = ['HIGH_SCHOOL', 'COLLEGE'] as const;
export type InstitutionType = (typeof INSTITUTION_TYPES)[number];

/** A school programme a course can depend on: IB courses are taught at IB World Schools. */
export const SCHOOL_PROGRAMS = ['IB'] as const;
export type SchoolProgram = (typeof SCHOOL_PROGRAMS)[number];

/** One line of institutions.json. `id` is stable: tutor profiles keep it. */
export interface InstitutionRecord {
  id: string;
  name: string;
  alias: string | null;
  city: string;
  state: string;
  type: InstitutionType;
  programs: readonly SchoolProgram[];
}

/**
 * Where a course is taught, in courses.json: `ALL` every catalog school of the course's level
 * (high schools for a high-school course, else colleges), `IB` every IB World School, or the
 * schools of some states, or the schools listed.
 */
export type CourseOffering = 'ALL' | 'IB' | { states: readonly string[] } | { schools: readonly string[] };

/** One line of courses.json. `id` is courseKeyOf(fullCourseName). */
export interface CourseRecord {
  id: string;
  fullCourseName: string;
  coreSubjects: readonly SubjectCategory[];
  isHighSchoolCourse: boolean;
  /** The one college (or high school) whose own course this is: a course number. */
  schoolId: string | null;
  offeredAt: CourseOffering | null;
}

/** A data file that cannot be loaded; the message names the file and the entry. */
export class CatalogDataError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CatalogDataError';
  }
}

const ID_SHAPE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const STATE_SHAPE = /^[A-Z]{2}$/;

type Json = Record<string, unknown>;

function entriesOf(raw: unknown, source: string): Json[] {
  if (!Array.isArray(raw)) throw new CatalogDataError(`${source}: expected an array of entries`);
  return raw.map((entry, index) => {
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) throw new CatalogDataError(`${source}[${index}]: expected an object`);
    return entry as Json;
  });
}

function text(entry: Json, field: string, where: string): string {
  const value = entry[field];
  if (typeof value !== 'string' || value.trim() === '' || value !== value.trim()) throw new CatalogDataError(`${where}: "${field}" must be a non-empty trimmed string`);
  return value;
}

function stringList(value: unknown, where: string): string[] {
  if (!Array.isArray(value) || value.some((item) => typeof item !== 'string')) throw new CatalogDataError(`${where}: expected a list of strings`);
  return value as string[];
}

function unknownFields(entry: Json, allowed: readonly string[], where: string): void {
  const extra = Object.keys(entry).filter((field) => !allowed.includes(field));
  if (extra.length > 0) throw new CatalogDataError(`${where}: unknown field ${extra.map((field) => `"${field}"`).join(', ')}`);
}

/** Checks institutions.json: shapes, unique ids. */
export function parseInstitutionRecords(raw: unknown, source: string): InstitutionRecord[] {
  const seen = new Set<string>();
  return entriesOf(raw, source).map((entry, index) => {
    const where = `${source}[${index}]`;
    unknownFields(entry, ['id', 'name', 'alias', 'city', 'state', 'type', 'programs'], where);
    const id = text(entry, 'id', where);
    if (!ID_SHAPE.test(id)) throw new CatalogDataError(`${where}: id "${id}" must be lower-case words joined by dashes`);
    if (seen.has(id)) throw new CatalogDataError(`${where}: id "${id}" is used twice`);
    seen.add(id);
    const state = text(entry, 'state', where);
    if (!STATE_SHAPE.test(state)) throw new CatalogDataError(`${where}: state "${state}" must be a 2-letter postal code`);
    const type = entry.type;
    if (!(INSTITUTION_TYPES as readonly unknown[]).includes(type)) throw new CatalogDataError(`${where}: type must be one of ${INSTITUTION_TYPES.join(', ')}`);
    const alias = entry.alias === undefined || entry.alias === null ? null : text(entry, 'alias', where);
    const programs = entry.programs === undefined ? [] : stringList(entry.programs, `${where}.programs`);
    const unknownProgram = programs.find((program) => !(SCHOOL_PROGRAMS as readonly string[]).includes(program));
    if (unknownProgram !== undefined) throw new CatalogDataError(`${where}: unknown program "${unknownProgram}"`);
    return { id, name: text(entry, 'name', where), alias, city: text(entry, 'city', where), state, type: type as InstitutionType, programs: programs as SchoolProgram[] };
  });
}

function offeringOf(value: unknown, where: string, schools: ReadonlyMap<string, InstitutionRecord>): CourseOffering | null {
  if (value === undefined || value === null) return null;
  if (value === 'ALL' || value === 'IB') return value;
  if (typeof value === 'object' && !Array.isArray(value)) {
    const offering = value as Json;
    const keys = Object.keys(offering);
    if (keys.length === 1 && keys[0] === 'states') {
      const states = stringList(offering.states, `${where}.offeredAt.states`);
      const bad = states.find((state) => !STATE_SHAPE.test(state));
      if (bad !== undefined || states.length === 0) throw new CatalogDataError(`${where}: offeredAt.states must list 2-letter postal codes`);
      return { states };
    }
    if (keys.length === 1 && keys[0] === 'schools') {
      const ids = stringList(offering.schools, `${where}.offeredAt.schools`);
      const missing = ids.find((id) => !schools.has(id));
      if (missing !== undefined || ids.length === 0) throw new CatalogDataError(`${where}: offeredAt.schools names an unknown school "${missing ?? ''}"`);
      return { schools: ids };
    }
  }
  throw new CatalogDataError(`${where}: offeredAt must be "ALL", "IB", { "states": [...] } or { "schools": [...] }`);
}

/** Checks courses.json against the institutions: ids derived from names, known subjects and schools, no course named like a subject. */
export function parseCourseRecords(raw: unknown, source: string, institutions: readonly InstitutionRecord[]): CourseRecord[] {
  const schools = new Map(institutions.map((institution) => [institution.id, institution]));
  const subjectKeys = new Set(SUBJECT_CATEGORIES.map(courseKeyOf));
  const seen = new Set<string>();
  return entriesOf(raw, source).map((entry, index) => {
    const where = `${source}[${index}]`;
    unknownFields(entry, ['id', 'fullCourseName', 'coreSubjects', 'isHighSchoolCourse', 'schoolId', 'offeredAt'], where);
    const fullCourseName = text(entry, 'fullCourseName', where);
    const id = text(entry, 'id', where);
    if (id !== courseKeyOf(fullCourseName)) throw new CatalogDataError(`${where}: id must be "${courseKeyOf(fullCourseName)}", the key of its name`);
    if (seen.has(id)) throw new CatalogDataError(`${where}: id "${id}" is used twice`);
    if (subjectKeys.has(id)) throw new CatalogDataError(`${where}: "${fullCourseName}" is a subject category, which the catalog adds itself`);
    seen.add(id);
    const coreSubjects = stringList(entry.coreSubjects, `${where}.coreSubjects`);
    const badSubject = coreSubjects.find((subject) => !isSubjectCategory(subject));
    if (coreSubjects.length === 0 || badSubject !== undefined) throw new CatalogDataError(`${where}: coreSubjects must list subject categories (${badSubject ?? 'none given'})`);
    if (typeof entry.isHighSchoolCourse !== 'boolean') throw new CatalogDataError(`${where}: isHighSchoolCourse must be true or false`);
    const schoolId = entry.schoolId === undefined || entry.schoolId === null ? null : text(entry, 'schoolId', where);
    if (schoolId !== null && !schools.has(schoolId)) throw new CatalogDataError(`${where}: schoolId "${schoolId}" is not in the institutions`);
    return {
      id,
      fullCourseName,
      coreSubjects: coreSubjects as SubjectCategory[],
      isHighSchoolCourse: entry.isHighSchoolCourse,
      schoolId,
      offeredAt: offeringOf(entry.offeredAt, where, schools),
    };
  });
}
