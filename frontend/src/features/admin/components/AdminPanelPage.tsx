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
const pathOf = (tab: AdminTab) => (tab === 'payment-errors' ? '/admin' : `/admin/${tab}`);

/**
 * The tabs grouped by what an admin comes for (spec section 6's operations), so fifteen tabs do not
 * stand in one row. A section's tab opens its first tab; a section of one tab shows its panel directly.
 */
const ADMIN_SECTIONS: readonly { id: string; tabs: readonly AdminTab[] }[] = [
  { id: 'people', tabs: ['search', 'onboard', 'invite', 'reports'] },
  { id: 'money', tabs: ['payment-errors', 'payouts', 'refunds', 'finance', 'rates'] },
  { id: 'tutoring', tabs: ['sessions', 'pairs', 'class-requests'] },
  { id: 'prospects', tabs: ['leads', 'inquiries'] },
  { id: 'history', tabs: ['history'] },
];
const TAB_TITLES: Record<AdminTab, string> = {
  'payment-errors': 'admin.tabs.paymentErrors',
  search: 'admin.tabs.users',
  onboard: 'admin.tabs.onboarding',
  'class-requests': 'admin.tabs.classRequests',
  leads: 'admin.tabs.leads',
  inquiries: 'admin.tabs.inquiries',
  pairs: 'admin.tabs.pairs',
  rates: 'admin.tabs.rates',
  sessions: 'admin.tabs.sessions',
  payouts: 'admin.tabs.payouts',
  invite: 'admin.tabs.invite',
  finance: 'admin.tabs.finance',
  refunds: 'admin.tabs.refunds',
  reports: 'admin.tabs.reports',
  history: 'admin.tabs.history',
};

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
  const panels: Partial<Record<AdminTab, ReactNode>> = {
    'payment-errors': <PaymentErrorsTab />,
    search: userId ? <AdminUserPage key={userId} userId={userId} /> : <UsersTab />,
    onboard: <OnboardingTab />,
    'class-requests': <ClassRequestsTab />,
    leads: <LeadsTab />,
    inquiries: <InquiriesTab />,
    pairs: <PairsTab />,
    rates: <RatesTab />,
    sessions: <SessionsTab />,
    payouts: <PayoutsTab />,
    invite: invitePanel,
    finance: <FinanceTab />,
    refunds: <RefundsTab />,
    reports: <ReportsTab />,
    history: <HistoryTab kind={historyKind} id={historyId} />,
  };
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
      <AdminSections selected={selectedTab(tab, params.get('tab'))} panels={panels} onSelect={(next) => navigate(pathOf(next))} />
    </section>
  );
}

/**
 * The sections as a row of tabs and the selected section's tabs under it, each row a Blueprint tab
 * list (arrow keys move along it; each panel is labelled by its tab).
 */
function AdminSections({ selected, panels, onSelect }: { selected: AdminTab; panels: Partial<Record<AdminTab, ReactNode>>; onSelect: (tab: AdminTab) => void }) {
  const sections = ADMIN_SECTIONS.map((section) => ({ ...section, tabs: section.tabs.filter((tab) => panels[tab]) }));
  const current = sections.find((section) => section.tabs.includes(selected)) ?? sections[0];
  const tabsOf = (section: (typeof sections)[number]) =>
    section.tabs.length === 1 ? (
      <>{panels[section.tabs[0]]}</>
    ) : (
      <Tabs id={`admin-tabs-${section.id}`} selectedTabId={selected} onChange={(next) => onSelect(next as AdminTab)} renderActiveTabPanelOnly>
        {section.tabs.map((tab) => (
          <Tab key={tab} id={tab} title={<FormattedMessage id={TAB_TITLES[tab]} />} panel={<>{panels[tab]}</>} />
        ))}
      </Tabs>
    );
  return (
    <Tabs id="admin-sections" size="large" selectedTabId={current.id} onChange={(next) => onSelect(sections.find((section) => section.id === next)?.tabs[0] ?? 'payment-errors')} renderActiveTabPanelOnly>
      {sections.map((section) => (
        <Tab
          key={section.id}
          id={section.id}
          title={<FormattedMessage id={section.tabs.length === 1 ? TAB_TITLES[section.tabs[0]] : `admin.sections.${section.id}`} />}
          panel={tabsOf(section)}
        />
      ))}
    </Tabs>
  );
}
