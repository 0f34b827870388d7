import { ProfileDetailsEdited, TutorProfileTypeAdded, UserDeleted, UserSignedUp } from '../../domain/accounts/user.events';
import { DELETED_USER_NAME } from '../../domain/personal-data/personal-fields';
import { GradeLevel, SessionPreference, SubjectCategory, subjectKeyOf, TimeOfDay, Weekday } from '../../domain/catalog/catalog.vocabulary';
import { REVIEW_EVENT_TYPES, ReviewEvent } from '../../domain/reviews/review.events';
import { TUTOR_PROFILE_EVENT_TYPES, TutorClass, TutorProfileEvent, TutorSchool } from '../../domain/tutors/tutor-profile.events';
import { assertNever } from '../../domain/shared/decider';
import { OnboardingPayoutMethod, OnboardingStatus } from '../../domain/tutors/tutor-onboarding.rules';
import { RecordedEvent } from '../../platform/eventstore/event-store.port';
import { Collection, Document, Filter, IndexSpec } from '../../platform/readstore/read-store.port';
import { ProjectedDocument, ProjectionDefinition, ProjectionStore, writeEvolved } from '../runner/projection';
import { ReadModels } from '../runner/read-models';
import { blockOfCell, cellOf } from './geo-grid';
import { TutorCard, tutorCardAfter } from './tutor-card';
import {
  ALL_TUTORS_KEY,
  localKey,
  localKeyParts,
  nameWordsOf,
  schoolIdKey,
  schoolNameKey,
  schoolPlaceKey,
  shared,
  sharedGradeKey,
  sharedNamePrefixKeys,
  sharedOnlineGradeKey,
  sharedOnlineKey,
  sharedTeachesKey,
} from './search-keys';

export interface TutorSearchLocation {
  zip: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
}

/** What the tutor's events say, as stored. */
export interface TutorFacts {
  firstName: string;
  lastName: string;
  profileId: string | null;
  profilePageId: string | null;
  profileCreatedAt: string | null;
  bio: string | null;
  hourlyWage: number | null;
  school: TutorSchool | null;
  isHighSchoolTutor: boolean;
  gradesForTutoring: GradeLevel[];
  subjects: SubjectCategory[];
  classes: TutorClass[];
  sessionPreference: SessionPreference;
  location: TutorSearchLocation | null;
  isVisible: boolean;
  hasSignedAgreement: boolean;
  isOnboarded: boolean;
  availability: { daily: Array<{ day: Weekday; times: TimeOfDay[] }>; description: string | null };
  /** Each review's current score, so an edit replaces the score it had. */
  reviewScores: Array<{ reviewId: string; score: number }>;
  /** Hours imported from before this system, unrounded. */
  importedHours: number;
  timeZoneId: string | null;
  /** The picture in the file store and how far to turn it (0, 90, 180 or 270 degrees). */
  profilePicture: { fileId: string; rotation: number } | null;
  /** Hours of the sessions held here and processed, unrounded. */
  sessionHours?: number;
  /** The onboarding checklist and its review (the admins' queue reads these). */
  onboarding: TutorOnboardingFacts;
}

export interface TutorOnboardingFacts {
  status: OnboardingStatus;
  agreementVersion: string | null;
  quizPassed: boolean;
  videoLink: string | null;
  payoutMethod: OnboardingPayoutMethod | null;
  /** When the application last went to the admins; null before. */
  submittedAt: string | null;
  /** What the admin asked to change when they last sent the application back. */
  sentBackReason: string | null;
  onboardedAt: string | null;
  isOnActiveList: boolean;
}

const NEW_ONBOARDING: TutorOnboardingFacts = {
  status: 'applying',
  agreementVersion: null,
  quizPassed: false,
  videoLink: null,
  payoutMethod: null,
  submittedAt: null,
  sentBackReason: null,
  onboardedAt: null,
  isOnActiveList: false,
};

/** Derived from the facts on every change. */
export interface TutorDerivedFields {
  /** Lower-case, accent-folded words of the first and last name (name search checks long words on them). */
  nameWords: string[];
  reviewCount: number;
  reviewScoreSum: number;
  /** Rounded to 1 decimal; null without reviews. */
  avgReviewScore: number | null;
  /** Rounded to 1 decimal. */
  hoursTutored: number;
  /** The course and subject keys the tutor teaches: each class's course and subject, and each listed subject. */
  teachKeys: string[];
  searchKeys: string[];
  rank: number;
  /** The tutor as a search result shows them, so a page of results is read as stored (tutor-card.ts). */
  card: TutorCard;
}

/**
 * One tutor as every search and profile page reads them (`_id` = the user id): the profile folded
 * from the tutor's stream, the name from the user's sign-up, review totals from the reviews, and
 * the search keys and rank the one search index is built on (search-keys.ts).
 */
export type TutorSearchDocument = ProjectedDocument & TutorFacts & TutorDerivedFields;

