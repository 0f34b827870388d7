import { Button, Callout, Card, Classes, ControlGroup, FormGroup, H2, InputGroup, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, useLocation } from 'react-router-dom';
import { showToast } from '../../../components/toaster';
import { useSession } from '../../../lib/session/SessionProvider';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useClientReferralSummaryQuery } from '../graphql/get-client-referral-summary';
import { REFERRAL_CREDIT_USD } from '../referral-credit';
import './referrals.css';


/** /refer-friend: the client's /c/{code} link to share, the credit it earned and who signed up with it. */
export function ReferFriendPage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'referrals.title' }));
  const { user, loading } = useSession();
  const location = useLocation();
  if (loading) return <Spinner />;
  if (!user) return <Navigate to={`/login?redirect=${encodeURIComponent(location.pathname)}`} replace />;
  return (
    <section className="refer-friend" aria-labelledby="refer-friend-heading">
      <H2 id="refer-friend-heading">
        <FormattedMessage id="referrals.heading" />
      </H2>
      <p>
        <FormattedMessage id="referrals.intro" values={{ amount: intl.formatNumber(REFERRAL_CREDIT_USD, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }) }} />
      </p>
      <ReferralSummary />
    </section>
  );
}

function ReferralSummary() {
  const intl = useIntl();
  const { data, loading, refetch } = useClientReferralSummaryQuery();
  const summary = data?.getClientReferralSummary;
  if (!summary && loading) return <Spinner size={24} />;
  if (!summary) {
    return (
      <Callout intent="danger" compact role="alert">
        <FormattedMessage id="referrals.loadFailed" />{' '}
        <Button size="small" variant="minimal" onClick={() => void refetch().catch(() => undefined)} text={<FormattedMessage id="referrals.retry" />} />
      </Callout>
    );
  }
  const money = (cents: number) => intl.formatNumber(cents / 100, { style: 'currency', currency: 'USD' });
  const copy = async () => {
    await navigator.clipboard?.writeText(summary.link);
    void showToast({ intent: 'success', icon: 'clipboard', message: intl.formatMessage({ id: 'referrals.copied' }) });
  };
  return (
    <>
      <FormGroup label={<FormattedMessage id="referrals.link" />} labelFor="referral-link">
        <ControlGroup>
          <InputGroup id="referral-link" readOnly value={summary.link} onFocus={(event) => event.currentTarget.select()} fill />
          <Button icon="clipboard" onClick={() => void copy().catch(() => undefined)} text={<FormattedMessage id="referrals.copy" />} />
        </ControlGroup>
      </FormGroup>
      <div className="referral-credits">
        <Card>
          <div className={Classes.TEXT_MUTED}>
            <FormattedMessage id="referrals.earned" />
          </div>
          <strong data-testid="credits-earned">{money(summary.creditsEarnedCents)}</strong>
        </Card>
        <Card>
          <div className={Classes.TEXT_MUTED}>
            <FormattedMessage id="referrals.balance" />
          </div>
          <strong data-testid="credit-balance">{money(summary.creditBalanceCents)}</strong>
          <div className={`${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL}`}>
            <FormattedMessage id="referrals.balanceHint" />
          </div>
        </Card>
      </div>
      {summary.referrals.length === 0 ? (
        <NonIdealState icon="people" description={<FormattedMessage id="referrals.empty" />} />
      ) : (
        <ul className={`referral-list ${Classes.LIST_UNSTYLED}`} aria-label={intl.formatMessage({ id: 'referrals.list' })}>
          {summary.referrals.map((referral) => (
            <li key={referral.id}>
              {referral.referee.firstName} {referral.referee.lastName}{' '}
              <Tag minimal intent={referral.status === 'CREDITED' ? 'success' : 'none'}>
                {intl.formatMessage({ id: `referrals.status.${referral.status}`, defaultMessage: referral.status })}
              </Tag>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
