import { ReactNode } from 'react';
import { H2, NonIdealState, Spinner, Tab, Tabs } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useSession } from '../../../lib/session/SessionProvider';
import { usePageTitle } from '../../../lib/usePageTitle';
import { ClassRequestsTab } from './ClassRequestsTab';
import { FinanceTab } from './FinanceTab';
import { HistoryTab } from './HistoryTab';
import { OnboardingTab } from './OnboardingTab';
import { InquiriesTab } from './InquiriesTab';
import { LeadsTab } from './LeadsTab';
import { PaymentErrorsTab } from './PaymentErrorsTab';
import { PairsTab } from './PairsTab';
import { RatesTab } from './RatesTab';
import { SessionsTab } from './SessionsTab';
import { PayoutsTab } from './PayoutsTab';
import { RefundsTab } from './RefundsTab';
import { ReportsTab } from './ReportsTab';
import { AdminUserPage } from './AdminUserPage';
import { UsersTab } from './UsersTab';
import './admin.css';

/** Each tab has its own path, /admin/<tab>; /admin is the first. */
const ADMIN_TABS = ['payment-errors', 'search', 'onboard', 'class-requests', 'leads', 'inquiries', 'pairs', 'rates', 'sessions', 'payouts', 'invite', 'finance', 'refunds', 'reports', 'history'] as const;
type AdminTab = (typeof ADMIN_TABS)[number];
const isAdminTab = (tab: string | null | undefined): tab is AdminTab => (ADMIN_TABS as readonly (string | null | undefined)[]).includes(tab);
const selectedTab = (pathTab: string | undefined, queryTab: string | null): AdminTab => (isAdminTab(pathTab) ? pathTab : isAdminTab(queryTab) ? queryTab : 'payment-errors');

/**
 * /admin, /admin/{tab} (e.g. /admin/onboard), /admin/history/{kind}/{id} and /admin/users/{userId}: the
 * Admin Panel (spec: admins see /admin); visitors log in first, other users are not authorised. The
 * invite form comes from the invitations feature, passed in by the router.
 */
export function AdminPanelPage({ invitePanel }: { invitePanel?: ReactNode }) {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'admin.title' }));
  const { user, loading, isAdmin } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  // /admin/history/<kind>/<id> is the History tab showing one history; /admin/users/{userId} a user's page under the Users tab.
  const { tab: pathTab, historyKind, historyId, userId } = useParams();
  const tab = historyKind ? 'history' : userId ? 'search' : pathTab;
  // A staff e-mail may link a tab as /admin?tab=leads.
  const [params] = useSearchParams();
  if (loading) return <Spinner />;
  if (!user) return <Navigate to={`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  if (!isAdmin) {
    return <NonIdealState icon="lock" title={<FormattedMessage id="admin.notAuthorised.title" />} description={<FormattedMessage id="admin.notAuthorised.body" />} />;
  }
  return (
    <section className="admin-panel" aria-labelledby="admin-panel-heading">
      <H2 id="admin-panel-heading">
        <FormattedMessage id="admin.heading" />
      </H2>
      <Tabs
        id="admin-tabs"
        selectedTabId={selectedTab(tab, params.get('tab'))}
        onChange={(next) => navigate(next === 'payment-errors' ? '/admin' : `/admin/${String(next)}`)}
        renderActiveTabPanelOnly
      >
        <Tab id="payment-errors" title={<FormattedMessage id="admin.tabs.paymentErrors" />} panel={<PaymentErrorsTab />} />
        <Tab id="search" title={<FormattedMessage id="admin.tabs.users" />} panel={userId ? <AdminUserPage key={userId} userId={userId} /> : <UsersTab />} />
        <Tab id="onboard" title={<FormattedMessage id="admin.tabs.onboarding" />} panel={<OnboardingTab />} />
        <Tab id="class-requests" title={<FormattedMessage id="admin.tabs.classRequests" />} panel={<ClassRequestsTab />} />
        <Tab id="leads" title={<FormattedMessage id="admin.tabs.leads" />} panel={<LeadsTab />} />
        <Tab id="inquiries" title={<FormattedMessage id="admin.tabs.inquiries" />} panel={<InquiriesTab />} />
        <Tab id="pairs" title={<FormattedMessage id="admin.tabs.pairs" />} panel={<PairsTab />} />
        <Tab id="rates" title={<FormattedMessage id="admin.tabs.rates" />} panel={<RatesTab />} />
        <Tab id="sessions" title={<FormattedMessage id="admin.tabs.sessions" />} panel={<SessionsTab />} />
        <Tab id="payouts" title={<FormattedMessage id="admin.tabs.payouts" />} panel={<PayoutsTab />} />
        {invitePanel && <Tab id="invite" title={<FormattedMessage id="admin.tabs.invite" />} panel={<>{invitePanel}</>} />}
        <Tab id="finance" title={<FormattedMessage id="admin.tabs.finance" />} panel={<FinanceTab />} />
        <Tab id="refunds" title={<FormattedMessage id="admin.tabs.refunds" />} panel={<RefundsTab />} />
        <Tab id="reports" title={<FormattedMessage id="admin.tabs.reports" />} panel={<ReportsTab />} />
        <Tab id="history" title={<FormattedMessage id="admin.tabs.history" />} panel={<HistoryTab kind={historyKind} id={historyId} />} />
      </Tabs>
    </section>
  );
}