export const TUTOR_SEARCH_COLLECTION = 'tutor_search';
/**
 * Which grid cells have tutors of a course, one document per course and block of cells
 * (geo-grid.ts): `_id` `<courseKey>|<block>`, `cells` the number of tutors with the local key
 * `l:<cell>:<courseKey>` per cell. Local search reads the few blocks its circle touches and looks
 * up only the cells that have tutors, instead of a few hundred keys, most of them empty.
 * A count may be too high (never too low) after a crash between writes: it is a hint, the search
 * index decides.
 */
export const TUTOR_LOCAL_CELLS_COLLECTION = 'tutor_local_cells';

export interface TutorLocalCellsDocument extends Document {
  cells: Record<string, number>;
}

export function localCellsId(courseKey: string, block: string): string {
  return `${courseKey}|${block}`;
}

/**
 * A build that starts on an empty read model does not count the local cells event by event (on the
 * 50k-tutor seed that made a first start some 5 s longer: ops/bench/README.md, session 40):
 * `finishBuild` counts them once from the built tutors. This document (no course's block: those ids hold a `|`) says the
 * counts are left to the build's end, so a build resumed from a snapshot or checkpoint taken midway
 * goes on leaving them and still ends with the count; it goes only once the count is written.
 */
export const CELLS_COUNTED_AT_BUILD_END_ID = '~counted-at-build-end';
const SEARCH_INDEX_NAME = 'by_search_key_rank';
/**
 * The one search index: a key's tutors best-ranked first. It also keeps each tutor's place and
 * session preference, so local search places its hundreds of edge-cell and online candidates from
 * the index, and reads only the page's tutors.
 */
export const SEARCH_INDEX: IndexSpec = { keys: { searchKeys: 1, rank: -1, _id: 1 }, name: SEARCH_INDEX_NAME, include: ['location', 'sessionPreference'] };

/** Onboarded, visible tutors who signed the agreement are the only ones anybody finds (spec section 4; issue 14). */
export function isSearchable(tutor: Pick<TutorSearchDocument, 'isVisible' | 'hasSignedAgreement' | 'isOnboarded' | 'profileId'>): boolean {
  return tutor.isVisible && tutor.hasSignedAgreement && tutor.isOnboarded && tutor.profileId !== null;
}

export function roundToTenth(value: number): number {
  return Math.round(value * 10) / 10;
}

/**
 * The rank a search orders tutors by, best first:
 *   bayesian average = (PRIOR_WEIGHT * PRIOR_MEAN + sum of scores) / (PRIOR_WEIGHT + number of reviews)
 *   rank = bayesian average + HOURS_WEIGHT * log10(1 + hours tutored)
 * The prior pulls a tutor with few reviews towards 3.5 stars, so ten 5-star reviews (4.65) outrank
 * one (3.88), and a tutor without reviews sits at 3.5; hours add a little (100 hours: +0.2), which
 * also separates tutors with equal reviews. Rounded to 6 decimals so every read store holds the same number.
 */
export const RANK_PRIOR_MEAN = 3.5;
export const RANK_PRIOR_WEIGHT = 3;
export const RANK_HOURS_WEIGHT = 0.1;

export function rankOf(reviewScoreSum: number, reviewCount: number, hoursTutored: number): number {
  const bayesian = (RANK_PRIOR_WEIGHT * RANK_PRIOR_MEAN + reviewScoreSum) / (RANK_PRIOR_WEIGHT + reviewCount);
  const rank = bayesian + RANK_HOURS_WEIGHT * Math.log10(1 + Math.max(0, hoursTutored));
  return Math.round(rank * 1e6) / 1e6;
}

function teachKeysOf(subjects: readonly SubjectCategory[], classes: readonly TutorClass[]): string[] {
  const keys = new Set<string>();
  for (const tutorClass of classes) keys.add(tutorClass.courseKey);
  for (const tutorClass of classes) keys.add(subjectKeyOf(tutorClass.subject));
  for (const subject of subjects) keys.add(subjectKeyOf(subject));
  return [...keys].map(shared);
}

export function searchKeysOf(tutor: TutorFacts & Pick<TutorDerivedFields, 'teachKeys' | 'nameWords'>): string[] {
  if (!isSearchable(tutor)) return [];
  const keys = new Set<string>([shared(ALL_TUTORS_KEY)]);
  const online = tutor.sessionPreference !== 'in-person';
  const cell = tutor.sessionPreference !== 'online' && tutor.location ? cellOf(tutor.location) : null;
  // Every key added is a shared string already.
  for (const courseKey of tutor.teachKeys) {
    keys.add(sharedTeachesKey(courseKey));
    if (online) {
      keys.add(sharedOnlineKey(courseKey));
      for (const grade of tutor.gradesForTutoring) keys.add(sharedOnlineGradeKey(courseKey, grade));
    }
    if (cell) keys.add(shared(localKey(cell, courseKey)));
  }
  for (const grade of tutor.gradesForTutoring) keys.add(sharedGradeKey(grade));
  for (const word of tutor.nameWords) for (const key of sharedNamePrefixKeys(word)) keys.add(key);
  if (tutor.school) {
    keys.add(shared(schoolNameKey(tutor.school.name)));
    keys.add(shared(schoolPlaceKey(tutor.school.name, tutor.school.city, tutor.school.state)));
    if (tutor.school.id) keys.add(shared(schoolIdKey(tutor.school.id)));
  }
  return [...keys];
}

