import { Button, NonIdealState, Spinner } from '@blueprintjs/core';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../../../lib/usePageTitle';
import { GET_CURRENT_USER } from '../../../lib/session/get-current-user';
import { useSession } from '../../../lib/session/SessionProvider';
import { FormMessage, serverMessage } from '../../../lib/form-messages';
import { useFormatFormMessage } from '../form-messages';
import { useVerifyTokenMutation } from '../graphql/verify-token';
import { useResendVerification } from '../hooks/useResendVerification';
import { FormError } from './FormError';
import { LinkButton } from '../../../components/LinkButton';
import './auth.css';

type Verification = { status: 'verifying' } | { status: 'verified' } | { status: 'failed'; message: FormMessage };

const INVALID_LINK: FormMessage = { id: 'auth.server.invalidVerificationToken' };

/** The e-mailed link /welcome/verify-account?token=…: verifies once, then says how it went. */
export function VerifyAccountPage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'auth.verify.title' }));
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const [verify] = useVerifyTokenMutation();
  const [verification, setVerification] = useState<Verification>(token ? { status: 'verifying' } : { status: 'failed', message: INVALID_LINK });
  const started = useRef(false);

  useEffect(() => {
    // A token works once: never send it twice, not even when effects run twice in development.
    if (!token || started.current) return;
    started.current = true;
    verify({ variables: { token }, refetchQueries: [{ query: GET_CURRENT_USER }] }).then(
      ({ data }) => setVerification(data?.verifyToken === false ? { status: 'failed', message: INVALID_LINK } : { status: 'verified' }),
      (error: unknown) => setVerification({ status: 'failed', message: serverMessage(error) }),
    );
  }, [token, verify]);

  if (verification.status === 'verifying') {
    return <NonIdealState icon={<Spinner />} title={<FormattedMessage id="auth.verify.loading" />} />;
  }
  if (verification.status === 'verified') {
    return (
      <NonIdealState
        icon="tick-circle"
        title={<FormattedMessage id="auth.verify.success.heading" />}
        description={<FormattedMessage id="auth.verify.success.body" />}
        action={
          <div className="auth-button-row">
            <LinkButton intent="primary" to="/search" text={<FormattedMessage id="auth.link.search" />} />
            <LinkButton to="/account-settings" text={<FormattedMessage id="auth.link.accountSettings" />} />
          </div>
        }
      />
    );
  }
  return <VerificationFailed message={verification.message} />;
}

function VerificationFailed({ message }: { message: FormMessage }) {
  const format = useFormatFormMessage();
  const { user, loading } = useSession();
  const resend = useResendVerification();
  const action = loading ? undefined : user ? (
    <div>
      <Button intent="primary" icon="envelope" loading={resend.loading} onClick={() => void resend.resend()} text={<FormattedMessage id="auth.verify.requestNew" />} />
      <FormError>{format(resend.error)}</FormError>
    </div>
  ) : (
    <LinkButton intent="primary" to={`/login?redirect=${encodeURIComponent('/welcome')}`} text={<FormattedMessage id="auth.verify.login" />} />
  );
  return (
    <NonIdealState
      icon="error"
      title={<FormattedMessage id="auth.verify.failed.heading" />}
      description={<span role="alert">{format(message)}</span>}
      action={action}
    />
  );
}
