import type { GetMyTutorProfileQuery } from '../../../lib/graphql/generated';
import { TUTOR_CARD_FIELDS } from '../../../components/tutor/tutor-card-fields';
import { TUTOR_PROFILE_FIELDS } from '../../../components/tutor/tutor-profile-fields';

/** The tutor as the editor holds it: what the card and the profile page show, and what the forms edit. */
export type EditorTutor = NonNullable<GetMyTutorProfileQuery['getMyTutorProfile']>;

/**
 * Every query and edit of the editor selects these, so each edit's answer updates the one cached
 * tutor and the preview shows it at once. `revision` goes back as `expectedRevision`.
 */
export const EDITOR_TUTOR_FIELDS = `
  ${TUTOR_CARD_FIELDS}
  ${TUTOR_PROFILE_FIELDS}
  revision
  isVisible
  timeZoneId
  classes {
    courseKey
    course
    subject
    school
    teacher
    isHighSchoolClass
  }
  location {
    zip
    city
    state
  }
`;