type Fields = TutorFacts & { _id: string };

/** The facts the search keys are made of; the keys are worked out again only when one of them changes. */
const KEYED_FACTS = ['profileId', 'isVisible', 'hasSignedAgreement', 'isOnboarded', 'sessionPreference', 'location', 'gradesForTutoring', 'school'] as const;

/**
 * The derived fields (totals, keys, rank) for new facts. What `previous` derived from the same
 * facts is reused: most events (a bio, a wage, a review) leave the name, the courses and the keys
 * as they were, and working those out is most of the cost of a rebuild.
 */
function withDerivedFields(fields: Fields, position: number, previous: TutorSearchDocument | null): TutorSearchDocument {
  const reviewCount = fields.reviewScores.length;
  const reviewScoreSum = fields.reviewScores.reduce((sum, review) => sum + review.score, 0);
  const sameName = previous !== null && previous.firstName === fields.firstName && previous.lastName === fields.lastName;
  const sameCourses = previous !== null && previous.subjects === fields.subjects && previous.classes === fields.classes;
  const nameWords = sameName ? previous.nameWords : nameWordsOf(fields.firstName, fields.lastName).map(shared);
  const teachKeys = sameCourses ? previous.teachKeys : teachKeysOf(fields.subjects, fields.classes);
  const sameKeys = sameName && sameCourses && KEYED_FACTS.every((fact) => previous[fact] === fields[fact]);
  // One new document per event (an intermediate one only when the keys are worked out again): a
  // rebuild evolves every tutor some fifteen times, and each copy of the whole document counts.
  const avgReviewScore = reviewCount > 0 ? roundToTenth(reviewScoreSum / reviewCount) : null;
  const hoursTutored = roundToTenth(fields.importedHours + (fields.sessionHours ?? 0));
  // Every field written out, facts and derived ones: each tutor of a rebuilt read model then shares
  // one hidden class with its fields in the object itself. Opening with a spread of the facts and
  // adding the derived keys gave every tutor a hidden class of its own in V8 (Node 20); putting the
  // derived keys first left the facts out of the object, a pointer further for every search to read.
  return {
    _id: fields._id,
    firstName: fields.firstName,
    lastName: fields.lastName,
    profileId: fields.profileId,
    profilePageId: fields.profilePageId,
    profileCreatedAt: fields.profileCreatedAt,
    bio: fields.bio,
    hourlyWage: fields.hourlyWage,
    school: fields.school,
    isHighSchoolTutor: fields.isHighSchoolTutor,
    gradesForTutoring: fields.gradesForTutoring,
    subjects: fields.subjects,
    classes: fields.classes,
    sessionPreference: fields.sessionPreference,
    location: fields.location,
    isVisible: fields.isVisible,
    hasSignedAgreement: fields.hasSignedAgreement,
    isOnboarded: fields.isOnboarded,
    availability: fields.availability,
    reviewScores: fields.reviewScores,
    importedHours: fields.importedHours,
    timeZoneId: fields.timeZoneId,
    profilePicture: fields.profilePicture,
    ...(fields.sessionHours !== undefined ? { sessionHours: fields.sessionHours } : {}),
    onboarding: fields.onboarding,
    nameWords,
    teachKeys,
    reviewCount,
    reviewScoreSum,
    avgReviewScore,
    hoursTutored,
    searchKeys: sameKeys ? previous.searchKeys : searchKeysOf({ nameWords, teachKeys, ...fields }),
    rank: rankOf(reviewScoreSum, reviewCount, fields.importedHours + (fields.sessionHours ?? 0)),
    card: tutorCardAfter(previous, { reviewCount, avgReviewScore, hoursTutored, ...fields }),
    _position: position,
  };
}

function blankTutor(tutorId: string, firstName = '', lastName = ''): Fields {
  return {
    _id: tutorId,
    firstName,
    lastName,
    profileId: null,
    profilePageId: null,
    profileCreatedAt: null,
    bio: null,
    hourlyWage: null,
    school: null,
    isHighSchoolTutor: false,
    gradesForTutoring: [],
    subjects: [],
    classes: [],
    sessionPreference: 'no-preference',
    location: null,
    isVisible: false,
    hasSignedAgreement: false,
    isOnboarded: false,
    availability: { daily: [], description: null },
    reviewScores: [],
    importedHours: 0,
    timeZoneId: null,
    profilePicture: null,
    onboarding: NEW_ONBOARDING,
  };
}

