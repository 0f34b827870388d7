import { Button, Switch, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { showToast } from '../../../components/toaster';
import { errorMessage } from '../../../lib/graphql-errors';
import { AdminInquiry, useAdminInquiriesQuery } from '../graphql/get-admin-inquiries';
import { useResolveInquiryMutation } from '../graphql/resolve-inquiry';
import { AdminPagedTable, usePageParam } from './AdminPager';
import { HistoryLink } from './HistoryLink';

function ResolveButton({ inquiry }: { inquiry: AdminInquiry }) {
  const intl = useIntl();
  const [resolve, { loading }] = useResolveInquiryMutation();
  if (inquiry.resolvedAt) return <Tag minimal intent="success"><FormattedMessage id="admin.inquiries.resolved" /></Tag>;
  return (
    <Button
      size="small"
      loading={loading}
      text={<FormattedMessage id="admin.inquiries.resolve" />}
      onClick={() =>
        void resolve({ variables: { inquiryId: inquiry.id } }).catch((error: unknown) =>
          showToast({ intent: 'danger', message: intl.formatMessage({ id: 'admin.paymentErrors.actionFailed' }, { message: errorMessage(error) }) }),
        )
      }
    />
  );
}

/** The support inbox: the contact page's inquiries, newest first; open ones unless the switch shows answered ones too. */
export function InquiriesTab() {
  const intl = useIntl();
  const [includeResolved, setIncludeResolved] = useState(false);
  const [pageNumber, showPage] = usePageParam();
  const { data, error, refetch } = useAdminInquiriesQuery(includeResolved, pageNumber);
  const page = data?.getAdminInquiries;
  const body = (
    <AdminPagedTable
      list="inquiries"
      columns={['from', 'kind', 'message', 'submitted', 'actions']}
      page={page}
      error={error}
      refetch={refetch}
      onMove={showPage}
      rows={(shown) =>
        shown.inquiries.map((inquiry) => (
          <tr key={inquiry.id} data-testid={`inquiry-${inquiry.id}`}>
            <td>
              {inquiry.name}
              <div>
                <a href={`mailto:${inquiry.email}`}>{inquiry.email}</a>
              </div>
            </td>
            <td>
              <FormattedMessage id={`admin.inquiries.kind.${inquiry.kind}`} />
              {inquiry.deviceBeingUsed && <div className="bp6-text-muted">{inquiry.deviceBeingUsed}</div>}
            </td>
            <td className="admin-inquiry-message">
              {inquiry.subject && <strong>{inquiry.subject}</strong>}
              <div>{inquiry.message}</div>
            </td>
            <td>
              <FormattedDate value={inquiry.submittedAt} dateStyle="medium" timeStyle="short" />
            </td>
            <td>
              <ResolveButton inquiry={inquiry} /> <HistoryLink kind="inquiry" id={inquiry.id} name={inquiry.name} />
            </td>
          </tr>
        ))
      }
    />
  );
  return (
    <>
      <Switch checked={includeResolved} label={intl.formatMessage({ id: 'admin.inquiries.showResolved' })} onChange={(event) => {
          setIncludeResolved(event.currentTarget.checked);
          showPage(1);
        }} />
      {body}
    </>
  );
}
