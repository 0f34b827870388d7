import { GRADE_LEVELS, GradeLevel } from '../../domain/catalog/catalog.vocabulary';
import {
  shownBoolean,
  shownEnumList,
  shownInt,
  shownList,
  shownNumber,
  shownOptionalInt,
  shownOptionalNumber,
  shownOptionalText,
  shownText,
  shownTextList,
} from '../runner/shown-values';
import type { TutorFacts, TutorDerivedFields } from './tutor-search.projection';

/** A tutor as search results, profile pages and profile mutations show them: the GraphQL `Tutor` type's shape. */
export interface TutorCard {
  id: string;
  profileId: string;
  profilePageId: string;
  firstName: string;
  lastInitial: string;
  school: { id: string | null; name: string; city: string; state: string } | null;
  isHighSchoolTutor: boolean;
  bio: string | null;
  hourlyWage: number | null;
  avgReviewScore: number | null;
  reviewCount: number;
  hoursTutored: number;
  subjects: string[];
  classes: Array<{ courseKey: string; course: string; subject: string; school: string | null; teacher: string | null; isHighSchoolClass: boolean }>;
  teaches: string[];
  gradesForTutoring: GradeLevel[];
  sessionPreference: string;
  avaliabilityDesc: string | null;
  dailyAvaliability: Array<{ day: string; times: string[] }>;
  location: { zip: string; city: string; state: string } | null;
  /** Miles from a searched ZIP code: null on the stored card, set on local search results. */
  distanceMiles: number | null;
  isVisible: boolean;
  hasSignedAgreement: boolean;
  isOnboarded: boolean;
  profilePicture: { src: string; rotation: number } | null;
  timeZoneId: string | null;
}

/** What a card is made of: the tutor document's shown facts. */
export const CARD_SOURCE_FIELDS = [
  '_id',
  'firstName',
  'lastName',
  'profileId',
  'profilePageId',
  'bio',
  'hourlyWage',
  'school',
  'isHighSchoolTutor',
  'gradesForTutoring',
  'subjects',
  'classes',
  'sessionPreference',
  'location',
  'isVisible',
  'hasSignedAgreement',
  'isOnboarded',
  'availability',
  'reviewCount',
  'avgReviewScore',
  'hoursTutored',
  'timeZoneId',
  'profilePicture',
] as const;

export type TutorCardSource = { _id: string } & Pick<TutorFacts & TutorDerivedFields, Exclude<(typeof CARD_SOURCE_FIELDS)[number], '_id'>>;

/** `previous`'s card when the facts it is made of are the very same values (an onboarding step changes none). */
export function tutorCardAfter(previous: CardedTutor | null, next: TutorCardSource): TutorCard {
  if (previous?.card && CARD_SOURCE_FIELDS.every((field) => previous[field] === next[field])) return previous.card;
  return tutorCardOf(next, previous?.card ? previous : null);
}

/** A tutor document with its card. */
export type CardedTutor = TutorCardSource & { card: TutorCard };

/** Profile pictures are public (cards and profile pages show them to visitors), served by the tutors module. */
export function profilePictureSrc(tutorId: string, fileId: string): string {
  return `/profile-pictures/${encodeURIComponent(tutorId)}/${fileId}`;
}

/**
 * `shown` when it differs from `stored`, else `stored` itself: the card then holds the document's
 * own (frozen) array or object, so neither the heap nor a read-model snapshot keeps it twice.
 */
function sharedWhenSame<T extends object>(stored: unknown, shown: T, same: (stored: T) => boolean): T {
  return stored !== null && typeof stored === 'object' && same(stored as T) ? (stored as T) : shown;
}

const sameItems = <T>(stored: readonly T[], shown: readonly T[]) => stored.length === shown.length && stored.every((item, index) => item === shown[index]);

/**
 * The tutor's card, worked out once per change of the tutor's document (the projection stores it)
 * rather than on every search page that shows it. Every stored value goes through its fallback
 * (shown-values.ts): one odd profile never fails a search page. Values already as shown are the
 * document's own (the location with its coordinates too: GraphQL shows only the fields asked for).
 */
