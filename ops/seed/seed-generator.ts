import { courseKeyOf, GradeLevel, SESSION_PREFERENCES, SessionPreference, SubjectCategory, TIMES_OF_DAY, WEEKDAYS } from '../../backend/domain/catalog/catalog.vocabulary';
import { ClientProfileType, Language } from '../../backend/domain/accounts/account.rules';
import { ClassToAdd, TutorProfileCommand } from '../../backend/domain/tutors/tutor-profile.commands';
import { TutorSchool } from '../../backend/domain/tutors/tutor-profile.events';
import { agreementToSign } from '../../backend/content/onboarding/tutor-onboarding.content';
import { deterministicUuid } from '../../backend/platform/ids/deterministic-uuid';
import { Prng, WeightedTable } from './prng';
import { SeedCatalog, SeedCourse, SeedInstitution, SeedZip } from './seed-catalog';
import { SEED_CITIES, SeedCity, tutorWeightOf } from './seed-cities';
import { FIRST_NAMES, LAST_NAMES } from './seed-names';
import { AVAILABILITY_DESCRIPTIONS, bioFor, MAJORS, reviewCommentFor } from './seed-texts';

/**
 * The deterministic generator of seed data: realistic tutors, clients and reviews as plans of
 * commands (what a person would have done through the product), which seed-writer.ts runs through
 * the deciders into the event store. Every tutor, client and review draws from its own generator
 * seeded by (seed, kind, index), so the same seed gives the same data, in any order, and tutor 17
 * is the same tutor whether 100 or 50,000 are seeded.
 */

/** What a seeded person does: a command of an aggregate, when, and by whom. */
export interface SeedStep<C> {
  command: C;
  at: Date;
  actorId: string | null;
}

export type TutorProfileStep = SeedStep<Omit<TutorProfileCommand, 'metadata'>>;

export interface SeedAccount {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  profileType: 'TUTOR' | 'STUDENT_OR_PARENT';
  clientProfileType: ClientProfileType | null;
  signedUpAt: Date;
  /** Null for the few who never clicked the verification link. */
  verifiedAt: Date | null;
  /** Set when the person switched the interface to Spanish. */
  language: Language | null;
}

export interface SeedTutor {
  account: SeedAccount;
  profile: TutorProfileStep[];
  reviews: SeedReview[];
  /** What the profile ends up saying, for tests and reports (the events are the truth). */
  summary: {
    city: SeedCity;
    zip: SeedZip;
    hourlyWage: number;
    sessionPreference: SessionPreference;
    searchable: boolean;
    gradesForTutoring: GradeLevel[];
    courseKeys: string[];
    isHighSchoolTutor: boolean;
  };
}

export interface SeedReview {
  reviewId: string;
  tutorId: string;
  clientId: string;
  score: number;
  comments: string;
  at: Date;
  /** A later change of mind by the same client. */
  edit: { score: number; comments: string; at: Date } | null;
}

export interface SeedOptions {
  seed: number;
  tutors: number;
  clients: number;
  /** The instant the seeded history ends at; sign-ups spread over the three years before it. */
  until: Date;
  /** Domain of seeded e-mail addresses; defaults to `seed<seed>.example.com`. */
  emailDomain?: string;
  cities?: readonly SeedCity[];
  /** Reviews per tutor with reviews, on average (about 55 % of tutors have some). */
  meanReviews?: number;
  /** Multiplies how often tutors list these courses (by course key): the demo set favours Algebra 1. */
  courseBoosts?: Readonly<Record<string, number>>;
}

/** The password of every seeded account, demo accounts included. */
export const DEMO_PASSWORD = 'demo-password';
export const DEFAULT_SEED_UNTIL = new Date('2026-11-01T12:00:00.000Z');

const DAY_MS = 24 * 60 * 60 * 1000;
const HISTORY_DAYS = 3 * 365;

/**
 * How often tutors list a course, relative to a plain high-school course (3): the courses students
 * ask for most (spec section 2's quick picks and the usual US demand) come first.
 */
