import { useState } from 'react';
import { useIntl } from 'react-intl';
import { showToast } from '../../../components/toaster';
import { useSession } from '../../../lib/session/SessionProvider';
import { FormMessage, serverMessage } from '../../../lib/form-messages';
import { useSendVerificationTokenMutation } from '../graphql/send-verification-token';

/** E-mails the signed-in user a new verification link; a toast confirms, an error stays on the page. */
export function useResendVerification() {
  const intl = useIntl();
  const { user } = useSession();
  const [send, { loading }] = useSendVerificationTokenMutation();
  const [error, setError] = useState<FormMessage>();

  const resend = async () => {
    setError(undefined);
    try {
      await send();
      void showToast({ intent: 'success', icon: 'envelope', message: intl.formatMessage({ id: 'auth.welcome.resent' }, { email: user?.email.address ?? '' }) });
    } catch (caught) {
      setError(serverMessage(caught));
    }
  };

  return { resend, loading, error };
}
