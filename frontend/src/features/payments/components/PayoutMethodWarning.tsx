import { Callout } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { LinkButton } from '../../../components/LinkButton';
import { useSession } from '../../../lib/session/SessionProvider';
import { usePayoutMethodWarningQuery } from '../graphql/get-payout-method-warning';
import { TUTOR_PAYOUTS_PATH } from '../tutor-payouts-path';

/**
 * On a tutor's dashboard while they have no payout method and a session not yet processed: the
 * session (the soonest) and what to do, before it ends, so the payout is not held.
 */
export function PayoutMethodWarning() {
  const intl = useIntl();
  const { user, isTutor, mode } = useSession();
  const showing = user !== null && isTutor && mode === 'tutor';
  const { data } = usePayoutMethodWarningQuery(!showing);
  const session = data?.getPayoutMethodWarning;
  if (!showing || !session) return null;
  const title = intl.formatMessage({ id: 'payouts.warning.title' });
  return (
    <Callout intent="danger" icon="dollar" title={title} role="alert" aria-label={title} className="payout-method-warning">
      <p>
        <FormattedMessage
          id="payouts.warning.body"
          values={{ subject: session.subject, clientName: session.clientName, date: intl.formatDate(session.startTime, { dateStyle: 'full', timeStyle: 'short' }) }}
        />
      </p>
      <LinkButton to={TUTOR_PAYOUTS_PATH} intent="primary" icon="add" text={<FormattedMessage id="payouts.addMethod" />} />
    </Callout>
  );
}
