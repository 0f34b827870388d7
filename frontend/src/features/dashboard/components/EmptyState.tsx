import { NonIdealState } from '@blueprintjs/core';
import { FormattedMessage } from 'react-intl';
import { LinkButton } from '../../../components/LinkButton';

/** The empty state of a list: a friendly line and the mode's call to action. */
export function EmptyState({ icon, messageId, isTutorContext }: { icon: 'calendar' | 'inbox'; messageId: string; isTutorContext: boolean }) {
  return (
    <NonIdealState
      icon={icon}
      description={<FormattedMessage id={messageId} />}
      action={
        isTutorContext ? (
          <LinkButton to="/tutor-tools" intent="primary" icon="people" text={<FormattedMessage id="dashboard.findClients" />} />
        ) : (
          <LinkButton to="/search" intent="primary" icon="search" text={<FormattedMessage id="dashboard.findTutor" />} />
        )
      }
    />
  );
}
