import { Button, Callout, Card, Classes, Section, SectionCard, Spinner, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { AddCardForm } from '../../../components/payments/AddCardForm';
import { brandName } from '../../../components/payments/card-brand';
import { usePaysByCard } from '../../../components/payments/MissingPaymentInfoAlert';
import { useCreditCardDataQuery } from '../../../components/payments/graphql/get-credit-card-data';
import { PaymentMethod } from '../../../components/payments/graphql/payment-method-fields';
import { useSetDefaultPaymentMethodMutation } from '../../../components/payments/graphql/set-default-payment-method';
import { showToast } from '../../../components/toaster';
import { FormMessage, serverMessage } from '../../../lib/form-messages';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useFormatFormMessage } from '../form-messages';
import { useRemovePaymentMethodMutation } from '../graphql/remove-payment-method';
import './payments.css';

/** /account-settings/payment: the cards on file, the default one, 'Add Card' and removing a card. */
export function PaymentSettings() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'payments.title' }));
  const format = useFormatFormMessage();
  const { data, loading, error, refetch } = useCreditCardDataQuery();
  const [adding, setAdding] = useState(false);
  const [failure, setFailure] = useState<FormMessage>();
  const cards = data?.getCreditCardData;
  const paysByCard = usePaysByCard();
  return (
    <Section title={intl.formatMessage({ id: 'payments.heading' })} className="payment-settings">
      <SectionCard>
        <p className={Classes.TEXT_MUTED}>
          <FormattedMessage id="payments.intro" />
        </p>
        {!cards && loading ? (
          <Spinner size={24} aria-label={intl.formatMessage({ id: 'payments.loading' })} />
        ) : !cards ? (
          <Callout intent="danger" compact role="alert">
            <FormattedMessage id="payments.loadFailed" />{' '}
            <Button size="small" variant="minimal" onClick={() => void refetch().catch(() => undefined)} text={<FormattedMessage id="payments.retry" />} />
          </Callout>
        ) : (
          <>
            {error && (
              <Callout intent="danger" compact role="alert">
                <FormattedMessage id="payments.loadFailed" />
              </Callout>
            )}
            {cards.length === 0 ? (
              // 'Missing Payment Info!' is for clients, who pay by card; a tutor or an admin is only told there is none.
              <Callout intent={paysByCard ? 'warning' : 'none'} icon="credit-card" title={paysByCard ? intl.formatMessage({ id: 'paymentMethods.missing.title' }) : undefined}>
                <FormattedMessage id="payments.empty" />
              </Callout>
            ) : (
              <ul className={`payment-card-list ${Classes.LIST_UNSTYLED}`} aria-label={intl.formatMessage({ id: 'payments.heading' })}>
                {cards.map((card) => (
                  <CardRow key={card.id} card={card} onFailure={setFailure} />
                ))}
              </ul>
            )}
            {failure && (
              <Callout intent="danger" compact role="alert">
                {format(failure)}
              </Callout>
            )}
            <div className="payment-add-card">
              {adding || cards.length === 0 ? (
                <Card>
                  <AddCardForm
                    onAdded={() => {
                      setAdding(false);
                      void showToast({ intent: 'success', icon: 'tick', message: intl.formatMessage({ id: 'payments.added' }) });
                    }}
                    onCancel={cards.length > 0 ? () => setAdding(false) : undefined}
                  />
                </Card>
              ) : (
                <Button intent="primary" icon="add" onClick={() => setAdding(true)} text={<FormattedMessage id="paymentMethods.addCard" />} />
              )}
            </div>
          </>
        )}
      </SectionCard>
    </Section>
  );
}

function CardRow({ card, onFailure }: { card: PaymentMethod; onFailure: (message: FormMessage | undefined) => void }) {
  const intl = useIntl();
  const [setDefault, settingDefault] = useSetDefaultPaymentMethodMutation();
  const [remove, removing] = useRemovePaymentMethodMutation();
  const name = intl.formatMessage({ id: 'paymentMethods.card' }, { brand: brandName(card.brand), last4: card.last4 });
  const run = async (action: () => Promise<unknown>, doneId: string) => {
    onFailure(undefined);
    try {
      await action();
      void showToast({ intent: 'success', icon: 'tick', message: intl.formatMessage({ id: doneId }) });
    } catch (error) {
      onFailure(serverMessage(error));
    }
  };
  return (
    <li className="payment-card" data-card-id={card.id} aria-label={name}>
      <span className="payment-card-name">{name}</span>{' '}
      <span className={Classes.TEXT_MUTED}>
        <FormattedMessage id="payments.expires" values={{ month: String(card.expMonth).padStart(2, '0'), year: card.expYear }} />
      </span>{' '}
      {card.isDefault ? (
        <Tag intent="success" minimal>
          <FormattedMessage id="paymentMethods.default" />
        </Tag>
      ) : (
        <Button
          size="small"
          variant="minimal"
          loading={settingDefault.loading}
          aria-label={intl.formatMessage({ id: 'payments.setDefaultLabel' }, { card: name })}
          onClick={() => void run(() => setDefault({ variables: { paymentMethodId: card.id } }), 'payments.defaultSet')}
          text={<FormattedMessage id="paymentMethods.setDefault" />}
        />
      )}
      <Button
        size="small"
        variant="minimal"
        intent="danger"
        icon="trash"
        loading={removing.loading}
        aria-label={intl.formatMessage({ id: 'payments.removeLabel' }, { card: name })}
        onClick={() => void run(() => remove({ variables: { paymentMethodId: card.id } }), 'payments.removed')}
        text={<FormattedMessage id="payments.remove" />}
      />
    </li>
  );
}