function factsOf(document: Fields): Fields {
  return {
    _id: document._id,
    firstName: document.firstName,
    lastName: document.lastName,
    profileId: document.profileId,
    profilePageId: document.profilePageId,
    profileCreatedAt: document.profileCreatedAt,
    bio: document.bio,
    hourlyWage: document.hourlyWage,
    school: document.school,
    isHighSchoolTutor: document.isHighSchoolTutor,
    gradesForTutoring: document.gradesForTutoring,
    subjects: document.subjects,
    classes: document.classes,
    sessionPreference: document.sessionPreference,
    location: document.location,
    isVisible: document.isVisible,
    hasSignedAgreement: document.hasSignedAgreement,
    isOnboarded: document.isOnboarded,
    availability: document.availability,
    reviewScores: document.reviewScores,
    importedHours: document.importedHours,
    timeZoneId: document.timeZoneId ?? null,
    profilePicture: document.profilePicture ?? null,
    ...(document.sessionHours ? { sessionHours: document.sessionHours } : {}),
    onboarding: document.onboarding ?? NEW_ONBOARDING,
  };
}

type TutorSearchEvent = UserSignedUp | TutorProfileTypeAdded | UserDeleted | ProfileDetailsEdited | TutorProfileEvent | ReviewEvent;

/**
 * The tutor's fields after one profile event. Short values that thousands of tutors repeat
 * (courses, subjects, grades, cities) are kept as one shared string each.
 */
function evolveProfile(fields: Fields, event: TutorProfileEvent): Fields {
  switch (event.type) {
    case 'TutorProfileCreated':
      return { ...fields, profileId: event.data.profileId, profilePageId: event.data.profilePageId, profileCreatedAt: event.data.createdAt };
    case 'TutorBioEdited':
      return { ...fields, bio: event.data.bio };
    case 'TutorHourlyWageSet':
      return { ...fields, hourlyWage: event.data.hourlyWage };
    case 'TutorAvailabilityEdited':
      return {
        ...fields,
        availability: {
          daily: event.data.dailyAvailability.map((day) => ({ day: shared(day.day), times: day.times.map(shared) })),
          description: event.data.availabilityDescription,
        },
      };
    case 'TutorLocationSet': {
      const { zipCode, city, state, latitude, longitude } = event.data;
      return { ...fields, location: { zip: shared(zipCode), city: shared(city), state: shared(state), latitude, longitude } };
    }
    case 'TutorSessionPreferenceSet':
      return { ...fields, sessionPreference: shared(event.data.sessionPreference) };
    case 'TutorVisibilitySet':
      return { ...fields, isVisible: event.data.isVisible };
    case 'TutorAgreementSigned':
      return { ...fields, hasSignedAgreement: true, onboarding: { ...fields.onboarding, agreementVersion: event.data.agreementVersion ?? null } };
    case 'TutorOnboarded':
      return { ...fields, isOnboarded: true, onboarding: { ...fields.onboarding, status: 'onboarded', onboardedAt: event.data.onboardedAt } };
    case 'TutorQuizAttempted':
      return { ...fields, onboarding: { ...fields.onboarding, quizPassed: fields.onboarding.quizPassed || event.data.passed } };
    case 'TutorOnboardingVideoLinkSet':
      return { ...fields, onboarding: { ...fields.onboarding, videoLink: event.data.videoLink } };
    case 'TutorOnboardingSubmitted':
      return {
        ...fields,
        onboarding: {
          ...fields.onboarding,
          status: fields.isOnboarded ? 'onboarded' : 'submitted',
          submittedAt: event.data.submittedAt,
          payoutMethod: event.data.payoutMethod,
        },
      };
    case 'TutorOnboardingSentBack':
      return { ...fields, onboarding: { ...fields.onboarding, status: fields.isOnboarded ? 'onboarded' : 'applying', sentBackReason: event.data.reason } };
    case 'TutorAddedToActiveList':
      return { ...fields, onboarding: { ...fields.onboarding, isOnActiveList: true } };
    case 'TutoredSessionRecorded':
      return { ...fields, sessionHours: (fields.sessionHours ?? 0) + event.data.hours };
    case 'TutorSchoolSet': {
      const { id, name, city, state } = event.data.school;
      return { ...fields, school: { id: id === null ? null : shared(id), name: shared(name), city: shared(city), state: shared(state) }, isHighSchoolTutor: event.data.isHighSchoolTutor };
    }
    case 'TutorGradesForTutoringSet':
      return { ...fields, gradesForTutoring: event.data.gradesForTutoring.map(shared) };
    case 'TutorSubjectsSet':
      return { ...fields, subjects: event.data.subjects.map(shared) };
    case 'TutorClassesAdded': {
      const known = new Set(fields.classes.map((tutorClass) => tutorClass.courseKey));
      const added = event.data.classes.filter((tutorClass) => !known.has(tutorClass.courseKey));
      const sharedClass = ({ courseKey, course, subject, school, teacher, isHighSchoolClass }: TutorClass): TutorClass => ({
        courseKey: shared(courseKey),
        course: shared(course),
        subject: shared(subject),
        school: school === null ? null : shared(school),
        teacher: teacher === null ? null : shared(teacher),
        isHighSchoolClass,
      });
      return { ...fields, classes: [...fields.classes, ...added.map(sharedClass)] };
    }
    case 'TutorClassesRemoved': {
      const removed = new Set(event.data.courseKeys);
      return { ...fields, classes: fields.classes.filter((tutorClass) => !removed.has(tutorClass.courseKey)) };
    }
    case 'PastTutoringHoursImported':
      return { ...fields, importedHours: fields.importedHours + event.data.hours };
    case 'TutorClassEdited': {
      const { courseKey, course, subject, school, teacher, isHighSchoolClass } = event.data.tutorClass;
      const edited: TutorClass = {
        courseKey: shared(courseKey),
        course: shared(course),
        subject: shared(subject),
        school: school === null ? null : shared(school),
        teacher: teacher === null ? null : shared(teacher),
        isHighSchoolClass,
      };
      return { ...fields, classes: fields.classes.map((tutorClass) => (tutorClass.courseKey === courseKey ? edited : tutorClass)) };
    }
    case 'TutorTimeZoneSet':
      return { ...fields, timeZoneId: shared(event.data.timeZoneId) };
    case 'TutorProfilePictureSet':
      return { ...fields, profilePicture: { fileId: event.data.fileId, rotation: event.data.rotation } };
    default:
      return assertNever(event);
  }
}

