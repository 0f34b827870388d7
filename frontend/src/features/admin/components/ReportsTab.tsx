import { Button, Switch, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { z } from 'zod/mini';
import { FormDialog } from '../../../components/form/FormDialog';
import { TextAreaField } from '../../../components/form/TextAreaField';
import { showToast } from '../../../components/toaster';
import { formMessageFormatter } from '../../../lib/form-messages';
import { applyServerErrors, fieldProps, formMessageOf, schemaWithRules, useZodForm } from '../../../lib/forms';
import { AdminReport, useAdminReportsQuery } from '../graphql/get-admin-reports';
import { useResolveReportMutation } from '../graphql/resolve-report';
import { adminReportsMessages } from '../reports-messages';
import { AdminPagedTable, usePageParam } from './AdminPager';
import { HistoryLink } from './HistoryLink';

const useReportFormMessage = formMessageFormatter(adminReportsMessages.en, ['admin.reports.']);
/** The server's bound on a note (report rules): required, at most 2000 characters. */
const MAX_NOTE_LENGTH = 2000;
const noteSchema = schemaWithRules(z.object({ note: z.string() }), ({ note }) => ({
  note: note.trim() === '' || note.trim().length > MAX_NOTE_LENGTH ? 'admin.reports.noteRequired' : undefined,
}));
type NoteValues = z.infer<typeof noteSchema>;

/** resolveReport: the admin closes a report with a note, recorded with them. */
function ResolveReportDialog({ report, onClose }: { report: AdminReport; onClose: () => void }) {
  const intl = useIntl();
  const format = useReportFormMessage();
  const [resolve, resolving] = useResolveReportMutation();
  const [failure, setFailure] = useState<string>();
  const form = useZodForm<NoteValues>(noteSchema, { note: '' });
  const error = format(formMessageOf(form.formState.errors.note));
  const submit = form.handleSubmit(async ({ note }) => {
    setFailure(undefined);
    try {
      await resolve({ variables: { reportId: report.id, note: note.trim() } });
      void showToast({ intent: 'success', icon: 'tick', message: intl.formatMessage({ id: 'admin.reports.resolvedToast' }) });
      onClose();
    } catch (caught) {
      const message = applyServerErrors(form, caught, (field) => (field === 'note' ? 'note' : undefined));
      if (message) setFailure(format(message));
    }
  });
  return (
    <FormDialog
      title={intl.formatMessage({ id: 'admin.reports.resolveTitle' })}
      onClose={onClose}
      onSubmit={submit}
      failure={failure}
      cancelText={<FormattedMessage id="admin.reports.cancel" />}
      submitText={<FormattedMessage id="admin.reports.resolve" />}
      submitting={resolving.loading}
    >
      <TextAreaField id="admin-report-note" label={<FormattedMessage id="admin.reports.note" />} error={error} {...fieldProps(form, 'note')} />
    </FormDialog>
  );
}

/** The last messages between reporter and reported user, oldest first, each with its sender. */
function ConversationContext({ report }: { report: AdminReport }) {
  if (report.kind !== 'USER') return null;
  if (report.conversationContext.length === 0) {
    return (
      <div className="bp6-text-muted">
        <FormattedMessage id="admin.reports.noConversation" />
      </div>
    );
  }
  const nameOf = (userId: string) => (userId === report.reporter.id ? report.reporter.name : report.reportedUser?.name);
  return (
    <details>
      <summary>
        <FormattedMessage id="admin.reports.context" />
      </summary>
      <ol className="admin-report-context">
        {report.conversationContext.map((message) => (
          <li key={message.id}>
            <strong>{nameOf(message.fromUserId)}:</strong> {message.body}
          </li>
        ))}
      </ol>
    </details>
  );
}

function ReportRow({ report }: { report: AdminReport }) {
  const [resolving, setResolving] = useState(false);
  return (
    <tr data-testid={`report-${report.id}`}>
      <td>
        {report.reporter.name} <HistoryLink kind="user" id={report.reporter.id} name={report.reporter.name} />
      </td>
      <td>
        <Tag minimal>
          <FormattedMessage id={`admin.reports.kind.${report.kind}`} />
        </Tag>
        <div>
          {report.reportedUser ? (
            <>
              {report.reportedUser.name} <HistoryLink kind="user" id={report.reportedUser.id} name={report.reportedUser.name} />
            </>
          ) : (
            report.sessionId && (
              <>
                <FormattedMessage id="admin.reports.session" values={{ sessionId: report.sessionId }} /> <HistoryLink kind="session" id={report.sessionId} />
              </>
            )
          )}
        </div>
      </td>
      <td className="admin-inquiry-message">
        {report.reason && (
          <strong>
            <FormattedMessage id={`admin.reports.reason.${report.reason}`} />
          </strong>
        )}
        <div>{report.details}</div>
        <ConversationContext report={report} />
      </td>
      <td>
        <FormattedDate value={report.reportedAt} dateStyle="medium" timeStyle="short" />
      </td>
      <td>
        {report.resolvedAt ? (
          <Tag minimal intent="success">
            <FormattedMessage id="admin.reports.resolved" values={{ note: report.resolutionNote }} />
          </Tag>
        ) : (
          <Button size="small" text={<FormattedMessage id="admin.reports.resolve" />} onClick={() => setResolving(true)} />
        )}
        {resolving && <ResolveReportDialog report={report} onClose={() => setResolving(false)} />}
      </td>
    </tr>
  );
}

/** The reports queue: users' reports and online-lesson issues, newest first; open ones unless the switch shows resolved ones too. */
export function ReportsTab() {
  const intl = useIntl();
  const [includeResolved, setIncludeResolved] = useState(false);
  const [pageNumber, showPage] = usePageParam();
  const { data, error, refetch } = useAdminReportsQuery(includeResolved, pageNumber);
  const page = data?.getAdminReports;
  const body = (
    <AdminPagedTable
      list="reports"
      columns={['reporter', 'subject', 'details', 'reported', 'actions']}
      page={page}
      error={error}
      refetch={refetch}
      onMove={showPage}
      rows={(shown) =>
        shown.reports.map((report) => (
          <ReportRow key={report.id} report={report} />
        ))
      }
    />
  );
  return (
    <>
      <Switch checked={includeResolved} label={intl.formatMessage({ id: 'admin.reports.showResolved' })} onChange={(event) => {
          setIncludeResolved(event.currentTarget.checked);
          showPage(1);
        }} />
      {body}
    </>
  );
}
