import { MouseEvent, useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../lib/session/SessionProvider';
import { showToast } from '../toaster';

/** The tutor's profile with the connect form asked for (spec route table: /u/{profileId}?connectForm=open). */
export function connectFormPath(profileId: string): string {
  return `/u/${encodeURIComponent(profileId)}?connectForm=open`;
}

/**
 * Spec section 4, Connect click: a signed-out user is sent to /signup with 'Please Sign In'; a user
 * whose e-mail is not verified gets 'Please Verify your Email' with a link to /welcome; a verified
 * user opens the connect form on the tutor's profile. (The request dialog itself comes with the
 * tutoring-requests feature; until then the verified path shows the tutor's profile.)
 */
export function useConnectWithTutor(): { connect: (tutor: { profileId: string }) => void; pending: boolean } {
  const { user, loading } = useSession();
  const navigate = useNavigate();
  const intl = useIntl();
  const connect = useCallback(
    (tutor: { profileId: string }) => {
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
      navigate(connectFormPath(tutor.profileId));
    },
    [user, loading, navigate, intl],
  );
  /** Until the session is known the buttons that connect are disabled. */
  return { connect, pending: loading };
}