/**
 * The tutor's document after one event; null when the event concerns no tutor known here. Only
 * users who sign up as tutors get a document from UserSignedUp; a profile event for anyone else
 * still builds one (without a name), so no profile is ever lost.
 */
export function evolveTutorSearchDocument(current: TutorSearchDocument | null, event: TutorSearchEvent, position: number): TutorSearchDocument | null {
  const next = evolveTutorFacts(current, event);
  return next === null || next === current ? (next as TutorSearchDocument | null) : withDerivedFields(next, position, current);
}

/**
 * The tutor's facts after one event: `current` itself when the event changes none of them, null
 * when it concerns no tutor known here. `current` may be whole or, during a build, facts only.
 */
function evolveTutorFacts<D extends Fields>(current: D | null, event: TutorSearchEvent): Fields | D | null {
  switch (event.type) {
    case 'UserSignedUp': {
      if (!event.data.profileTypes.includes('TUTOR')) return current;
      const fields = current ? factsOf(current) : blankTutor(event.data.userId);
      return { ...fields, firstName: event.data.firstName, lastName: event.data.lastName };
    }
    case 'TutorProfileTypeAdded': {
      const fields = current ? factsOf(current) : blankTutor(event.data.userId);
      return { ...fields, firstName: event.data.firstName, lastName: event.data.lastName };
    }
    case 'UserDeleted': {
      // A deleted tutor is found by no search and shows no name, bio or picture; hours and reviews stay.
      if (!current) return null;
      return { ...factsOf(current), firstName: DELETED_USER_NAME, lastName: '', bio: '', isVisible: false, profilePicture: null };
    }
    case 'ProfileDetailsEdited': {
      // A tutor renamed on edit-profile is found and shown by the new name; other edits, and other users, change nothing here.
      const { firstName, lastName } = event.data.changes;
      if (!current || (firstName === undefined && lastName === undefined)) return current;
      const fields = factsOf(current);
      return { ...fields, firstName: firstName ?? fields.firstName, lastName: lastName ?? fields.lastName };
    }
    case 'ReviewAdded':
    case 'ReviewEdited': {
      if (!current) return null;
      const { reviewId, score } = event.data;
      const fields = factsOf(current);
      const others = fields.reviewScores.filter((review) => review.reviewId !== reviewId);
      return { ...fields, reviewScores: [...others, { reviewId, score }] };
    }
    default: {
      const fields = current ? factsOf(current) : blankTutor(event.data.tutorId);
      return evolveProfile(fields, event);
    }
  }
}

/** A tutor document as a build keeps it between two writes to the store: whole, or its facts alone (no search keys yet). */
type KeptTutor = Fields & ProjectedDocument & Partial<TutorDerivedFields>;

/**
 * The whole document of a kept one (see `completeOnWrite`): the derived fields worked out once per
 * write to the store, from the facts alone; `stored`'s are reused where its facts are the same.
 */
function completeTutorDocument(doc: Document, stored: Document | null): Document {
  const kept = doc as KeptTutor;
  if (kept.searchKeys !== undefined) return doc;
  const { _position: position, ...fields } = kept;
  const previous = stored as TutorSearchDocument | null;
  return withDerivedFields(fields, position, previous && previous.searchKeys !== undefined ? previous : null);
}