const COURSE_POPULARITY: Readonly<Record<string, number>> = {
  // Math
  'algebra-1': 100, 'geometry': 70, 'algebra-2': 65, 'precalculus': 45, 'pre-algebra': 30, 'middle-school-math': 25,
  'elementary-math': 25, 'ap-calculus-ab': 35, 'ap-calculus-bc': 18, 'calculus': 20, 'ap-statistics': 18, 'statistics': 14,
  'trigonometry': 15, 'ap-precalculus': 10, 'algebra-1-honors': 12, 'geometry-honors': 10, 'algebra-2-honors': 10,
  'precalculus-honors': 8, '6th-grade-math': 12, '7th-grade-math': 12, '8th-grade-math': 12, 'integrated-math-1': 8,
  'integrated-math-2': 6, 'integrated-math-3': 5, 'college-algebra': 12, 'calculus-i': 16, 'calculus-ii': 10,
  'calculus-iii': 6, 'linear-algebra': 6, 'differential-equations': 5, 'introduction-to-statistics': 8,
  // Science
  'biology': 40, 'chemistry': 40, 'physics': 28, 'ap-biology': 18, 'ap-chemistry': 16, 'ap-physics-1-algebra-based': 15,
  'ap-physics-c-mechanics': 8, 'physical-science': 8, 'earth-and-space-science': 6, 'environmental-science': 6,
  'ap-environmental-science': 8, 'anatomy-and-physiology': 8, 'middle-school-science': 12, 'elementary-science': 8,
  'biology-honors': 8, 'chemistry-honors': 8, 'general-chemistry-i': 14, 'general-chemistry-ii': 8, 'organic-chemistry-i': 12,
  'organic-chemistry-ii': 8, 'general-biology-i': 10, 'general-physics-i': 10,
  // English and essays
  'english-9': 14, 'english-10': 14, 'english-11': 12, 'english-12': 10, 'ap-english-language-and-composition': 14,
  'ap-english-literature-and-composition': 12, 'elementary-reading': 20, 'elementary-writing': 12, 'phonics': 10,
  'middle-school-english': 12, 'creative-writing': 6, 'college-application-essays': 20, 'common-app-personal-statement': 12,
  'scholarship-essays': 6, 'college-composition-i': 8, 'english-as-a-second-language': 8,
  // Languages
  'spanish-i': 25, 'spanish-ii': 20, 'spanish-iii': 12, 'spanish-iv': 6, 'ap-spanish-language-and-culture': 10,
  'spanish-conversation': 8, 'french-i': 10, 'french-ii': 8, 'french-iii': 5, 'mandarin-chinese-i': 5, 'mandarin-chinese': 5,
  'german-i': 4, 'latin-i': 3, 'japanese-i': 3, 'elementary-spanish-i': 6,
  // Social studies
  'u-s-history': 14, 'ap-u-s-history': 16, 'world-history': 12, 'ap-world-history-modern': 12, 'u-s-government': 8,
  'ap-u-s-government-and-politics': 8, 'economics': 8, 'ap-macroeconomics': 8, 'ap-microeconomics': 8, 'ap-psychology': 10,
  'psychology': 6, 'ap-human-geography': 8, 'middle-school-social-studies': 6, 'introduction-to-psychology': 6,
  'principles-of-microeconomics': 6, 'principles-of-macroeconomics': 5,
  // Computer science and engineering
  'ap-computer-science-a': 14, 'ap-computer-science-principles': 8, 'introduction-to-computer-science': 8,
  'python-programming': 10, 'java-programming': 6, 'scratch-programming': 4, 'introduction-to-programming': 6, 'data-structures': 5,
  // Test prep
  'sat': 60, 'act': 35, 'sat-math': 25, 'sat-reading-and-writing': 12, 'act-math': 12, 'psat-nmsqt': 18, 'shsat': 5,
  'isee': 6, 'ssat': 6, 'hspt': 3, 'gre': 6, 'gmat': 4, 'lsat': 4, 'mcat': 5, 'ged': 4, 'toefl': 4, 'regents-exams': 4,
  // Music, art, skills
  'piano': 6, 'guitar': 5, 'violin': 3, 'music-theory': 3, 'drawing': 3, 'study-skills': 8, 'homework-help': 12,
  'executive-functioning': 4,
  // Whole subjects listed as a class
  'subject-math': 20, 'subject-science': 10, 'subject-english': 10, 'subject-test-prep': 8, 'subject-foreign-language': 4,
  'subject-social-studies': 4, 'subject-college-essay': 6, 'subject-engineering-tech': 3, 'subject-business': 2,
  'subject-music': 2, 'subject-art': 2, 'subject-other': 1,
};

