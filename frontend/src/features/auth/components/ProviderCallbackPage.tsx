import { NonIdealState, Spinner } from '@blueprintjs/core';
import { useMutation } from '@apollo/client';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { FormMessage, serverMessage } from '../../../lib/form-messages';
import type { OAuthProvider } from '../../../lib/graphql/generated';
import { rememberedReferralCode } from '../../../lib/referral-code';
import { useSession } from '../../../lib/session/SessionProvider';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useFormatFormMessage } from '../form-messages';
import { FACEBOOK_LOGIN } from '../graphql/facebook-login';
import { FACEBOOK_SIGNUP } from '../graphql/facebook-signup';
import { FACEBOOK_SIGNUP_REFERRAL } from '../graphql/facebook-signup-referral';
import { GOOGLE_LOGIN } from '../graphql/google-login';
import { GOOGLE_SIGNUP } from '../graphql/google-signup';
import { GOOGLE_SIGNUP_REFERRAL } from '../graphql/google-signup-referral';
import { DASHBOARD_PATH, safeRedirect } from '../redirect';
import { ProviderSignIn, providerAnswerOf, providerOfPath, providerSignInStore } from '../provider-sign-in';
import { AuthCard } from './AuthCard';

/** The provider's answer with the sign-in this tab started; only one with the state it sent is finished. */
function checkedAnswer(provider: OAuthProvider | null): { provider: OAuthProvider; token: string; pending: ProviderSignIn } | { failure: FormMessage } {
  const answer = providerAnswerOf(window.location.hash);
  const pending = providerSignInStore.read();
  if (!provider || !pending || pending.provider !== provider || !answer.token || answer.state !== pending.state) {
    return { failure: { id: answer.error ? 'auth.provider.cancelled' : 'auth.provider.notStartedHere' } };
  }
  return { provider, token: answer.token, pending };
}

/** /oauth/callback/:provider: the provider's answer, turned into a session (login or sign-up, as the tab started it). */
export function ProviderCallbackPage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'auth.provider.callback.title' }));
  const format = useFormatFormMessage();
  const { provider: providerName } = useParams();
  const navigate = useNavigate();
  const { signIn } = useSession();
  const [failure, setFailure] = useState<FormMessage>();
  const [answer] = useState(() => checkedAnswer(providerOfPath(providerName)));
  const started = useRef(false);
  const [googleLogin] = useMutation(GOOGLE_LOGIN);
  const [facebookLogin] = useMutation(FACEBOOK_LOGIN);
  const [googleSignup] = useMutation(GOOGLE_SIGNUP);
  const [facebookSignup] = useMutation(FACEBOOK_SIGNUP);
  const [googleSignupReferral] = useMutation(GOOGLE_SIGNUP_REFERRAL);
  const [facebookSignupReferral] = useMutation(FACEBOOK_SIGNUP_REFERRAL);

  useEffect(() => {
    if (started.current || 'failure' in answer) return;
    started.current = true;
    const { provider, token, pending } = answer;

    const session = async (expected: ProviderSignIn): Promise<{ token: string; verified: boolean }> => {
      const google = provider === 'GOOGLE';
      if (expected.intent === 'login') {
        const { data } = await (google ? googleLogin({ variables: { accessToken: token } }) : facebookLogin({ variables: { accessToken: token } }));
        const payload = data && ('googleLogin' in data ? data.googleLogin : data.facebookLogin);
        if (!payload) throw new Error('no answer');
        return { token: payload.token, verified: payload.status === 'SUCCESS' };
      }
      // The state is one per sign-in started: a re-sent sign-up makes no second account.
      const signup = { accessToken: token, profileType: expected.profileType, clientProfileType: expected.clientProfileType, idempotencyKey: expected.state };
      if (expected.referralCode) {
        const variables = { ...signup, referralCode: expected.referralCode };
        const { data } = await (google ? googleSignupReferral({ variables }) : facebookSignupReferral({ variables }));
        const payload = data && ('googleSignupReferral' in data ? data.googleSignupReferral : data.facebookSignupReferral);
        if (!payload) throw new Error('no answer');
        return { token: payload.token, verified: false };
      }
      const { data } = await (google ? googleSignup({ variables: signup }) : facebookSignup({ variables: signup }));
      const payload = data && ('googleSignup' in data ? data.googleSignup : data.facebookSignup);
      if (!payload) throw new Error('no answer');
      return { token: payload.token, verified: false };
    };

    void (async () => {
      try {
        const result = await session(pending);
        providerSignInStore.clear();
        await signIn(result.token);
        if (pending.intent === 'signup') {
          rememberedReferralCode.set(null);
          navigate('/welcome', { replace: true });
        } else navigate(result.verified ? safeRedirect(pending.redirect, DASHBOARD_PATH) : '/welcome', { replace: true });
      } catch (error) {
        setFailure(serverMessage(error));
      }
    })();
  }, [answer, navigate, signIn, googleLogin, facebookLogin, googleSignup, facebookSignup, googleSignupReferral, facebookSignupReferral]);

  const shown = 'failure' in answer ? answer.failure : failure;
  if (!shown) return <Spinner />;
  return (
    <AuthCard heading={<FormattedMessage id="auth.provider.failed.heading" />}>
      <NonIdealState
        icon="error"
        description={<span role="alert">{format(shown)}</span>}
        action={
          <span className="auth-links">
            <Link to="/login">
              <FormattedMessage id="auth.provider.failed.login" />
            </Link>{' '}
            <Link to="/signup">
              <FormattedMessage id="auth.provider.failed.signup" />
            </Link>
          </span>
        }
      />
    </AuthCard>
  );
}