/** The facts the local keys (`l:<cell>:<courseKey>`) are made of: when they are the very same values, so are the keys. */
const LOCAL_KEYED_FACTS = ['profileId', 'isVisible', 'hasSignedAgreement', 'isOnboarded', 'sessionPreference', 'location', 'subjects', 'classes'] as const;

/** The tutor's local keys, in the order `searchKeysOf` gives them. */
function localKeysOf(tutor: TutorFacts): string[] {
  if (!isSearchable(tutor) || tutor.sessionPreference === 'online' || !tutor.location) return [];
  const cell = cellOf(tutor.location);
  return teachKeysOf(tutor.subjects, tutor.classes).map((courseKey) => localKey(cell, courseKey));
}

function tutorIdOf(event: TutorSearchEvent): string {
  return event.type === 'UserSignedUp' || event.type === 'TutorProfileTypeAdded' || event.type === 'UserDeleted' || event.type === 'ProfileDetailsEdited' ? event.data.userId : event.data.tutorId;
}

/** The local keys (`l:<cell>:<courseKey>`) of `keys` that `others` lacks. */
function localKeysNotIn(keys: readonly string[], others: readonly string[]): string[] {
  const inOthers = new Set(others);
  return keys.filter((key) => !inOthers.has(key) && localKeyParts(key) !== null);
}

/**
 * Counts tutors in or out of their cells' local-cells documents, one write per local key. A read
 * and a replacement rather than an `$inc`: the embedded store parses an update document and copies
 * the whole block document for it, on some 85,000 writes in a rebuild of the 50k seed. The projection
 * is its collection's only writer, so nothing comes in between.
 */
async function shiftLocalCells(cells: Collection<TutorLocalCellsDocument>, keys: readonly string[], by: 1 | -1): Promise<void> {
  for (const key of keys) {
    const { cell, courseKey } = localKeyParts(key) as { cell: string; courseKey: string };
    const id = localCellsId(courseKey, blockOfCell(cell));
    const current = await cells.findOne({ _id: id }, { readOnly: true });
    const counts = { ...current?.cells, [cell]: (current?.cells[cell] ?? 0) + by };
    await cells.replaceOne({ _id: id }, { _id: id, cells: counts }, { upsert: true, handOver: true });
  }
}

/** Per build (its write-behind store): whether it leaves the local cells to `finishBuild`. */
const cellsLeftToBuildEnd = new WeakMap<ProjectionStore, boolean>();

/**
 * Whether this build leaves the local cells to its end: it does when it began on an empty read
 * model (it finds no counts and writes the marker), or resumed one that did (it finds the marker).
 * A build on a read model restored with its counts counts as it goes.
 */
async function leavesCellsToBuildEnd(store: ProjectionStore): Promise<boolean> {
  const known = cellsLeftToBuildEnd.get(store);
  if (known !== undefined) return known;
  const cells = store.collection<TutorLocalCellsDocument>(TUTOR_LOCAL_CELLS_COLLECTION);
  let leaves = (await cells.findOne({ _id: CELLS_COUNTED_AT_BUILD_END_ID })) !== null;
  if (!leaves && (await cells.count()) === 0) {
    await cells.insertOne({ _id: CELLS_COUNTED_AT_BUILD_END_ID, cells: {} });
    leaves = true;
  }
  cellsLeftToBuildEnd.set(store, leaves);
  return leaves;
}

/**
 * The local cells of every searchable tutor, counted from their search keys: what `finishBuild`
 * writes, one document per course and block, with only the cells that have tutors.
 */
async function countedLocalCells(tutors: Collection<TutorSearchDocument>): Promise<TutorLocalCellsDocument[]> {
  const byId = new Map<string, Record<string, number>>();
  for (const { searchKeys } of await tutors.find({}, { projection: { searchKeys: 1 }, readOnly: true })) {
    for (const key of searchKeys ?? []) {
      const parts = localKeyParts(key);
      if (parts === null) continue;
      const id = localCellsId(parts.courseKey, blockOfCell(parts.cell));
      let cells = byId.get(id);
      if (cells === undefined) byId.set(id, (cells = {}));
      cells[parts.cell] = (cells[parts.cell] ?? 0) + 1;
    }
  }
  return Array.from(byId, ([_id, cells]) => ({ _id, cells }));
}

/** Documents a count writes at a time: one after another, a production store would take a round trip each. */
const CELLS_WRITTEN_AT_ONCE = 256;

/**
 * `apply` during a build: the tutor's new facts are written as they are (completed when the store
 * gets them), and, unless the build leaves them to its end, the local cells counted in and out as
 * the keys the facts give would have them.
 */
