import { Button, Callout, Checkbox, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useApolloClient } from '@apollo/client';
import { ConflictNotice, expectedRevisionOf } from '../../../components/ConflictNotice';
import { showToast } from '../../../components/toaster';
import { isConflict } from '../../../lib/graphql-errors';
import { FormMessage, serverMessage } from '../../../lib/form-messages';
import { useFormatFormMessage } from '../form-messages';
import { useCancelSessionMutation } from '../graphql/cancel-session-v3';
import { Session } from '../graphql/session-fields';
import { useNow } from '../hooks/useNow';
import { isWithinCancellationNotice, sessionPhase } from '../session-times';

/** Cancels a session (or deletes a recently completed one), with the 24-hour notice when it applies. */
export function CancelSessionDialog({ session, onClose }: { session: Session; onClose: () => void }) {
  const intl = useIntl();
  const format = useFormatFormMessage();
  const now = useNow();
  const [all, setAll] = useState(false);
  const [failure, setFailure] = useState<FormMessage>();
  const [conflict, setConflict] = useState(false);
  const client = useApolloClient();
  const [cancelSession, { loading }] = useCancelSessionMutation();
  const ended = sessionPhase(session, now) === 'ended';
  const notice = !ended && isWithinCancellationNotice(session.startTime, now);

  const confirm = async () => {
    setFailure(undefined);
    setConflict(false);
    try {
      const { data } = await cancelSession({ variables: { sessionId: session.id, cancelScope: all ? 'ALL' : 'SINGLE', ...expectedRevisionOf(session) } });
      const withNotice = data?.cancelSessionV3.cancellationNotice ?? false;
      void showToast({ intent: 'success', message: intl.formatMessage({ id: withNotice ? 'sessions.cancelledWithNotice' : 'sessions.cancelled' }) });
      onClose();
    } catch (error) {
      if (isConflict(error)) setConflict(true);
      else setFailure(serverMessage(error));
    }
  };

  return (
    <Dialog isOpen onClose={onClose} title={intl.formatMessage({ id: 'sessions.cancelDialog.title' })} icon="calendar">
      <DialogBody>
        <p>
          {ended ? (
            <FormattedMessage id="sessions.cancelDialog.deleteBody" />
          ) : (
            <FormattedMessage
              id="sessions.cancelDialog.body"
              values={{ subject: session.subject, date: intl.formatDate(session.startTime, { dateStyle: 'full', timeStyle: 'short' }) }}
            />
          )}
        </p>
        {notice && (
          <Callout intent="warning" icon="time" className="session-cancel-notice" role="status">
            <FormattedMessage id="sessions.cancelDialog.notice" />
          </Callout>
        )}
        {session.recurringSessionId && !ended && (
          <Checkbox checked={all} onChange={(event) => setAll(event.currentTarget.checked)} label={intl.formatMessage({ id: 'sessions.cancelDialog.all' })} />
        )}
        {conflict && (
          <ConflictNotice
            onReload={async () => {
              // The lists show the session as it is now; the user decides again from there.
              await client.refetchQueries({ include: 'active' });
              onClose();
            }}
          />
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
            <Button onClick={onClose} text={<FormattedMessage id="sessions.cancelDialog.keep" />} />
            <Button intent="danger" loading={loading} onClick={() => void confirm()} text={<FormattedMessage id="sessions.cancelDialog.confirm" />} />
          </>
        }
      />
    </Dialog>
  );
}
