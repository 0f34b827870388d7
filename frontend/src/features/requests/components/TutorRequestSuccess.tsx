import { AnchorButton, Button, NonIdealState } from '@blueprintjs/core';
import { MouseEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';

/** Step 2 of the tutor request dialog (spec section 2): add a payment method, skip, go to messages, find more tutors. */
export function TutorRequestSuccess({ tutorName, toTeam = false, onClose }: { tutorName?: string; /** Sent to the team to match (Request a Tutor). */ toTeam?: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const go = (to: string) => (event: MouseEvent<HTMLElement>) => {
    event.preventDefault();
    onClose();
    navigate(to);
  };
  return (
    <NonIdealState
      icon="tick-circle"
      title={<FormattedMessage id="requests.success.heading" />}
      description={
        toTeam ? (
          <FormattedMessage id="requests.success.bodyTeam" />
        ) : tutorName ? (
          <FormattedMessage id="requests.success.body" values={{ name: tutorName }} />
        ) : (
          <FormattedMessage id="requests.success.bodyNoName" />
        )
      }
      action={
        <div className="tutor-request-success-actions">
          <AnchorButton role="link" intent="primary" icon="credit-card" href="/account-settings/payment" onClick={go('/account-settings/payment')} text={<FormattedMessage id="requests.success.addPayment" />} />
          <Button variant="minimal" onClick={onClose} text={<FormattedMessage id="requests.success.skip" />} />
          <AnchorButton role="link" variant="outlined" icon="chat" href="/inbox" onClick={go('/inbox')} text={<FormattedMessage id="requests.success.messages" />} />
          <AnchorButton role="link" variant="outlined" icon="search" href="/search" onClick={go('/search')} text={<FormattedMessage id="requests.success.findMore" />} />
        </div>
      }
    />
  );
}
