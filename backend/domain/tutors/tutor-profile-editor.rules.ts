/**
 * Rules of the profile editor's own commands (editing a listed class, the time zone, the profile
 * picture) and their messages. Kept apart from tutor-profile.rules so the two grow independently.
 */
export const TutorProfileEditorMessages = {
  classNotListed: 'This class is not on your profile.',
  classSchoolTooLong: 'The school of a class can be at most 100 characters long.',
  classTeacherTooLong: 'The teacher of a class can be at most 100 characters long.',
  classCourseTooLong: 'A course name can be at most 100 characters long.',
  schoolNameTooLong: 'The name of your school can be at most 100 characters long.',
  schoolCityTooLong: "Your school's city can be at most 100 characters long.",
  tooManyClassesAtOnce: 'Please add at most 100 classes at a time.',
  /** spec (section 9): time zones limited to US zones with named labels */
  invalidTimeZone: 'Please choose a US time zone from the list.',
  invalidRotation: 'Please rotate the picture by a multiple of 90 degrees.',
  /** spec (uploads) */
  pictureMissing: 'No files were selected.',
  pictureNotImage: 'Please choose a PNG, JPEG, GIF or WebP picture.',
} as const;

export const MAX_CLASS_TEXT_LENGTH = 100;
export const MAX_SCHOOL_TEXT_LENGTH = 100;
/** One request adds or edits at most this many classes (the profile's own limit, MAX_CLASSES, is the same). */
export const MAX_CLASSES_PER_EDIT = 100;

/**
 * Spec section 9: "Time zones limited to US zones with named labels". The IANA id is what is
 * stored; the browser shows the label (translated) next to it.
 */
export const US_TIME_ZONES = [
  { id: 'America/New_York', label: 'Eastern Time' },
  { id: 'America/Chicago', label: 'Central Time' },
  { id: 'America/Denver', label: 'Mountain Time' },
  { id: 'America/Phoenix', label: 'Mountain Time - Arizona' },
  { id: 'America/Los_Angeles', label: 'Pacific Time' },
  { id: 'America/Anchorage', label: 'Alaska Time' },
  { id: 'Pacific/Honolulu', label: 'Hawaii-Aleutian Time' },
  { id: 'America/Puerto_Rico', label: 'Atlantic Time' },
  { id: 'Pacific/Guam', label: 'Chamorro Time' },
  { id: 'Pacific/Pago_Pago', label: 'Samoa Time' },
] as const;

export type UsTimeZoneId = (typeof US_TIME_ZONES)[number]['id'];

export function isUsTimeZoneId(value: string): value is UsTimeZoneId {
  return US_TIME_ZONES.some((zone) => zone.id === value);
}

/** A rotation in quarter turns, as 0, 90, 180 or 270; null when it is not a whole number of quarter turns. */
export function normaliseRotation(rotation: number): 0 | 90 | 180 | 270 | null {
  if (!Number.isInteger(rotation) || rotation % 90 !== 0) return null;
  return (((rotation % 360) + 360) % 360) as 0 | 90 | 180 | 270;
}

/** Picture types a browser shows in an <img>. */
export const PROFILE_PICTURE_TYPES: ReadonlySet<string> = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

/** Trimmed text or null when empty; `tooLong` when it is longer than `max`. */
export function boundedOptionalText(text: string | null | undefined, max: number): { value: string | null; tooLong: boolean } {
  const trimmed = text?.trim() ?? '';
  return { value: trimmed.length > 0 ? trimmed : null, tooLong: trimmed.length > max };
}
