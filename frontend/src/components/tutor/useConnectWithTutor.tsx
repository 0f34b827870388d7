import { MouseEvent, ReactNode, Suspense, useCallback, useContext, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../lib/session/SessionProvider';
import { showToast } from '../toaster';
import { ConnectTutor, TutorRequestDialogSlot } from './tutor-request-dialog-slot';

export type { ConnectTutor } from './tutor-request-dialog-slot';

/**
 * Spec section 4, Connect click: a signed-out user is sent to /signup with 'Please Sign In'; a user
 * whose e-mail is not verified gets 'Please Verify your Email' with a link to /welcome; a verified
 * user opens the tutor request dialog, which the caller renders as `dialog`.
 */
export function useConnectWithTutor(): { connect: (tutor: ConnectTutor) => void; pending: boolean; dialog: ReactNode } {
  const { user, loading } = useSession();
  const navigate = useNavigate();
  const intl = useIntl();
  const TutorRequestDialog = useContext(TutorRequestDialogSlot);
  const [requested, setRequested] = useState<ConnectTutor | null>(null);
  const connect = useCallback(
    (tutor: ConnectTutor) => {
      // Until the session is known, a click would send a signed-in user to sign up.
      if (loading) return;
      if (!user) {
        navigate('/signup');
        void showToast({ intent: 'primary', icon: 'user', message: intl.formatMessage({ id: 'tutor.connect.signIn' }) });
        return;
      }
      if (!user.email.verified) {
        void showToast({
          intent: 'warning',
          icon: 'envelope',
          message: intl.formatMessage({ id: 'tutor.connect.verifyEmail' }),
          action: {
            text: intl.formatMessage({ id: 'tutor.connect.verifyEmailLink' }),
            href: '/welcome',
            // The toast lives outside the router: navigate in the app rather than reloading it.
            onClick: (event: MouseEvent<HTMLElement>) => {
              event.preventDefault();
              navigate('/welcome');
            },
          },
        });
        return;
      }
      setRequested(tutor);
    },
    [user, loading, navigate, intl],
  );
  const dialog = requested && TutorRequestDialog ? (
    <Suspense fallback={null}>
      {/* eslint-disable-next-line react-hooks/static-components -- not made in render: the slot's context holds one module-level (lazy) component the app provides, the same on every render */}
      <TutorRequestDialog tutor={requested} isOpen onClose={() => setRequested(null)} />
    </Suspense>
  ) : null;
  /** Until the session is known the buttons that connect are disabled. */
  return { connect, pending: loading, dialog };
}
