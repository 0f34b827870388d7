import { Callout, H2, NonIdealState, Spinner } from '@blueprintjs/core';
import { useCallback, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { TIMES_OF_DAY, WEEKDAYS } from '../../../../../backend/domain/catalog/catalog.vocabulary';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useErrorText } from '../../../lib/form-messages';
import { EditorTutor } from '../graphql/editor-tutor-fields';
import { useMyTutorProfile } from '../graphql/get-my-tutor-profile';
import { roundedHourlyWage } from '../hourly-wage';
import { AboutForm, AboutValues } from './AboutForm';
import { ProfilePictureEditor } from './ProfilePictureEditor';
import { ProfilePreview } from './ProfilePreview';
import { TutorOnly } from '../../../components/tutor/TutorOnly';
import './tutor-profile-editor.css';

/** The tutor as the preview shows them: the saved profile with the values being typed. */
function withDraft(tutor: EditorTutor, draft: AboutValues | null): EditorTutor {
  if (!draft) return tutor;
  return {
    ...tutor,
    bio: draft.bio.trim() || null,
    hourlyWage: roundedHourlyWage(draft.hourlyWage) ?? tutor.hourlyWage,
    avaliabilityDesc: draft.availabilityDescription.trim() || null,
    dailyAvaliability: WEEKDAYS.map((day) => ({ __typename: 'DayAvailability' as const, day, times: TIMES_OF_DAY.filter((time) => draft.slots.includes(`${day}:${time}`)) })).filter(
      (day) => day.times.length > 0,
    ),
  };
}

/** /edit-profile, /dashboard/edit-profile/home and /account-settings/edit-profile: the tutor's own profile, with a live preview. */
export function EditProfilePage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'profileEditor.title' }));
  return (
    <TutorOnly notTutorMessageId="profileEditor.tutorsOnly">
      <ProfileEditor />
    </TutorOnly>
  );
}

function ProfileEditor() {
  const intl = useIntl();
  const { data, loading, error, refetch } = useMyTutorProfile();
  const errorText = useErrorText();
  const [draft, setDraft] = useState<AboutValues | null>(null);
  const onChange = useCallback((values: AboutValues) => setDraft(values), []);
  const reload = useCallback(() => refetch(), [refetch]);
  const tutor = data?.getMyTutorProfile ?? null;
  const preview = useMemo(() => (tutor ? withDraft(tutor, draft) : null), [tutor, draft]);

  if (!tutor && loading) return <Spinner />;
  if (!tutor) return <NonIdealState icon="error" title={error ? errorText(error) : <FormattedMessage id="profileEditor.notFound" />} />;
  return (
    <div className="profile-editor">
      <H2>
        <FormattedMessage id="profileEditor.heading" />
      </H2>
      <nav className="profile-editor-links" aria-label={intl.formatMessage({ id: 'profileEditor.links.label' })}>
        <Link to="/edit-profile/add-courses">
          <FormattedMessage id="profileEditor.links.courses" />
        </Link>
        <Link to="/account-settings/school-and-courses">
          <FormattedMessage id="profileEditor.links.school" />
        </Link>
        <Link to="/account-settings/location">
          <FormattedMessage id="profileEditor.links.location" />
        </Link>
        <Link to="/account-settings/visibility">
          <FormattedMessage id="profileEditor.links.visibility" />
        </Link>
      </nav>
      {!tutor.isVisible && (
        <Callout intent="primary" icon="eye-off" className="profile-editor-hidden">
          <FormattedMessage id="profileEditor.hidden" />
        </Callout>
      )}
      <div className="profile-editor-columns">
        <div className="profile-editor-forms">
          <ProfilePictureEditor tutor={tutor} onReload={reload} />
          <AboutForm tutor={tutor} onReload={reload} onChange={onChange} />
        </div>
        {preview && <ProfilePreview tutor={preview} />}
      </div>
    </div>
  );
}