const HIGH_SCHOOL_COURSE_WEIGHT = 3;
const COLLEGE_COURSE_WEIGHT = 1.5;

const SESSION_PREFERENCE_SHARES: Readonly<Record<SessionPreference, number>> = { 'no-preference': 50, online: 28, 'in-person': 22 };
const CLIENT_PROFILE_SHARES: ReadonlyArray<[ClientProfileType, number]> = [['PARENT', 62], ['STUDENT', 34], ['OTHER', 4]];

export function courseWeightOf(course: SeedCourse, boosts: Readonly<Record<string, number>> = {}): number {
  const key = courseKeyOf(course.fullCourseName);
  if (course.schoolId) return 0;
  const popularity = COURSE_POPULARITY[key] ?? COURSE_POPULARITY[`subject-${key}`] ?? (course.isHighSchoolCourse ? HIGH_SCHOOL_COURSE_WEIGHT : COLLEGE_COURSE_WEIGHT);
  return popularity * (boosts[key] ?? 1);
}

/** The tables drawn from, built once per catalog and city list. */
class SeedWorld {
  readonly tutorCities: WeightedTable<SeedCity>;
  readonly zipsByCity = new Map<SeedCity, WeightedTable<SeedZip>>();
  readonly highSchoolCourses: WeightedTable<SeedCourse>;
  readonly anyCourses: WeightedTable<SeedCourse>;
  readonly ownCoursesBySchool = new Map<string, SeedCourse[]>();
  readonly institutionsByCity = new Map<string, { HIGH_SCHOOL: SeedInstitution[]; COLLEGE: SeedInstitution[] }>();
  readonly institutionsByState = new Map<string, { HIGH_SCHOOL: SeedInstitution[]; COLLEGE: SeedInstitution[] }>();
  readonly colleges: SeedInstitution[];

  constructor(
    readonly catalog: SeedCatalog,
    cities: readonly SeedCity[],
    courseBoosts: Readonly<Record<string, number>>,
  ) {
    const located = cities.filter((city) => {
      const zips = catalog
        .zipsNear(city.centreZip, city.radiusMiles)
        .map((zip) => catalog.lookupZip(zip))
        .filter((zip): zip is SeedZip => zip !== null);
      if (zips.length === 0) return false;
      this.zipsByCity.set(city, new WeightedTable(zips, () => 1));
      return true;
    });
    if (located.length === 0) throw new Error('the catalog knows none of the seed cities’ ZIP codes');
    this.tutorCities = new WeightedTable(located, tutorWeightOf);
    const shared = catalog.courses.filter((course) => !course.schoolId && course.coreSubjects.length > 0);
    this.highSchoolCourses = new WeightedTable(
      shared.filter((course) => course.isHighSchoolCourse),
      (course) => courseWeightOf(course, courseBoosts),
    );
    this.anyCourses = new WeightedTable(shared, (course) => courseWeightOf(course, courseBoosts));
    for (const course of catalog.courses) {
      if (!course.schoolId || course.coreSubjects.length === 0) continue;
      const own = this.ownCoursesBySchool.get(course.schoolId) ?? [];
      own.push(course);
      this.ownCoursesBySchool.set(course.schoolId, own);
    }
    for (const institution of catalog.institutions) {
      for (const [map, key] of [
        [this.institutionsByCity, `${institution.city}|${institution.state}`],
        [this.institutionsByState, institution.state],
      ] as const) {
        const entry = map.get(key) ?? { HIGH_SCHOOL: [], COLLEGE: [] };
        entry[institution.type].push(institution);
        map.set(key, entry);
      }
    }
    this.colleges = catalog.institutions.filter((institution) => institution.type === 'COLLEGE');
  }

  /** A school near the city: in it, else in its state, else (colleges) anywhere; null when none is known. */
  schoolNear(city: SeedCity, type: SeedInstitution['type'], random: Prng): SeedInstitution | null {
    const inCity = this.institutionsByCity.get(`${city.name}|${city.state}`)?.[type] ?? [];
    if (inCity.length > 0 && random.chance(0.85)) return random.pick(inCity);
    const inState = this.institutionsByState.get(city.state)?.[type] ?? [];
    if (inState.length > 0) return random.pick(inState);
    if (inCity.length > 0) return random.pick(inCity);
    if (type === 'COLLEGE' && this.colleges.length > 0) return random.pick(this.colleges);
    return null;
  }
}

