import { HTMLSelect } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { showToast } from '../../../components/toaster';
import { errorMessage } from '../../../lib/graphql-errors';
import type { LeadStatus } from '../../../lib/graphql/generated';
import { AdminLead, useAdminLeadsQuery } from '../graphql/get-admin-leads';
import { useSetLeadStatusMutation } from '../graphql/set-lead-status';
import { AdminPagedTable, usePageParam } from './AdminPager';
import { HistoryLink } from './HistoryLink';

const STATUSES: LeadStatus[] = ['NEW', 'CONTACTED', 'QUALIFIED', 'UNQUALIFIED', 'CONVERTED'];

function StatusPicker({ lead }: { lead: AdminLead }) {
  const intl = useIntl();
  const [setStatus, { loading }] = useSetLeadStatusMutation();
  return (
    <HTMLSelect
      aria-label={intl.formatMessage({ id: 'admin.leads.statusOf' }, { name: `${lead.firstName} ${lead.lastName}` })}
      value={lead.status}
      disabled={loading}
      onChange={(event) => {
        const status = event.currentTarget.value as LeadStatus;
        setStatus({ variables: { leadId: lead.id, status } }).catch((error: unknown) =>
          showToast({ intent: 'danger', message: intl.formatMessage({ id: 'admin.paymentErrors.actionFailed' }, { message: errorMessage(error) }) }),
        );
      }}
      options={STATUSES.map((status) => ({ value: status, label: intl.formatMessage({ id: `admin.leads.status.${status}` }) }))}
    />
  );
}

/** The schools form's leads, newest first, 10 a page: who, which school, how to reach them; admins mark their status. */
export function LeadsTab() {
  const [pageNumber, showPage] = usePageParam();
  const { data, error, refetch } = useAdminLeadsQuery(pageNumber);
  const page = data?.getAdminLeads;
  return (
    <AdminPagedTable
      list="leads"
      columns={['name', 'school', 'contact', 'submitted', 'status']}
      page={page}
      error={error}
      refetch={refetch}
      onMove={showPage}
      rows={(shown) =>
        shown.leads.map((lead) => (
        <tr key={lead.id} data-testid={`lead-${lead.id}`}>
          <td>
            {lead.firstName} {lead.lastName}
            {lead.title && <div className="bp6-text-muted">{lead.title}</div>}
          </td>
          <td>{lead.company ? `${lead.company} (${lead.state})` : <FormattedMessage id="admin.leads.flexIntake" values={{ subject: lead.subject }} />}</td>
          <td>
            <a href={`mailto:${lead.email}`}>{lead.email}</a>
            <div>
              <a href={`tel:${lead.phoneNumber}`}>{lead.phoneNumber}</a>
            </div>
            {lead.crm === 'embedded' && lead.crmId && !lead.company && lead.status !== 'CONVERTED' && (
              // A family's personalised sign-up, for staff to send: the embedded CRM's id is the link's ticket.
              <Link to={`/signup/personalized?ticket=${encodeURIComponent(lead.crmId)}`}>
                <FormattedMessage id="admin.leads.signupLink" />
              </Link>
            )}
          </td>
          <td>
            <FormattedDate value={lead.lastSubmittedAt} dateStyle="medium" timeStyle="short" />
            {lead.submissions > 1 && (
              <div className="bp6-text-muted">
                <FormattedMessage id="admin.leads.submissions" values={{ count: lead.submissions }} />
              </div>
            )}
          </td>
          <td>
            <StatusPicker lead={lead} /> <HistoryLink kind="lead" id={lead.id} name={`${lead.firstName} ${lead.lastName}`} />
          </td>
        </tr>
      ))
      }
    />
  );
}
