import { Button, Classes, H2, Spinner, Tab, Tabs } from '@blueprintjs/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import { useSession } from '../../../lib/session/SessionProvider';
import { usePageTitle } from '../../../lib/usePageTitle';
import { isSubPath, SubPath } from '../session-view';
import { CheckInSurvey } from './CheckInSurvey';
import { CompletedSessions } from './CompletedSessions';
import { SessionAlerts } from './SessionAlerts';
import { SessionFormDialog } from './SessionFormDialog';
import { SessionSummaries } from './SessionSummaries';
import { UpcomingSessions } from './UpcomingSessions';
import './sessions.css';

const TAB_MESSAGES: Record<SubPath, string> = {
  upcoming: 'sessions.tab.upcoming',
  'drop-ins': 'sessions.tab.dropIns',
  completed: 'sessions.tab.completed',
  summaries: 'sessions.tab.summaries',
};

/**
 * /sessions and /sessions/{subPath}: upcoming, drop-ins, completed and summaries, as a tutor or as a
 * client (dual-role users see the mode they are in); a tutor schedules sessions from here.
 */
export function SessionsPage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'sessions.title' }));
  const { user, loading, mode, canSwitchMode } = useSession();
  const { subPath } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const [scheduling, setScheduling] = useState(false);
  if (loading) return <Spinner />;
  if (!user) return <Navigate to={`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  if (!isSubPath(subPath)) return <Navigate to="/sessions/upcoming" replace />;
  const isTutorContext = mode === 'tutor';
  const panel = (tab: SubPath) => {
    switch (tab) {
      case 'upcoming':
        return <UpcomingSessions viewerId={user.id} isTutorContext={isTutorContext} kind="sessions" />;
      case 'drop-ins':
        return <UpcomingSessions viewerId={user.id} isTutorContext={isTutorContext} kind="dropIns" />;
      case 'completed':
        return <CompletedSessions viewerId={user.id} isTutorContext={isTutorContext} />;
      case 'summaries':
        return <SessionSummaries isTutorContext={isTutorContext} />;
    }
  };
  return (
    <section className="sessions-page" aria-labelledby="sessions-heading">
      <div className="sessions-page-header">
        <H2 id="sessions-heading">
          <FormattedMessage id="sessions.heading" />
        </H2>
        {isTutorContext && <Button intent="primary" icon="add" onClick={() => setScheduling(true)} text={<FormattedMessage id="sessions.schedule" />} />}
      </div>
      {canSwitchMode && (
        <p className={Classes.TEXT_MUTED}>
          <FormattedMessage id={isTutorContext ? 'sessions.context.tutor' : 'sessions.context.client'} />
        </p>
      )}
      <SessionAlerts user={user} isTutorContext={isTutorContext} />
      {!isTutorContext && <CheckInSurvey />}
      <Tabs
        id="sessions-tabs"
        selectedTabId={subPath}
        onChange={(next) => navigate(`/sessions/${String(next)}${location.search}`)}
        renderActiveTabPanelOnly
        animate={false}
      >
        {(Object.keys(TAB_MESSAGES) as SubPath[]).map((tab) => (
          <Tab key={tab} id={tab} title={<FormattedMessage id={TAB_MESSAGES[tab]} />} panel={panel(tab)} />
        ))}
      </Tabs>
      {scheduling && <SessionFormDialog isOpen viewerId={user.id} onClose={() => setScheduling(false)} />}
    </section>
  );
}