/** Generates the seed: clients, tutors and their reviews, each by index, deterministically. */
export class SeedGenerator {
  private readonly world: SeedWorld;
  private readonly emailDomain: string;
  private readonly meanReviews: number;

  constructor(
    catalog: SeedCatalog,
    readonly options: SeedOptions,
  ) {
    this.world = new SeedWorld(catalog, options.cities ?? SEED_CITIES, options.courseBoosts ?? {});
    this.emailDomain = options.emailDomain ?? `seed${options.seed}.example.com`;
    this.meanReviews = options.meanReviews ?? 4;
  }

  clientId(index: number): string {
    return deterministicUuid(`seed:${this.options.seed}:client:${index}`);
  }

  tutorId(index: number): string {
    return deterministicUuid(`seed:${this.options.seed}:tutor:${index}`);
  }

  client(index: number): SeedAccount {
    const random = Prng.for(this.options.seed, 'client', index);
    const { firstName, lastName } = this.name(random);
    const signedUpAt = this.signUpTime(random);
    return {
      userId: this.clientId(index),
      email: this.email(firstName, lastName, `c${index}`),
      firstName,
      lastName,
      profileType: 'STUDENT_OR_PARENT',
      clientProfileType: CLIENT_PROFILE_SHARES[random.weightedIndex(CLIENT_PROFILE_SHARES.map(([, share]) => share))][0],
      signedUpAt,
      verifiedAt: random.chance(0.93) ? new Date(signedUpAt.getTime() + random.int(1, 180) * 60_000) : null,
      language: random.chance(0.12) ? 'sp' : null,
    };
  }

  tutor(index: number): SeedTutor {
    const random = Prng.for(this.options.seed, 'tutor', index);
    const tutorId = this.tutorId(index);
    const { firstName, lastName } = this.name(random);
    const signedUpAt = this.signUpTime(random);
    const account: SeedAccount = {
      userId: tutorId,
      email: this.email(firstName, lastName, `t${index}`),
      firstName,
      lastName,
      profileType: 'TUTOR',
      clientProfileType: null,
      signedUpAt,
      verifiedAt: new Date(signedUpAt.getTime() + random.int(1, 120) * 60_000),
      language: random.chance(0.08) ? 'sp' : null,
    };
    const city = this.world.tutorCities.draw(random);
    const zip = this.world.zipsByCity.get(city)!.draw(random);
    const isHighSchoolTutor = random.chance(0.2);
    const school = this.world.schoolNear(city, isHighSchoolTutor ? 'HIGH_SCHOOL' : 'COLLEGE', random);
    const tutorSchool: TutorSchool = school
      ? { id: school.id, name: school.name, city: school.city, state: school.state }
      : { id: null, name: isHighSchoolTutor ? `${city.name} High School` : `University of ${city.name}`, city: city.name, state: city.state };
    const classes = this.classes(random, isHighSchoolTutor, tutorSchool, school, city);
    const subjects = this.subjects(random, classes);
    const gradesForTutoring = this.grades(random, isHighSchoolTutor, classes);
    const hourlyWage = isHighSchoolTutor
      ? clamp(Math.round(random.normal(25, 4)), 20, 35)
      : clamp(Math.round(random.normal(42, 12)), 20, 80);
    const sessionPreference = SESSION_PREFERENCES[random.weightedIndex(SESSION_PREFERENCES.map((preference) => SESSION_PREFERENCE_SHARES[preference]))];
    /** How good and how busy this tutor is: more reviews, better scores, more hours. */
    const quality = random.normal();
    const yearsTutoring = Math.max(1, Math.round(random.normal(isHighSchoolTutor ? 1.5 : 3, 1.5)));
    const visibility = random.next();
    const isVisible = visibility < 0.94;
    const signsAgreement = visibility < 0.9 || visibility >= 0.97;
    const searchable = isVisible && signsAgreement;

    let minutes = random.int(5, 60 * 24 * 7);
    const step = (command: Omit<TutorProfileCommand, 'metadata'>, actorId: string | null = tutorId): TutorProfileStep => {
      minutes += random.int(1, 20);
      return { command, at: new Date(signedUpAt.getTime() + minutes * 60_000), actorId };
    };
    const profile: TutorProfileStep[] = [
      step({ type: 'CreateTutorProfile', data: { tutorId, firstName, lastName } }),
      step({ type: 'SetSchool', data: { school: tutorSchool, isHighSchoolTutor } }),
      step({ type: 'SetLocation', data: { zipCode: zip.zip, city: zip.city, state: zip.state, latitude: zip.latitude, longitude: zip.longitude } }),
      step({ type: 'SetGradesForTutoring', data: { gradesForTutoring } }),
      step({ type: 'SetSubjects', data: { subjects } }),
      step({ type: 'AddClasses', data: { classes } }),
      step({ type: 'SetHourlyWage', data: { hourlyWage } }),
      step({ type: 'SetSessionPreference', data: { sessionPreference } }),
      step({ type: 'EditAvailability', data: this.availability(random) }),
    ];
    if (random.chance(0.93)) {
      const courses = classes.map((tutorClass) => tutorClass.course);
      const major = random.pick(MAJORS);
      profile.push(step({ type: 'EditBio', data: { bio: bioFor({ firstName, school: tutorSchool.name, isHighSchoolTutor, major, courses, yearsTutoring }, random) } }));
    }
    if (signsAgreement) profile.push(step({ type: 'SignAgreement', data: agreementToSign() }));
    profile.push(step({ type: 'SetVisibility', data: { isVisible } }));
    // Search finds only onboarded tutors, so every searchable one is onboarded (the draw stays, so the seed's other choices do not move).
    if (random.chance(searchable ? 0.85 : 0.3) || searchable) profile.push(step({ type: 'OnboardTutor', data: {} }, null));
    if (random.chance(0.65)) {
      const hours = Math.round(clamp(Math.exp(random.normal(3.2 + 0.5 * quality, 1.1)), 0.5, 3000) * 10) / 10;
      profile.push(step({ type: 'ImportPastTutoringHours', data: { hours, source: 'seed' } }, null));
    }
    const reviews = searchable ? this.reviews(random, index, tutorId, signedUpAt, quality) : [];
    return {
      account,
      profile,
      reviews,
      summary: {
        city,
        zip,
        hourlyWage,
        sessionPreference,
        searchable,
        gradesForTutoring,
        courseKeys: classes.map((tutorClass) => courseKeyOf(tutorClass.course)),
        isHighSchoolTutor,
      },
    };
  }