async function applyKeepingFacts(tutorEvent: TutorSearchEvent, position: number, store: ProjectionStore): Promise<void> {
  const tutors = store.collection<KeptTutor>(TUTOR_SEARCH_COLLECTION);
  const tutorId = tutorIdOf(tutorEvent);
  const current = await tutors.findOne({ _id: tutorId }, { readOnly: true });
  if (current && current._position >= position) return;
  const next = evolveTutorFacts(current, tutorEvent);
  if (await leavesCellsToBuildEnd(store)) {
    await writeEvolved(tutors, tutorId, current, next as KeptTutor | null, position);
    return;
  }
  const keysMayChange = current === null || next === null || LOCAL_KEYED_FACTS.some((fact) => current[fact] !== next[fact]);
  const before = keysMayChange && current ? localKeysOf(current) : [];
  const after = keysMayChange && next ? localKeysOf(next) : [];
  const cells = store.collection<TutorLocalCellsDocument>(TUTOR_LOCAL_CELLS_COLLECTION);
  // In the same order as `apply`: counted in before the tutor's document changes, out after.
  if (after.length > 0) await shiftLocalCells(cells, localKeysNotIn(after, before), 1);
  // Stamped with the event's position by writeEvolved.
  await writeEvolved(tutors, tutorId, current, next as KeptTutor | null, position);
  if (before.length > 0) await shiftLocalCells(cells, localKeysNotIn(before, after), -1);
}

export const tutorSearchProjection: ProjectionDefinition = {
  name: 'tutor-search',
  // 2: the time zone and the profile picture; 3: search finds only onboarded tutors, and documents carry the onboarding checklist; 4: names edited on edit-profile; 5: and deleted users scrubbed;
  // 6: the local-cells collection; 7: each tutor's card, as search results show it.
  version: 7,
  handles: ['UserSignedUp', 'TutorProfileTypeAdded', 'UserDeleted', 'ProfileDetailsEdited', ...TUTOR_PROFILE_EVENT_TYPES, ...REVIEW_EVENT_TYPES],
  collections: [TUTOR_SEARCH_COLLECTION, TUTOR_LOCAL_CELLS_COLLECTION],
  async setup(store) {
    const tutors = store.collection(TUTOR_SEARCH_COLLECTION);
    await tutors.createIndex(SEARCH_INDEX);
    await tutors.createIndex({ keys: { profileId: 1 }, name: 'by_profile_id' });
    await tutors.createIndex({ keys: { profilePageId: 1 }, name: 'by_profile_page_id' });
    await tutors.createIndex({ keys: { 'onboarding.status': 1, 'onboarding.submittedAt': 1, _id: 1 }, name: 'by_onboarding_status' });
  },
  // While it builds, a tutor's documents are kept as facts and made whole once per flush: a tutor's
  // fifteen-odd onboarding events in a row each worked out the keys, totals and card anew.
  completeOnWrite: { [TUTOR_SEARCH_COLLECTION]: completeTutorDocument },
  // The local cells a build left to its end, counted from the built tutors. The marker goes last, so
  // a build stopped in between counts again when it next ends.
  async finishBuild(store) {
    const cells = store.collection<TutorLocalCellsDocument>(TUTOR_LOCAL_CELLS_COLLECTION);
    if ((await cells.findOne({ _id: CELLS_COUNTED_AT_BUILD_END_ID })) === null) return;
    const counted = await countedLocalCells(store.collection<TutorSearchDocument>(TUTOR_SEARCH_COLLECTION));
    await cells.deleteMany({ _id: { $ne: CELLS_COUNTED_AT_BUILD_END_ID } });
    for (let from = 0; from < counted.length; from += CELLS_WRITTEN_AT_ONCE) {
      await Promise.all(counted.slice(from, from + CELLS_WRITTEN_AT_ONCE).map((document) => cells.insertOne(document)));
    }
    await cells.deleteOne({ _id: CELLS_COUNTED_AT_BUILD_END_ID });
  },
  async apply(event: RecordedEvent, store) {
    const tutorEvent = { type: event.type, data: event.data } as TutorSearchEvent;
    if (tutorEvent.type === 'UserSignedUp' && !tutorEvent.data.profileTypes.includes('TUTOR')) return;
    if (store.completesOnWrite?.(TUTOR_SEARCH_COLLECTION) === true) return applyKeepingFacts(tutorEvent, event.position, store);
    const tutors = store.collection<TutorSearchDocument>(TUTOR_SEARCH_COLLECTION);
    const tutorId = tutorIdOf(tutorEvent);
    // The store's own frozen document: evolving builds a new one and never changes it, and a
    // rebuild then spares a deep copy (and a deep freeze) of every tutor on each of their events.
    const current = await tutors.findOne({ _id: tutorId }, { readOnly: true });
    if (current && current._position >= event.position) return;
    const next = evolveTutorSearchDocument(current, tutorEvent, event.position);
    const before = current?.searchKeys ?? [];
    const after = next?.searchKeys ?? [];
    const cells = store.collection<TutorLocalCellsDocument>(TUTOR_LOCAL_CELLS_COLLECTION);
    // Counted in before the tutor's document changes and out after: a crash in between leaves a
    // count too high (one needless lookup), never too low (a tutor not found).
    if (before !== after) await shiftLocalCells(cells, localKeysNotIn(after, before), 1);
    await writeEvolved(tutors, tutorId, current, next, event.position);
    if (before !== after) await shiftLocalCells(cells, localKeysNotIn(before, after), -1);
  },
};

