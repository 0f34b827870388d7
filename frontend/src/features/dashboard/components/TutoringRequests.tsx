import { Button, Callout, Card, Classes, Spinner, Tag } from '@blueprintjs/core';
import { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { RelativeTime } from '../../../components/RelativeTime';
import { errorMessage } from '../../../lib/graphql-errors';
import { useRequestsOfTuteeQuery } from '../graphql/get-requests-of-tutee-query';
import { useRequestsOfTutorQuery } from '../graphql/get-requests-of-tutor-query';
import { DashboardTutoringRequest, RequestParty, TutoringRequestStatus } from '../graphql/tutoring-request-fields';
import { RequestFilter } from '../dashboard-view';
import { LinkButton } from '../../../components/LinkButton';

const STATUS_INTENT: Record<TutoringRequestStatus, 'primary' | 'success' | 'danger' | 'none'> = {
  PENDING: 'primary',
  ACCEPTED: 'success',
  DECLINED: 'danger',
  CANCELLED: 'none',
};

const name = (party: RequestParty) => `${party.firstName} ${party.lastName}`.trim();

/**
 * The viewer's tutoring requests as a list: for a tutor those sent to them (getRequestsOfTutorQuery),
 * for a client those they sent (getRequestsOfTuteeQuery); `open` keeps the pending ones.
 */
export function useTutoringRequests(isTutorContext: boolean, filter: RequestFilter) {
  const variables = filter === 'open' ? { status: 'PENDING' as const } : {};
  const tutor = useRequestsOfTutorQuery(variables, !isTutorContext);
  const tutee = useRequestsOfTuteeQuery(variables, isTutorContext);
  const requests = isTutorContext ? tutor.data?.getRequestsOfTutorQuery : tutee.data?.getRequestsOfTuteeQuery;
  const { loading, error, refetch } = isTutorContext ? tutor : tutee;
  return { requests, loading, error, retry: () => void refetch().catch(() => undefined) };
}

interface Props {
  isTutorContext: boolean;
  filter: RequestFilter;
  /** Show at most this many. */
  limit?: number;
  /** What shows when there are none (the call to action). */
  empty: ReactNode;
}

export function TutoringRequests({ isTutorContext, filter, limit, empty }: Props) {
  const intl = useIntl();
  const { requests, loading, error, retry } = useTutoringRequests(isTutorContext, filter);
  if (!requests && loading) return <Spinner size={24} aria-label={intl.formatMessage({ id: 'dashboard.requests.loading' })} />;
  if (!requests || (error && !loading)) {
    return (
      <Callout intent="danger" role="alert" compact title={intl.formatMessage({ id: 'dashboard.requests.error' })}>
        {error && <p className={Classes.TEXT_MUTED}>{errorMessage(error)}</p>}
        <Button size="small" variant="outlined" text={<FormattedMessage id="dashboard.retry" />} onClick={retry} />
      </Callout>
    );
  }
  if (requests.length === 0) return <>{empty}</>;
  const label = intl.formatMessage({ id: isTutorContext ? 'dashboard.requests.headingTutor' : 'dashboard.requests.headingClient' });
  return (
    <div className="dashboard-requests" role="list" aria-label={label}>
      {requests.slice(0, limit).map((request) => (
        <RequestCard key={request.id} request={request} isTutorContext={isTutorContext} />
      ))}
    </div>
  );
}

function RequestCard({ request, isTutorContext }: { request: DashboardTutoringRequest; isTutorContext: boolean }) {
  const intl = useIntl();
  const party = isTutorContext ? (
    <FormattedMessage id="dashboard.requests.from" values={{ name: name(request.from) }} />
  ) : request.to ? (
    <FormattedMessage id="dashboard.requests.to" values={{ name: name(request.to) }} />
  ) : (
    <FormattedMessage id="dashboard.requests.toTeam" />
  );
  const answerable = isTutorContext && request.status === 'PENDING';
  return (
    <Card className="dashboard-request" role="listitem" aria-label={request.subject} data-request-id={request.id}>
      <div>
        <strong>{request.subject}</strong> {party}{' '}
        <Tag minimal intent={STATUS_INTENT[request.status]}>
          <FormattedMessage id={`dashboard.requests.status.${request.status}`} />
        </Tag>
        <div className={Classes.TEXT_MUTED}>
          <FormattedMessage id="dashboard.requests.sent" values={{ date: <RelativeTime moment={request.createdAt} /> }} />
        </div>
      </div>
      {request.conversationId && (
        <LinkButton
          to={`/conversation/${request.conversationId}`}
          intent={answerable ? 'primary' : 'none'}
          variant={answerable ? 'solid' : 'outlined'}
          icon="chat"
          text={intl.formatMessage({ id: answerable ? 'dashboard.requests.respond' : 'dashboard.requests.viewConversation' })}
        />
      )}
    </Card>
  );
}
