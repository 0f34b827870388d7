import { Button, Callout, Classes, NonIdealState, Spinner } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { LinkButton } from '../../../components/LinkButton';
import { useSession } from '../../../lib/session/SessionProvider';
import { useHeldPayoutsQuery } from '../graphql/get-held-payouts';
import { TUTOR_PAYOUTS_PATH } from '../tutor-payouts-path';
import './payments.css';

/**
 * A tutor's payouts held for want of a payout method (the clients are charged; each share is paid
 * automatically, once, when a method is added): amount, session, date and why; or that none is held.
 */
export function HeldPayouts() {
  const intl = useIntl();
  const { user, isTutor, mode } = useSession();
  const showing = user !== null && isTutor && mode === 'tutor';
  const { data, loading, error, refetch } = useHeldPayoutsQuery(!showing);
  if (!showing) return null;
  const held = data?.getHeldPayouts;
  if (!held) {
    if (loading) return <Spinner size={20} />;
    if (error)
      return (
        <Callout intent="warning">
          <FormattedMessage id="payouts.held.loadFailed" /> <Button variant="minimal" text={<FormattedMessage id="payments.retry" />} onClick={() => void refetch()} />
        </Callout>
      );
    return null;
  }
  if (held.length === 0) return <NonIdealState icon="tick-circle" description={<FormattedMessage id="payouts.held.empty" />} />;
  return (
    <div className="held-payouts">
      <p>
        <FormattedMessage id="payouts.held.intro" />
      </p>
      <ul className="held-payouts-list" aria-label={intl.formatMessage({ id: 'payouts.held.list' })}>
        {held.map((payout) => {
          const amount = intl.formatNumber(payout.amountCents / 100, { style: 'currency', currency: 'USD' });
          const session = payout.session;
          return (
            <li key={`${payout.sessionId}:${payout.processedAt}`} aria-label={amount} className="held-payout">
              <strong>{amount}</strong>
              <span>
                {session ? (
                  <FormattedMessage
                    id="payouts.held.session"
                    values={{ subject: session.subject, clientName: session.clientName, date: intl.formatDate(session.startTime, { dateStyle: 'medium', timeStyle: 'short' }) }}
                  />
                ) : (
                  <FormattedMessage id="payouts.held.sessionUnknown" values={{ date: intl.formatDate(payout.processedAt, { dateStyle: 'medium' }) }} />
                )}
              </span>
              <span className={Classes.TEXT_MUTED}>
                <FormattedMessage id={`payouts.held.reason.${payout.reason}`} />
              </span>
            </li>
          );
        })}
      </ul>
      <LinkButton to={TUTOR_PAYOUTS_PATH} intent="primary" icon="add" text={<FormattedMessage id="payouts.addMethod" />} />
    </div>
  );
}