// ---------------------------------------------------------------------------------------------
// Readers

/** The fields a tutor is shown with (everything but the search machinery), fetched as a projection. */
export const TUTOR_VIEW_FIELDS = {
  firstName: 1,
  lastName: 1,
  profileId: 1,
  profilePageId: 1,
  bio: 1,
  hourlyWage: 1,
  school: 1,
  isHighSchoolTutor: 1,
  gradesForTutoring: 1,
  subjects: 1,
  classes: 1,
  sessionPreference: 1,
  location: 1,
  isVisible: 1,
  hasSignedAgreement: 1,
  isOnboarded: 1,
  availability: 1,
  reviewCount: 1,
  avgReviewScore: 1,
  hoursTutored: 1,
  timeZoneId: 1,
  profilePicture: 1,
} as const satisfies Partial<Record<keyof TutorSearchDocument, 1>>;

export type TutorView = Pick<TutorSearchDocument, '_id' | keyof typeof TUTOR_VIEW_FIELDS>;

export function tutorSearchCollection(readModels: ReadModels) {
  return readModels.collection<TutorSearchDocument>(TUTOR_SEARCH_COLLECTION);
}

export function findTutorById(readModels: ReadModels, tutorId: string): Promise<TutorSearchDocument | null> {
  return tutorSearchCollection(readModels).findOne({ _id: tutorId });
}

export function findTutorByProfileId(readModels: ReadModels, profileId: string): Promise<TutorSearchDocument | null> {
  return tutorSearchCollection(readModels).findOne({ profileId });
}

export function findTutorByProfilePageId(readModels: ReadModels, profilePageId: string): Promise<TutorSearchDocument | null> {
  return tutorSearchCollection(readModels).findOne({ profilePageId });
}

/** The tutors with these ids as they are shown, in the order of `ids` (ids without a tutor are left out). */
export async function findTutorViews(readModels: ReadModels, ids: readonly string[]): Promise<TutorView[]> {
  if (ids.length === 0) return [];
  const found = await tutorSearchCollection(readModels).find({ _id: { $in: [...ids] } }, { projection: TUTOR_VIEW_FIELDS, readOnly: true });
  const byId = new Map(found.map((tutor) => [tutor._id, tutor as TutorView]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * The cells that have tutors with the local key of a course, in the blocks whose local-cells
 * documents are named (`localCellsIds`, see localCellsId): one document read per block. A block
 * document names only the cells that have had such tutors, mostly a few of its 25, and each cell
 * is in one block, so each comes once. The blocks of an area reach past its circle: the caller
 * keeps the cells of its area.
 */
export async function occupiedCells(readModels: ReadModels, localCellsIds: readonly string[]): Promise<string[]> {
  const found = await readModels.collection<TutorLocalCellsDocument>(TUTOR_LOCAL_CELLS_COLLECTION).find({ _id: { $in: localCellsIds } }, { readOnly: true });
  const occupied: string[] = [];
  for (const { cells } of found) {
    for (const cell in cells) if (cells[cell] > 0) occupied.push(cell);
  }
  return occupied;
}

/** Best-ranked first, then by id: the order of the search index. */
export const BY_RANK = { rank: -1, _id: 1 } as const;

/** A tutor's stored card, and where they are (a local search measures the distance). */
export type TutorCardView = Pick<TutorSearchDocument, '_id' | 'card' | 'location'>;
const TUTOR_CARD_FIELDS = { card: 1, location: 1 } as const;

/** The cards of the tutors with these ids, in the order of `ids` (ids without a tutor are left out). */
export async function findTutorCards(readModels: ReadModels, ids: readonly string[]): Promise<TutorCardView[]> {
  if (ids.length === 0) return [];
  const found = await tutorSearchCollection(readModels).find({ _id: { $in: [...ids] } }, { projection: TUTOR_CARD_FIELDS, readOnly: true });
  const byId = new Map(found.map((tutor) => [tutor._id, tutor as TutorCardView]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The cards of a page of the tutors matching a search-index filter, best-ranked first. */
export async function findRankedTutorCards(readModels: ReadModels, filter: Filter, skip: number, limit: number): Promise<TutorCard[]> {
  const found = await tutorSearchCollection(readModels).find(filter, { sort: BY_RANK, skip, limit, projection: TUTOR_CARD_FIELDS, readOnly: true });
  return found.map((tutor) => (tutor as TutorCardView).card);
}
