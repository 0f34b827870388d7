import { TutoringRequestDetails, TutorRequestPreferences } from './tutoring-request.events';

export type { TutorRequestPreferences } from './tutoring-request.events';

/** The reusable part of a request: not its message or files, which belong to that one request. */
export function preferencesOf(details: TutoringRequestDetails): TutorRequestPreferences {
  const { subject, gradeLevel, sessionType, zipCode, city, state, daysAvailable, timeAvailable } = details;
  return { subject, gradeLevel, sessionType, zipCode, city, state, daysAvailable, timeAvailable };
}
