import { Button, Callout, Radio, RadioGroup } from '@blueprintjs/core';
import { FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { errorMessage } from '../../lib/graphql-errors';
import { brandName, TEST_CARDS, testCardToken } from './card-token';
import { useAddPaymentMethodMutation } from './graphql/add-payment-method';
import { PaymentMethod } from './graphql/payment-method-fields';
import './payments.css';

/**
 * 'Add Card' (spec section 9): the card-token step (card-token.ts; in the embedded mode a choice of
 * Stripe's test cards), then addPaymentMethod. Answers every card on file.
 */
export function AddCardForm({ onAdded, onCancel }: { onAdded?: (cards: PaymentMethod[]) => void; onCancel?: () => void }) {
  const intl = useIntl();
  const [chosen, setChosen] = useState(TEST_CARDS[0]!.token);
  const [addPaymentMethod, { loading }] = useAddPaymentMethodMutation();
  const [failure, setFailure] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const card = TEST_CARDS.find((each) => each.token === chosen);
    if (!card) return;
    setFailure(undefined);
    const { token, ...shown } = testCardToken(card);
    try {
      const { data } = await addPaymentMethod({ variables: { cardToken: token, ...shown } });
      if (data) onAdded?.(data.addPaymentMethod);
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="add-card-form" aria-label={intl.formatMessage({ id: 'paymentMethods.addCard' })}>
      <RadioGroup
        label={<FormattedMessage id="paymentMethods.testCard.label" />}
        selectedValue={chosen}
        onChange={(event) => setChosen(event.currentTarget.value)}
      >
        {TEST_CARDS.map((card) => (
          <Radio
            key={card.token}
            value={card.token}
            labelElement={
              <>
                <FormattedMessage id="paymentMethods.card" values={{ brand: brandName(card.brand), last4: card.last4 }} />
                {card.noteId && (
                  <>
                    {' '}
                    (<FormattedMessage id={card.noteId} />)
                  </>
                )}
              </>
            }
          />
        ))}
      </RadioGroup>
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
