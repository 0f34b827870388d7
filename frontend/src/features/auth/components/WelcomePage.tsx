import { Button, NonIdealState, Spinner } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate } from 'react-router-dom';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useSession } from '../../../lib/session/SessionProvider';
import { useFormatFormMessage } from '../form-messages';
import { useResendVerification } from '../hooks/useResendVerification';
import { AuthCard } from './AuthCard';
import { FormError } from './FormError';
import { LinkButton } from '../../../components/LinkButton';

/** After sign-up or an unverified login: check your e-mail (with resend); verified users are welcomed. */
export function WelcomePage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'auth.welcome.title' }));
  const { user, loading } = useSession();
  const format = useFormatFormMessage();
  const resend = useResendVerification();

  if (loading) return <Spinner />;
  if (!user) return <Navigate to={`/login?redirect=${encodeURIComponent('/welcome')}`} replace />;

  if (user.email.verified) {
    return (
      <NonIdealState
        icon="tick-circle"
        title={<FormattedMessage id="auth.welcome.verified.heading" values={{ firstName: user.profile.firstName }} />}
        description={<FormattedMessage id="auth.welcome.verified.body" />}
        action={<LinkButton intent="primary" to="/search" text={<FormattedMessage id="auth.link.search" />} />}
      />
    );
  }

  return (
    <AuthCard heading={<FormattedMessage id="auth.welcome.checkEmail.heading" />}>
      <p>
        <FormattedMessage id="auth.welcome.checkEmail.body" values={{ email: <strong>{user.email.address}</strong> }} />
      </p>
      <Button icon="envelope" loading={resend.loading} onClick={() => void resend.resend()} text={<FormattedMessage id="auth.welcome.resend" />} />
      <FormError>{format(resend.error)}</FormError>
    </AuthCard>
  );
}
