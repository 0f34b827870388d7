import { Button, Callout, Classes, NonIdealState, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { showToast } from '../../../components/toaster';
import { errorMessage } from '../../../lib/graphql-errors';
import { useDropSessionMutation } from '../graphql/drop-session';
import { Session } from '../graphql/session-fields';
import { useUpcomingSessionsQuery } from '../graphql/get-upcoming-sessions';
import { useNow } from '../hooks/useNow';
import { isDropIn } from '../session-view';
import { CancelSessionDialog } from './CancelSessionDialog';
import { ReportIssueDialog } from './ReportIssueDialog';
import { SessionCard, SessionCardActions } from './SessionCard';
import { SessionFormDialog } from './SessionFormDialog';

type Kind = 'sessions' | 'dropIns';

interface ListProps {
  viewerId: string;
  isTutorContext: boolean;
  kind: Kind;
}

const TEXT: Record<Kind, { error: string; empty: string; label: string }> = {
  sessions: { error: 'sessions.error.upcoming', empty: 'sessions.empty.upcoming', label: 'sessions.tab.upcoming' },
  dropIns: { error: 'sessions.error.dropIns', empty: 'sessions.empty.dropIns', label: 'sessions.tab.dropIns' },
};

/**
 * The upcoming sessions (one-on-one) or drop-in sessions (drop-in and group), 10 a page with Show
 * more; the tutor edits, anyone cancels, a client leaves a drop-in.
 */
export function UpcomingSessions({ viewerId, isTutorContext, kind }: ListProps) {
  const intl = useIntl();
  const [pages, setPages] = useState(1);
  const [editing, setEditing] = useState<Session | null>(null);
  const [cancelling, setCancelling] = useState<Session | null>(null);
  const [reporting, setReporting] = useState<Session | null>(null);
  const [dropSession] = useDropSessionMutation();
  const drop = async (session: Session) => {
    try {
      await dropSession({ variables: { sessionId: session.id } });
      void showToast({ intent: 'success', message: intl.formatMessage({ id: 'sessions.dropped' }) });
    } catch (error) {
      void showToast({ intent: 'danger', message: errorMessage(error) });
    }
  };
  const actions = {
    onEdit: isTutorContext ? setEditing : undefined,
    onCancel: setCancelling,
    onDrop: isTutorContext ? undefined : (session: Session) => void drop(session),
    onReport: setReporting,
  };
  return (
    <>
      <div className="session-list" role="list" aria-label={intl.formatMessage({ id: TEXT[kind].label })}>
        {Array.from({ length: pages }, (_, index) => (
          <UpcomingPage
            key={index}
            viewerId={viewerId}
            isTutorContext={isTutorContext}
            kind={kind}
            pageNum={index + 1}
            isLast={index + 1 === pages}
            onLoadMore={() => setPages(pages + 1)}
            actions={actions}
          />
        ))}
      </div>
      {editing && <SessionFormDialog isOpen session={editing} viewerId={viewerId} onClose={() => setEditing(null)} />}
      {cancelling && <CancelSessionDialog session={cancelling} onClose={() => setCancelling(null)} />}
      {reporting && <ReportIssueDialog session={reporting} onClose={() => setReporting(null)} />}
    </>
  );
}

interface PageProps extends ListProps {
  pageNum: number;
  isLast: boolean;
  onLoadMore: () => void;
  actions: SessionCardActions;
}

function UpcomingPage({ viewerId, isTutorContext, kind, pageNum, isLast, onLoadMore, actions }: PageProps) {
  const intl = useIntl();
  const now = useNow();
  const { data, loading, error, refetch } = useUpcomingSessionsQuery({ isTutorContext, pageNum });
  const page = data?.getUpcomingSessions;
  if (!page && loading) return <Spinner size={24} aria-label={intl.formatMessage({ id: 'sessions.loading' })} />;
  if (!page || (error && !loading)) {
    return (
      <Callout intent="danger" role="alert" compact title={intl.formatMessage({ id: TEXT[kind].error })}>
        {error && <p className={Classes.TEXT_MUTED}>{errorMessage(error)}</p>}
        <Button size="small" variant="outlined" text={<FormattedMessage id="sessions.retry" />} onClick={() => void refetch().catch(() => undefined)} />
      </Callout>
    );
  }
  const sessions = page.sessions.filter((session) => (kind === 'dropIns') === isDropIn(session));
  return (
    <>
      {sessions.map((session) => (
        <SessionCard key={session.id} session={session} viewerId={viewerId} now={now} {...actions} />
      ))}
      {pageNum === 1 && sessions.length === 0 && !page.hasMore && (
        <NonIdealState
          icon="calendar"
          description={<FormattedMessage id={kind === 'sessions' && isTutorContext ? 'sessions.empty.upcomingTutor' : TEXT[kind].empty} />}
        />
      )}
      {isLast && page.hasMore && (
        <div className="session-list-more">
          <Button variant="outlined" loading={loading} text={<FormattedMessage id="sessions.loadMore" />} onClick={onLoadMore} />
        </div>
      )}
    </>
  );
}
