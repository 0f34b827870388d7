import { Classes, H2, H4, Radio, RadioGroup, Spinner, Tab, Tabs } from '@blueprintjs/core';
import { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import { useSession } from '../../../lib/session/SessionProvider';
import { usePageTitle } from '../../../lib/usePageTitle';
import { DashboardSessionParts } from '../dashboard-parts';
import { dashboardView, MAIN_TABS, MainTab, OVERVIEW_LIMIT, RequestFilter, SESSIONS_TAB_LIMIT } from '../dashboard-view';
import { DashboardStats } from './DashboardStats';
import { EmptyState } from './EmptyState';
import { LinkButton } from '../../../components/LinkButton';
import { TutoringRequests } from './TutoringRequests';
import './dashboard.css';

function Section({ titleId, action, children }: { titleId: string; action?: ReactNode; children: ReactNode }) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: titleId });
  return (
    <section className="dashboard-section" aria-label={title}>
      <div className="dashboard-section-header">
        <H4>{title}</H4>
        {action}
      </div>
      {children}
    </section>
  );
}

/**
 * /dashboard, /dashboard/{mainTab} and /dashboard/requests/{open|all}: the signed-in user's sessions
 * and tutoring requests in the mode they are in (spec, client-side state "dashboard: sessions,
 * tutoringRequests, userType"). The session pieces come from the sessions feature through `sessionParts`;
 * `notice` (another feature's, e.g. the tutor's onboarding checklist) shows above the tabs;
 * `heldPayouts` (the payments feature's) in a tutor's overview.
 */
export function DashboardPage({ sessionParts, notice, heldPayouts }: { sessionParts: DashboardSessionParts; notice?: ReactNode; heldPayouts?: ReactNode }) {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'dashboard.title' }));
  const { user, loading, mode, canSwitchMode } = useSession();
  const { mainTab, subTab } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  if (loading) return <Spinner />;
  if (!user) return <Navigate to={`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  const view = dashboardView(mainTab, subTab);
  if ('redirect' in view) return <Navigate to={view.redirect} replace />;
  const isTutorContext = mode === 'tutor';
  const { NextSessions, PaymentErrorSessions, SessionsThisWeek } = sessionParts;

  const upcoming = (limit: number) => (
    <Section titleId="dashboard.upcoming.heading" action={<LinkButton to="/sessions/upcoming" variant="minimal" endIcon="arrow-right" text={<FormattedMessage id="dashboard.viewAll" />} />}>
      <NextSessions
        viewerId={user.id}
        isTutorContext={isTutorContext}
        limit={limit}
        empty={<EmptyState icon="calendar" messageId={isTutorContext ? 'dashboard.upcoming.emptyTutor' : 'dashboard.upcoming.emptyClient'} isTutorContext={isTutorContext} />}
      />
    </Section>
  );
  const thisWeek = isTutorContext && (
    <Section titleId="dashboard.thisWeek.heading">
      <SessionsThisWeek tutorId={user.id} viewerId={user.id} />
    </Section>
  );
  const requests = (filter: RequestFilter, limit?: number) => (
    <Section
      titleId={isTutorContext ? 'dashboard.requests.headingTutor' : 'dashboard.requests.headingClient'}
      action={limit !== undefined && <LinkButton to="/dashboard/requests" variant="minimal" endIcon="arrow-right" text={<FormattedMessage id="dashboard.viewAll" />} />}
    >
      <TutoringRequests
        isTutorContext={isTutorContext}
        filter={filter}
        limit={limit}
        empty={
          <EmptyState
            icon="inbox"
            messageId={isTutorContext ? 'dashboard.requests.emptyTutor' : filter === 'open' ? 'dashboard.requests.emptyClientOpen' : 'dashboard.requests.emptyClient'}
            isTutorContext={isTutorContext}
          />
        }
      />
    </Section>
  );

  const panel = (tab: MainTab) => {
    switch (tab) {
      case 'overview':
        return (
          <div className="dashboard-panel">
            <PaymentErrorSessions isTutorContext={isTutorContext} />
            <DashboardStats isTutorContext={isTutorContext} AwaitingFeedbackCount={sessionParts.AwaitingFeedbackCount} />
            {upcoming(OVERVIEW_LIMIT)}
            {requests(isTutorContext ? 'open' : 'all', OVERVIEW_LIMIT)}
            {isTutorContext && heldPayouts && <Section titleId="dashboard.heldPayouts.heading">{heldPayouts}</Section>}
          </div>
        );
      case 'sessions':
        return (
          <div className="dashboard-panel">
            <PaymentErrorSessions isTutorContext={isTutorContext} />
            {upcoming(SESSIONS_TAB_LIMIT)}
            {thisWeek}
          </div>
        );
      case 'requests':
        return (
          <div className="dashboard-panel">
            <RadioGroup
              inline
              label={intl.formatMessage({ id: 'dashboard.requests.filter' })}
              selectedValue={view.filter}
              onChange={(event) => navigate(`/dashboard/requests/${event.currentTarget.value}`)}
            >
              <Radio value="open" label={intl.formatMessage({ id: 'dashboard.requests.open' })} />
              <Radio value="all" label={intl.formatMessage({ id: 'dashboard.requests.all' })} />
            </RadioGroup>
            {requests(view.filter)}
          </div>
        );
    }
  };

  return (
    <section className="dashboard-page" aria-labelledby="dashboard-heading">
      <div className="dashboard-page-header">
        <div>
          <H2 id="dashboard-heading">
            <FormattedMessage id="dashboard.heading" />
          </H2>
          <p>
            <FormattedMessage id="dashboard.welcome" values={{ firstName: user.profile.firstName }} />
            {canSwitchMode && (
              <span className={Classes.TEXT_MUTED}>
                {' '}
                <FormattedMessage id={isTutorContext ? 'dashboard.context.tutor' : 'dashboard.context.client'} />
              </span>
            )}
          </p>
        </div>
        {isTutorContext ? (
          <LinkButton to="/tutor-tools" intent="primary" icon="people" text={<FormattedMessage id="dashboard.findClients" />} />
        ) : (
          <LinkButton to="/search" intent="primary" icon="search" text={<FormattedMessage id="dashboard.findTutor" />} />
        )}
      </div>
      {notice}
      <Tabs
        id="dashboard-tabs"
        selectedTabId={view.mainTab}
        onChange={(next) => navigate(next === 'overview' ? '/dashboard' : `/dashboard/${String(next)}`)}
        renderActiveTabPanelOnly
        animate={false}
      >
        {MAIN_TABS.map((tab) => (
          <Tab key={tab} id={tab} title={<FormattedMessage id={`dashboard.tab.${tab}`} />} panel={panel(tab)} />
        ))}
      </Tabs>
    </section>
  );
}
