import { H2, NonIdealState, Spinner } from '@blueprintjs/core';
import { ReactNode, useCallback } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink } from 'react-router-dom';
import { useErrorText } from '../../../lib/form-messages';
import { usePageTitle } from '../../../lib/usePageTitle';
import { EditorTutor } from '../graphql/editor-tutor-fields';
import { useMyTutorProfile } from '../graphql/get-my-tutor-profile';
import { TutorOnly } from '../../../components/tutor/TutorOnly';
import './tutor-profile-editor.css';

const LINKS = [
  ['/edit-profile', 'profileEditor.heading'],
  ['/account-settings/school-and-courses', 'profileEditor.links.school'],
  ['/account-settings/location', 'profileEditor.links.location'],
  ['/account-settings/visibility', 'profileEditor.links.visibility'],
] as const;

/** A page of the tutor's own settings: titled, for tutors only, with the profile loaded for `children`. */
export function TutorSettingsPage({ titleId, children }: { titleId: string; children: (tutor: EditorTutor, reload: () => Promise<unknown>) => ReactNode }) {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: titleId }));
  return (
    <TutorOnly notTutorMessageId="profileEditor.tutorsOnly">
      <div className="profile-editor">
        <H2>
          <FormattedMessage id={titleId} />
        </H2>
        <nav className="profile-editor-links" aria-label={intl.formatMessage({ id: 'profileEditor.links.label' })}>
          {LINKS.map(([to, id]) => (
            <NavLink key={to} to={to} end>
              <FormattedMessage id={id} />
            </NavLink>
          ))}
        </nav>
        <LoadedProfile>{children}</LoadedProfile>
      </div>
    </TutorOnly>
  );
}

function LoadedProfile({ children }: { children: (tutor: EditorTutor, reload: () => Promise<unknown>) => ReactNode }) {
  const { data, loading, error, refetch } = useMyTutorProfile();
  const errorText = useErrorText();
  const reload = useCallback(() => refetch(), [refetch]);
  const tutor = data?.getMyTutorProfile ?? null;
  if (!tutor && loading) return <Spinner />;
  if (!tutor) return <NonIdealState icon="error" title={error ? errorText(error) : <FormattedMessage id="profileEditor.notFound" />} />;
  return <>{children(tutor, reload)}</>;
}
