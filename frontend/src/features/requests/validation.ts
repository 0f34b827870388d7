import { SessionType, Weekday } from './request-constants';

export type RequestField = 'subject' | 'gradeLevel' | 'zipCode' | 'daysAvailable' | 'timeAvailable' | 'firstMessage';

export interface RequestFormValues {
  subject: string;
  gradeLevel: string;
  sessionType: SessionType;
  zipCode: string;
  city: string;
  state: string;
  daysAvailable: Weekday[];
  timeAvailable: string;
  firstMessage: string;
}

/**
 * Spec section 5, Tutor request form: the checks the browser can make (the server also applies the
 * user-guidelines filter and answers with the same texts per field). Message ids by field.
 */
export function validateTutorRequest(values: RequestFormValues): Partial<Record<RequestField, string>> {
  const errors: Partial<Record<RequestField, string>> = {};
  if (values.subject.trim().length === 0) errors.subject = 'requests.validation.subject';
  if (values.gradeLevel.length === 0) errors.gradeLevel = 'requests.validation.gradeLevel';
  if (values.sessionType !== 'online' && (!values.zipCode || !values.city || !values.state)) errors.zipCode = 'requests.validation.zipCode';
  if (values.daysAvailable.length === 0) errors.daysAvailable = 'requests.validation.daysAvailable';
  if (values.timeAvailable.trim().length === 0) errors.timeAvailable = 'requests.validation.timeAvailable';
  return errors;
}

/** The form field a server field error belongs to (city and state are picked with the ZIP code). */
export function requestFieldOf(serverField: string): RequestField | undefined {
  const field = serverField.replace(/^input\./, '');
  if (field === 'city' || field === 'state') return 'zipCode';
  return (['subject', 'gradeLevel', 'zipCode', 'daysAvailable', 'timeAvailable', 'firstMessage'] as const).find((each) => each === field);
}
