import { AnchorButton, Button, Callout, Card, Classes, Dialog, DialogBody, DialogFooter, H4, Spinner, Tag } from '@blueprintjs/core';
import { MouseEvent, useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { AddCardForm } from '../../../components/payments/AddCardForm';
import { brandName } from '../../../components/payments/card-brand';
import { useCreditCardDataQuery } from '../../../components/payments/graphql/get-credit-card-data';
import { useSetDefaultPaymentMethodMutation } from '../../../components/payments/graphql/set-default-payment-method';
import { showToast } from '../../../components/toaster';
import { FormMessage, serverMessage } from '../../../lib/form-messages';
import { errorMessage } from '../../../lib/graphql-errors';
import { useFormatFormMessage } from '../form-messages';
import { useFixErrorSessionMutation } from '../graphql/fix-error-session';
import { usePaymentErrorSessionsQuery } from '../graphql/get-payment-error-sessions-for-user-v2';
import { Session } from '../graphql/session-fields';

/** The viewer's sessions whose payment failed, each with its reason and the fix flow; nothing when there are none. */
export function PaymentErrorSessions({ isTutorContext }: { isTutorContext: boolean }) {
  const intl = useIntl();
  const { data, error, refetch } = usePaymentErrorSessionsQuery();
  const [fixing, setFixing] = useState<Session | null>(null);
  if (error && !data) {
    return (
      <Callout intent="danger" compact role="alert" className="payment-error-sessions">
        <FormattedMessage id="sessions.paymentError.loadFailed" />{' '}
        <Button size="small" variant="minimal" onClick={() => void refetch().catch(() => undefined)} text={<FormattedMessage id="sessions.retry" />} />
      </Callout>
    );
  }
  const sessions = data?.getPaymentErrorSessionsForUserV2 ?? [];
  if (sessions.length === 0) return null;
  return (
    <section className="payment-error-sessions" aria-label={intl.formatMessage({ id: 'sessions.paymentError.heading' })}>
      <H4>
        <FormattedMessage id="sessions.paymentError.heading" />
      </H4>
      {sessions.map((session) => (
        <Card key={session.id} className="payment-error-session" data-session-id={session.id}>
          <div>
            <strong>{session.subject}</strong> · <FormattedDate value={session.startTime} dateStyle="medium" timeStyle="short" />{' '}
            <Tag intent="danger" minimal>
              <FormattedMessage id="sessions.status.ERROR" />
            </Tag>
          </div>
          <p className={Classes.TEXT_MUTED}>
            {session.errorReason ? <FormattedMessage id="sessions.paymentError.reason" values={{ reason: session.errorReason }} /> : <FormattedMessage id="sessions.paymentError.noReason" />}
          </p>
          <Button intent="danger" icon="wrench" onClick={() => setFixing(session)} text={<FormattedMessage id="sessions.paymentError.fix" />} />
        </Card>
      ))}
      {fixing && <FixErrorSessionDialog session={fixing} isTutorContext={isTutorContext} onClose={() => setFixing(null)} />}
    </section>
  );
}

/** The fix flow: a client updates the card (add one, or choose the default), a tutor checks the payouts; then fixErrorSession. */
function FixErrorSessionDialog({ session, isTutorContext, onClose }: { session: Session; isTutorContext: boolean; onClose: () => void }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const format = useFormatFormMessage();
  const [fixErrorSession, { loading }] = useFixErrorSessionMutation();
  const [failure, setFailure] = useState<FormMessage>();

  const retry = async () => {
    setFailure(undefined);
    try {
      await fixErrorSession({ variables: { sessionId: session.id } });
      void showToast({ intent: 'success', icon: 'tick', message: intl.formatMessage({ id: 'sessions.paymentError.fixed' }) });
      onClose();
    } catch (error) {
      setFailure(serverMessage(error));
    }
  };

  return (
    <Dialog isOpen onClose={onClose} title={intl.formatMessage({ id: 'sessions.paymentError.dialogTitle' })} icon="credit-card" className="fix-error-session-dialog">
      <DialogBody>
        <p>
          <strong>{session.subject}</strong> · <FormattedDate value={session.startTime} dateStyle="medium" timeStyle="short" />
        </p>
        {session.errorReason && (
          <Callout intent="danger" compact>
            <FormattedMessage id="sessions.paymentError.reason" values={{ reason: session.errorReason }} />
          </Callout>
        )}
        <p>
          <FormattedMessage id={isTutorContext ? 'sessions.paymentError.tutorIntro' : 'sessions.paymentError.clientIntro'} />
        </p>
        {isTutorContext ? (
          <AnchorButton
            role="link"
            icon="bank-account"
            href="/account-settings/tutor-payouts"
            onClick={(event: MouseEvent<HTMLElement>) => {
              event.preventDefault();
              navigate('/account-settings/tutor-payouts');
            }}
            text={<FormattedMessage id="sessions.paymentError.payouts" />}
          />
        ) : (
          <CardChooser />
        )}
        {failure && (
          <Callout intent="danger" compact role="alert">
            {format(failure)}
          </Callout>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button onClick={onClose} text={<FormattedMessage id="sessions.form.close" />} />
            <Button intent="primary" icon="refresh" loading={loading} onClick={() => void retry()} text={<FormattedMessage id="sessions.paymentError.retry" />} />
          </>
        }
      />
    </Dialog>
  );
}

/** The cards on file with the default marked; another can be made the default or added. */
function CardChooser() {
  const { data, loading } = useCreditCardDataQuery();
  const [setDefault, settingDefault] = useSetDefaultPaymentMethodMutation();
  const [adding, setAdding] = useState(false);
  const [failure, setFailure] = useState<string>();
  if (!data && loading) return <Spinner size={20} />;
  const cards = data?.getCreditCardData ?? [];
  return (
    <div className="fix-error-cards">
      <strong>
        <FormattedMessage id="sessions.paymentError.cards" />
      </strong>
      {cards.length === 0 ? (
        <p>
          <FormattedMessage id="sessions.paymentError.noCards" />
        </p>
      ) : (
        <ul className={Classes.LIST_UNSTYLED}>
          {cards.map((card) => (
            <li key={card.id}>
              <FormattedMessage id="paymentMethods.card" values={{ brand: brandName(card.brand), last4: card.last4 }} />{' '}
              {card.isDefault ? (
                <Tag intent="success" minimal>
                  <FormattedMessage id="paymentMethods.default" />
                </Tag>
              ) : (
                <Button
                  size="small"
                  variant="minimal"
                  loading={settingDefault.loading}
                  onClick={() => void setDefault({ variables: { paymentMethodId: card.id } }).catch((error: unknown) => setFailure(errorMessage(error)))}
                  text={<FormattedMessage id="paymentMethods.setDefault" />}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      {failure && (
        <Callout intent="danger" compact role="alert">
          {failure}
        </Callout>
      )}
      {adding || cards.length === 0 ? (
        <AddCardForm onAdded={() => setAdding(false)} onCancel={cards.length > 0 ? () => setAdding(false) : undefined} />
      ) : (
        <Button variant="outlined" icon="add" onClick={() => setAdding(true)} text={<FormattedMessage id="sessions.paymentError.addAnother" />} />
      )}
    </div>
  );
}
