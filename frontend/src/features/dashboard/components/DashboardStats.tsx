import { Button, Card, Classes, H3 } from '@blueprintjs/core';
import { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DashboardSessionParts } from '../dashboard-parts';
import { usePendingSessionCountQuery } from '../graphql/get-pending-session-count';
import { useTutoringRequests } from './TutoringRequests';
import { LinkButton } from '../../../components/LinkButton';

function Stat({ labelId, value, hint, action }: { labelId: string; value: number | null; hint: ReactNode; action?: ReactNode }) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: labelId });
  return (
    <Card className="dashboard-stat" role="group" aria-label={label}>
      <div className={Classes.TEXT_MUTED}>{label}</div>
      <H3 className="dashboard-stat-value">{value ?? <FormattedMessage id="dashboard.stats.unknown" />}</H3>
      <div className={Classes.TEXT_SMALL}>{hint}</div>
      {action}
    </Card>
  );
}

/**
 * The numbers at the top of the overview: a tutor's pending sessions (getPendingSessionCount), the
 * month's sessions awaiting their summary or a client's feedback, and the open requests.
 */
export function DashboardStats({ isTutorContext, AwaitingFeedbackCount }: { isTutorContext: boolean } & Pick<DashboardSessionParts, 'AwaitingFeedbackCount'>) {
  const intl = useIntl();
  const pending = usePendingSessionCountQuery(!isTutorContext);
  const requests = useTutoringRequests(isTutorContext, 'open');
  return (
    <section className="dashboard-stats" aria-label={intl.formatMessage({ id: 'dashboard.stats.label' })}>
      {isTutorContext && (
        <Stat
          labelId="dashboard.stats.pendingSessions"
          value={pending.data?.getPendingSessionCount ?? null}
          hint={<FormattedMessage id="dashboard.stats.pendingSessionsHint" />}
          action={
            pending.error &&
            !pending.loading && (
              <Button size="small" variant="minimal" icon="refresh" text={<FormattedMessage id="dashboard.retry" />} onClick={() => void pending.refetch().catch(() => undefined)} />
            )
          }
        />
      )}
      <AwaitingFeedbackCount isTutorContext={isTutorContext}>
        {(count) => (
          <Stat
            labelId={isTutorContext ? 'dashboard.stats.awaitingSummary' : 'dashboard.stats.awaitingFeedback'}
            value={count}
            hint={<FormattedMessage id="dashboard.stats.thisMonth" />}
            action={count ? <LinkButton to="/sessions/completed" size="small" variant="minimal" text={<FormattedMessage id="dashboard.stats.completedLink" />} /> : undefined}
          />
        )}
      </AwaitingFeedbackCount>
      <Stat
        labelId="dashboard.stats.openRequests"
        value={requests.requests?.length ?? null}
        hint={<FormattedMessage id={isTutorContext ? 'dashboard.stats.openRequestsTutor' : 'dashboard.stats.openRequestsClient'} />}
      />
    </section>
  );
}