  private name(random: Prng): { firstName: string; lastName: string } {
    return { firstName: random.pick(FIRST_NAMES), lastName: random.pick(LAST_NAMES) };
  }

  private email(firstName: string, lastName: string, suffix: string): string {
    const local = `${courseKeyOf(firstName)}.${courseKeyOf(lastName)}`.replace(/-/g, '');
    return `${local}.${suffix}@${this.emailDomain}`;
  }

  private signUpTime(random: Prng): Date {
    // Sign-ups grow over time: the square root skews them towards the recent end of the history.
    const daysAgo = HISTORY_DAYS * (1 - Math.sqrt(random.next())) + 14;
    return new Date(Math.round((this.options.until.getTime() - daysAgo * DAY_MS) / 60_000) * 60_000);
  }

  private classes(random: Prng, isHighSchoolTutor: boolean, school: TutorSchool, institution: SeedInstitution | null, city: SeedCity): ClassToAdd[] {
    const count = clamp(Math.round(isHighSchoolTutor ? random.normal(3, 1.2) : random.normal(4.5, 2)), 1, 12);
    const chosen = new Map<string, SeedCourse>();
    const own = institution ? (this.world.ownCoursesBySchool.get(institution.id) ?? []) : [];
    for (let attempt = 0; chosen.size < count && attempt < count * 6; attempt += 1) {
      const course =
        own.length > 0 && random.chance(0.25)
          ? random.pick(own)
          : (isHighSchoolTutor ? this.world.highSchoolCourses : this.world.anyCourses).draw(random);
      chosen.set(courseKeyOf(course.fullCourseName), course);
    }
    const almaMater = isHighSchoolTutor ? null : this.world.schoolNear(city, 'HIGH_SCHOOL', random);
    return [...chosen.values()].map((course) => {
      const takenAt = course.schoolId || !course.isHighSchoolCourse ? (isHighSchoolTutor ? null : school.name) : isHighSchoolTutor ? school.name : (almaMater?.name ?? null);
      return {
        course: course.fullCourseName,
        subject: course.coreSubjects[0],
        school: random.chance(0.7) ? takenAt : null,
        teacher: random.chance(0.12) ? `${random.pick(['Mr.', 'Ms.', 'Mrs.', 'Dr.'])} ${random.pick(LAST_NAMES)}` : null,
        isHighSchoolClass: course.isHighSchoolCourse,
      };
    });
  }

