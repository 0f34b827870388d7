import { AnchorButton, Callout } from '@blueprintjs/core';
import { MouseEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useCreditCardDataQuery } from './graphql/get-credit-card-data';
import { useSession } from '../../lib/session/SessionProvider';

const PAYMENT_SETTINGS = '/account-settings/payment';

/** Spec section 8: 'Missing Payment Info!' for a client without a card on file (not an admin, not a tutor in tutor mode); nothing while unknown. */
export function MissingPaymentInfoAlert({ skip = false }: { skip?: boolean }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const paysByCard = usePaysByCard();
  const { data } = useCreditCardDataQuery(skip || !paysByCard);
  if (skip || !paysByCard || !data || data.getCreditCardData.length > 0) return null;
  return (
    <Callout intent="warning" icon="credit-card" title={intl.formatMessage({ id: 'paymentMethods.missing.title' })} role="alert" className="missing-payment-info">
      <p>
        <FormattedMessage id="paymentMethods.missing.body" />
      </p>
      <AnchorButton
        role="link"
        intent="warning"
        href={PAYMENT_SETTINGS}
        onClick={(event: MouseEvent<HTMLElement>) => {
          event.preventDefault();
          navigate(PAYMENT_SETTINGS);
        }}
        text={<FormattedMessage id="paymentMethods.missing.action" />}
      />
    </Callout>
  );
}

/** Whether the signed-in user pays for sessions by card: a client in client mode, never an admin. */
export function usePaysByCard(): boolean {
  const { mode, isAdmin } = useSession();
  return mode === 'client' && !isAdmin;
}
