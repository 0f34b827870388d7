import { Callout } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { LinkButton } from '../../../components/LinkButton';
import { useSession } from '../../../lib/session/SessionProvider';
import { useMyTutorProfile } from '../graphql/get-my-tutor-profile';
import './tutor-profile-editor.css';

/**
 * On a tutor's dashboard while their profile is hidden: search does not find them (onboarded or
 * not) until they turn visibility on, so say so and link the switch.
 */
export function HiddenProfileNotice() {
  const intl = useIntl();
  const { user, isTutor, mode } = useSession();
  const showing = user !== null && isTutor && mode === 'tutor';
  const { data } = useMyTutorProfile(!showing);
  if (!showing || !data?.getMyTutorProfile || data.getMyTutorProfile.isVisible) return null;
  const title = intl.formatMessage({ id: 'profileEditor.visibility.title' });
  return (
    <Callout intent="primary" icon="eye-off" role="region" aria-label={title} className="profile-hidden-notice">
      <p>
        <FormattedMessage id="profileEditor.hidden" />
      </p>
      <LinkButton to="/account-settings/visibility" icon="eye-open" text={<FormattedMessage id="profileEditor.visibility.label" />} />
    </Callout>
  );
}