  private subjects(random: Prng, classes: readonly ClassToAdd[]): SubjectCategory[] {
    const subjects = new Set<SubjectCategory>(classes.map((tutorClass) => tutorClass.subject as SubjectCategory));
    if (random.chance(0.15)) subjects.add(random.pick(['Test Prep', 'College Essay', 'English', 'Math'] as const));
    return [...subjects];
  }

  private grades(random: Prng, isHighSchoolTutor: boolean, classes: readonly ClassToAdd[]): GradeLevel[] {
    const teachesCollege = classes.some((tutorClass) => !tutorClass.isHighSchoolClass);
    const shares: Record<GradeLevel, number> = isHighSchoolTutor
      ? { ELEMENTARY: 0.8, MIDDLE_SCHOOL: 0.9, HIGH_SCHOOL: 0.3, COLLEGE: 0 }
      : { ELEMENTARY: 0.3, MIDDLE_SCHOOL: 0.65, HIGH_SCHOOL: 0.92, COLLEGE: teachesCollege ? 0.7 : 0.15 };
    const grades = (Object.keys(shares) as GradeLevel[]).filter((grade) => random.chance(shares[grade]));
    return grades.length > 0 ? grades : [isHighSchoolTutor ? 'MIDDLE_SCHOOL' : 'HIGH_SCHOOL'];
  }

  private availability(random: Prng): { dailyAvailability: Array<{ day: string; times: string[] }>; availabilityDescription: string | null } {
    const days = random.sample(WEEKDAYS, random.int(2, 6));
    return {
      dailyAvailability: days.map((day) => ({ day, times: random.sample(TIMES_OF_DAY, random.int(1, 2)) })),
      availabilityDescription: random.chance(0.5) ? random.pick(AVAILABILITY_DESCRIPTIONS) : null,
    };
  }

  private reviews(random: Prng, tutorIndex: number, tutorId: string, signedUpAt: Date, quality: number): SeedReview[] {
    if (this.options.clients === 0 || !random.chance(clamp(0.55 + 0.15 * quality, 0.1, 0.95))) return [];
    const mean = this.meanReviews * Math.exp(0.45 * quality);
    const count = Math.min(this.options.clients, clamp(1 + Math.floor(-Math.log(1 - random.next()) * (mean - 1)), 1, 60));
    const clientIndices = new Set<number>();
    while (clientIndices.size < count) clientIndices.add(random.int(0, this.options.clients - 1));
    const span = this.options.until.getTime() - signedUpAt.getTime();
    return [...clientIndices].map((clientIndex, order) => {
      const score = this.score(random, quality);
      // After both the tutor and the client joined, and before the end of the history.
      const earliest = Math.max(signedUpAt.getTime() + span * 0.1, this.client(clientIndex).signedUpAt.getTime() + DAY_MS);
      const at = new Date(Math.round(Math.min(this.options.until.getTime(), earliest + (this.options.until.getTime() - earliest) * random.next()) / 1000) * 1000);
      const edited = random.chance(0.05);
      const newScore = edited ? clamp(score + (random.chance(0.7) ? 1 : -1), 1, 5) : score;
      return {
        reviewId: deterministicUuid(`seed:${this.options.seed}:review:${tutorIndex}:${order}`),
        tutorId,
        clientId: this.clientId(clientIndex),
        score,
        comments: reviewCommentFor(score, random),
        at,
        edit: edited ? { score: newScore, comments: reviewCommentFor(newScore, random), at: new Date(Math.min(this.options.until.getTime(), at.getTime() + random.int(1, 30) * DAY_MS)) } : null,
      };
    });
  }

  /** Skewed high, as review scores are: about 60 % fives, a quarter fours, and a few disappointed clients (1 or 2). */
  private score(random: Prng, quality: number): number {
    if (random.chance(clamp(0.035 - 0.02 * quality, 0.005, 0.1))) return random.int(1, 2);
    return clamp(Math.round(random.normal(4.45 + 0.3 * quality, 0.75)), 1, 5);
  }
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
