import { Button, Callout } from '@blueprintjs/core';
import { FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { errorMessage } from '../../lib/graphql-errors';
import { CardField, createCardToken, initialCardInput } from './card-token';
import { useAddPaymentMethodMutation } from './graphql/add-payment-method';
import { PaymentMethod } from './graphql/payment-method-fields';
import './payments.css';
import { useIdempotencyKey, withIdempotencyKey } from '../../lib/useIdempotencyKey';

/**
 * 'Add Card' (spec section 9): the card-token step (card-token.tsx), then addPaymentMethod.
 * Answers every card on file.
 */
export function AddCardForm({ onAdded, onCancel }: { onAdded?: (cards: PaymentMethod[]) => void; onCancel?: () => void }) {
  const intl = useIntl();
  const [input, setInput] = useState(initialCardInput);
  const [addPaymentMethod, { loading }] = useAddPaymentMethodMutation();
  const [failure, setFailure] = useState<string>();
  // One key per card added, kept across a re-click after a failure.
  const actionKey = useIdempotencyKey();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    try {
      const { token, ...shown } = await createCardToken(input);
      const { data } = await addPaymentMethod({ variables: withIdempotencyKey({ cardToken: token, ...shown }, actionKey.current()) });
      actionKey.next();
      if (data) onAdded?.(data.addPaymentMethod);
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="add-card-form" aria-label={intl.formatMessage({ id: 'paymentMethods.addCard' })}>
      <CardField value={input} onChange={setInput} />
      <div className="add-card-actions">
        <Button type="submit" intent="primary" icon="credit-card" loading={loading} text={<FormattedMessage id="paymentMethods.addCard" />} />
        {onCancel && <Button variant="minimal" onClick={onCancel} text={<FormattedMessage id="paymentMethods.cancel" />} />}
      </div>
      {failure && (
        <Callout intent="danger" compact role="alert" className="add-card-error">
          {failure}
        </Callout>
      )}
    </form>
  );
}