export function tutorCardOf(tutor: TutorCardSource, previous: CardedTutor | null = null): TutorCard {
  // A rebuild evolves each tutor some fifteen times, one fact an event: the parts of the previous
  // card whose facts are the very same values are kept rather than worked out again.
  const unchanged = (...fields: Array<keyof TutorCardSource>): CardedTutor | null => (previous && fields.every((field) => previous[field] === tutor[field]) ? previous : null);
  const classes =
    unchanged('classes')?.card.classes ??
    sharedList(
      tutor.classes,
      shownList<TutorCard['classes'][number]>(tutor.classes, 'tutor.classes')
        .filter((tutorClass) => tutorClass !== null && typeof tutorClass === 'object')
        .map((tutorClass) => {
          const shown = {
            courseKey: shownText(tutorClass.courseKey, '', 'tutor.class.courseKey'),
            course: shownText(tutorClass.course, '', 'tutor.class.course'),
            subject: shownText(tutorClass.subject, '', 'tutor.class.subject'),
            school: shownOptionalText(tutorClass.school, 'tutor.class.school'),
            teacher: shownOptionalText(tutorClass.teacher, 'tutor.class.teacher'),
            isHighSchoolClass: shownBoolean(tutorClass.isHighSchoolClass, false, 'tutor.class.isHighSchoolClass'),
          };
          return sharedWhenSame(tutorClass, shown, (stored) => sameFields(stored, shown));
        }),
    );
  const subjects = unchanged('subjects')?.card.subjects ?? sharedList(tutor.subjects, shownTextList(tutor.subjects, 'tutor.subjects'));
  const teaches = unchanged('classes', 'subjects')?.card.teaches ?? [...new Set([...classes.map((tutorClass) => tutorClass.course), ...subjects])];
  const school =
    unchanged('school')?.card.school ??
    (tutor.school
      ? sharedObject(tutor.school, {
          id: shownOptionalText(tutor.school.id, 'tutor.school.id'),
          name: shownText(tutor.school.name, '', 'tutor.school.name'),
          city: shownText(tutor.school.city, '', 'tutor.school.city'),
          state: shownText(tutor.school.state, '', 'tutor.school.state'),
        })
      : null);
  const location =
    unchanged('location')?.card.location ??
    (tutor.location
      ? sharedObject(tutor.location, {
          zip: shownText(tutor.location.zip, '', 'tutor.location.zip'),
          city: shownText(tutor.location.city, '', 'tutor.location.city'),
          state: shownText(tutor.location.state, '', 'tutor.location.state'),
        })
      : null);
  const sameAvailability = unchanged('availability');
  const availability = tutor.availability ?? { daily: [], description: null };
  const lastName = shownText(tutor.lastName, '', 'tutor.lastName');
  return {
    id: tutor._id,
    profileId: shownText(tutor.profileId ?? '', '', 'tutor.profileId'),
    profilePageId: shownText(tutor.profilePageId ?? '', '', 'tutor.profilePageId'),
    firstName: shownText(tutor.firstName, '', 'tutor.firstName'),
    lastInitial: lastName.charAt(0).toUpperCase(),
    school,
    isHighSchoolTutor: shownBoolean(tutor.isHighSchoolTutor, false, 'tutor.isHighSchoolTutor'),
    bio: shownOptionalText(tutor.bio, 'tutor.bio'),
    hourlyWage: shownOptionalInt(tutor.hourlyWage, 'tutor.hourlyWage'),
    avgReviewScore: shownOptionalNumber(tutor.avgReviewScore, 'tutor.avgReviewScore'),
    reviewCount: shownInt(tutor.reviewCount, 0, 'tutor.reviewCount'),
    hoursTutored: shownNumber(tutor.hoursTutored, 0, 'tutor.hoursTutored'),
    subjects,
    classes,
    teaches,
    gradesForTutoring:
      unchanged('gradesForTutoring')?.card.gradesForTutoring ??
      sharedList(tutor.gradesForTutoring, shownEnumList(GRADE_LEVELS, tutor.gradesForTutoring, 'tutor.gradesForTutoring') as GradeLevel[]),
    sessionPreference: shownText(tutor.sessionPreference, 'no-preference', 'tutor.sessionPreference'),
    avaliabilityDesc: sameAvailability ? sameAvailability.card.avaliabilityDesc : shownOptionalText(availability.description, 'tutor.availability.description'),
    dailyAvaliability:
      sameAvailability?.card.dailyAvaliability ??
      sharedList(
      availability.daily,
      shownList<TutorCard['dailyAvaliability'][number]>(availability.daily, 'tutor.availability.daily')
        .filter((day) => day !== null && typeof day === 'object')
        .map((day) => {
          const shown = { day: shownText(day.day, '', 'tutor.availability.day'), times: sharedList(day.times, shownTextList(day.times, 'tutor.availability.times')) };
          return sharedWhenSame(day, shown, (stored) => sameFields(stored, shown));
        }),
    ),
    location,
    distanceMiles: null,
    isVisible: shownBoolean(tutor.isVisible, false, 'tutor.isVisible'),
    hasSignedAgreement: shownBoolean(tutor.hasSignedAgreement, false, 'tutor.hasSignedAgreement'),
    isOnboarded: shownBoolean(tutor.isOnboarded, false, 'tutor.isOnboarded'),
    profilePicture:
      unchanged('_id', 'profilePicture')?.card.profilePicture ??
      (tutor.profilePicture && typeof tutor.profilePicture.fileId === 'string'
        ? { src: profilePictureSrc(tutor._id, tutor.profilePicture.fileId), rotation: shownInt(tutor.profilePicture.rotation, 0, 'tutor.profilePicture.rotation') }
        : null),
    timeZoneId: shownOptionalText(tutor.timeZoneId, 'tutor.timeZoneId'),
  };
}

/** The stored list when the shown one has the same items. */
function sharedList<T>(stored: unknown, shown: T[]): T[] {
  return sharedWhenSame(stored, shown, (list) => Array.isArray(list) && sameItems(list, shown));
}

/** The stored object when each shown field has the stored value (it may hold more, which GraphQL does not show). */
function sharedObject<T extends object>(stored: object, shown: T): T {
  return sharedWhenSame(stored, shown, (candidate) => sameFields(candidate, shown));
}

function sameFields<T extends object>(stored: T, shown: T): boolean {
  return Object.keys(shown).every((field) => stored[field as keyof T] === shown[field as keyof T]);
}
