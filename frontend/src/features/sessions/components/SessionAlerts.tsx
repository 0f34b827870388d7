import { AnchorButton, Callout } from '@blueprintjs/core';
import { MouseEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { MissingPaymentInfoAlert } from '../../../components/payments/MissingPaymentInfoAlert';
import { CurrentUser } from '../../../lib/session/get-current-user';

const CONTACT_SETTINGS = '/account-settings/contact';

/** Spec section 8's alerts above the sessions: 'Verify Phone Number' before booking (not for admins), and a client's 'Missing Payment Info!'. */
export function SessionAlerts({ user, isTutorContext }: { user: CurrentUser; isTutorContext: boolean }) {
  const intl = useIntl();
  const navigate = useNavigate();
  // Admins book no sessions: the phone alert is for the users who do.
  const mustVerifyPhone = !user.profile.isPhoneNumberVerified && !user.profile.profileTypes.includes('ADMIN');
  return (
    <div className="session-alerts">
      {mustVerifyPhone && (
        <Callout intent="warning" icon="mobile-phone" title={intl.formatMessage({ id: 'sessions.phone.title' })} role="alert">
          <p>
            <FormattedMessage id="sessions.phone.body" />
          </p>
          <AnchorButton
            role="link"
            intent="warning"
            href={CONTACT_SETTINGS}
            onClick={(event: MouseEvent<HTMLElement>) => {
              event.preventDefault();
              navigate(CONTACT_SETTINGS);
            }}
            text={<FormattedMessage id="sessions.phone.action" />}
          />
        </Callout>
      )}
      <MissingPaymentInfoAlert skip={isTutorContext} />
    </div>
  );
}
