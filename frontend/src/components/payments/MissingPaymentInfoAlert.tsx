import { AnchorButton, Callout } from '@blueprintjs/core';
import { MouseEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useCreditCardDataQuery } from './graphql/get-credit-card-data';

const PAYMENT_SETTINGS = '/account-settings/payment';

/** Spec section 8: 'Missing Payment Info!' for a client without a card on file; nothing while unknown. */
export function MissingPaymentInfoAlert({ skip = false }: { skip?: boolean }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { data } = useCreditCardDataQuery(skip);
  if (skip || !data || data.getCreditCardData.length > 0) return null;
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
