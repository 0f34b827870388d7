import { Button, Callout, NonIdealState, Spinner } from '@blueprintjs/core';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { LinkButton } from '../../../components/LinkButton';
import { rememberedReferralCode } from '../../../lib/referral-code';
import { useSession } from '../../../lib/session/SessionProvider';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useReferralInviteQuery } from '../graphql/get-referral-invite';
import { REFERRAL_CREDIT_USD } from '../referral-credit';
import './referrals.css';

/** Who the link invites: /c/{code} and /trc/{code} a client, /trt/{code} a tutor. */
export type ReferralAudience = 'client' | 'tutor';

/** The sign-up that records the referral: the sign-up flow keeps the code and sends it as `referralCode`. */
export function signupPathWithReferral(code: string, audience: ReferralAudience = 'client'): string {
  // A tutor's invitation (/trt) signs up through the tutor application.
  return `${audience === 'tutor' ? '/apply' : '/signup'}?referralCode=${encodeURIComponent(code)}`;
}

/**
 * The landing of a referral link (spec section 2): who invited the visitor and a sign-up that
 * carries the code. An unknown code still leads to a plain sign-up; a signed-in user is sent to
 * their own referral page, as the link is for new users.
 */
export function ReferralLandingPage({ audience }: { audience: ReferralAudience }) {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'referrals.invite.title' }));
  const { code = '' } = useParams();
  const { user, loading: sessionLoading } = useSession();
  const { data, loading, error, refetch } = useReferralInviteQuery(code, { skip: sessionLoading || user !== null });
  const invite = data?.getReferralInvite;

  // Remembered for the tab, so a sign-up reached another way (the header's button) still sends it.
  useEffect(() => {
    if (data) rememberedReferralCode.set(invite?.code ?? null);
  }, [data, invite]);

  let content;
  if (sessionLoading) content = <Spinner />;
  else if (user) {
    content = (
      <NonIdealState
        title={<FormattedMessage id="referrals.invite.signedIn.heading" />}
        description={<FormattedMessage id="referrals.invite.signedIn.body" />}
        action={<LinkButton to="/refer-friend" intent="primary" text={<FormattedMessage id="referrals.invite.signedIn.referFriend" />} />}
      />
    );
  } else if (loading && !data) content = <Spinner />;
  else if (error && !data) {
    content = (
      <Callout intent="danger" compact role="alert">
        <FormattedMessage id="referrals.invite.loadFailed" />{' '}
        <Button size="small" variant="minimal" onClick={() => void refetch().catch(() => undefined)} text={<FormattedMessage id="referrals.retry" />} />
      </Callout>
    );
  } else if (!invite) {
    content = (
      <NonIdealState
        title={<FormattedMessage id="referrals.invite.invalid.heading" />}
        description={<FormattedMessage id="referrals.invite.invalid.body" />}
        action={<LinkButton to="/signup" text={<FormattedMessage id="referrals.invite.invalid.signUp" />} />}
      />
    );
  } else {
    const { code: validCode, referrerFirstName: firstName } = invite;
    const amount = intl.formatNumber(REFERRAL_CREDIT_USD, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
    content = (
      <NonIdealState
        title={<FormattedMessage id={`referrals.invite.${audience}.heading`} values={{ firstName }} />}
        description={<FormattedMessage id={`referrals.invite.${audience}.body`} values={{ firstName, amount }} />}
        action={<LinkButton to={signupPathWithReferral(validCode, audience)} intent="primary" size="large" text={<FormattedMessage id="referrals.invite.signUp" />} />}
      />
    );
  }
  return <section className="referral-invite">{content}</section>;
}
