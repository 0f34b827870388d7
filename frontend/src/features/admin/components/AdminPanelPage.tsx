import { H2, NonIdealState, Spinner, Tab, Tabs } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { useSession } from '../../../lib/session/SessionProvider';
import { usePageTitle } from '../../../lib/usePageTitle';
import { InquiriesTab } from './InquiriesTab';
import { LeadsTab } from './LeadsTab';
import { PaymentErrorsTab } from './PaymentErrorsTab';
import './admin.css';

/** /admin: the Admin Panel (spec: admins see /admin); visitors log in first, other users are not authorised. */
export function AdminPanelPage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'admin.title' }));
  const { user, loading, isAdmin } = useSession();
  const location = useLocation();
  // A staff e-mail links a tab: /admin?tab=leads or ?tab=inquiries.
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
      <Tabs id="admin-tabs" defaultSelectedTabId={params.get('tab') ?? 'payment-errors'} renderActiveTabPanelOnly>
        <Tab id="payment-errors" title={<FormattedMessage id="admin.tabs.paymentErrors" />} panel={<PaymentErrorsTab />} />
        <Tab id="leads" title={<FormattedMessage id="admin.tabs.leads" />} panel={<LeadsTab />} />
        <Tab id="inquiries" title={<FormattedMessage id="admin.tabs.inquiries" />} panel={<InquiriesTab />} />
      </Tabs>
    </section>
  );
}
