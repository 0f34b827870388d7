import { IntlShape } from 'react-intl';

/** The grade levels a request records (the form's Elementary, Middle School, High School, University). */
const GRADE_LEVELS = ['ELEMENTARY', 'MIDDLE_SCHOOL', 'HIGH_SCHOOL', 'COLLEGE'];

/** A request's grade level as shown, or null when it has none the screens know (each shows its own fallback). */
export function gradeLevelLabel(intl: IntlShape, gradeLevel: string | null | undefined): string | null {
  return gradeLevel && GRADE_LEVELS.includes(gradeLevel) ? intl.formatMessage({ id: `conversation.grade.${gradeLevel}` }) : null;
}
