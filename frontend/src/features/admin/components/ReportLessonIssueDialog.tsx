import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { z } from 'zod/mini';
import { FormDialog } from '../../../components/form/FormDialog';
import { TextAreaField } from '../../../components/form/TextAreaField';
import { showToast } from '../../../components/toaster';
import { applyServerErrors, fieldProps, formMessageOf, schemaWithRules, useZodForm } from '../../../lib/forms';
import { useIdempotencyKey } from '../../../lib/useIdempotencyKey';
import { useAdminReportOnlineLessonIssueMutation } from '../graphql/admin-report-online-lesson-issue';
import { usePricingFormMessage } from '../pricing-form';

/** The server's bound on a report (post-session-feedback rules): at most 2000 characters. */
const MAX_ISSUE_LENGTH = 2000;
const issueSchema = schemaWithRules(z.object({ issue: z.string() }), ({ issue }) => ({
  issue: issue.trim() === '' || issue.trim().length > MAX_ISSUE_LENGTH ? 'admin.report.required' : undefined,
}));
type IssueValues = z.infer<typeof issueSchema>;

/** adminReportOnlineLessonIssue from a session's row: the report joins the reports queue, once per idempotency key. */
export function ReportLessonIssueDialog({ sessionId, onClose }: { sessionId: string; onClose: () => void }) {
  const intl = useIntl();
  const format = usePricingFormMessage();
  const key = useIdempotencyKey();
  const [report, reporting] = useAdminReportOnlineLessonIssueMutation();
  const [failure, setFailure] = useState<string>();
  const form = useZodForm<IssueValues>(issueSchema, { issue: '' });
  const error = format(formMessageOf(form.formState.errors.issue));
  const submit = form.handleSubmit(async ({ issue }) => {
    setFailure(undefined);
    try {
      await report({ variables: { sessionId, issue: issue.trim(), idempotencyKey: key.current() } });
      key.next();
      void showToast({ intent: 'success', icon: 'tick', message: intl.formatMessage({ id: 'admin.report.sent' }) });
      onClose();
    } catch (caught) {
      const message = applyServerErrors(form, caught, (field) => (field === 'issue' ? 'issue' : undefined));
      if (message) setFailure(format(message));
    }
  });
  return (
    <FormDialog
      title={intl.formatMessage({ id: 'admin.report.title' })}
      onClose={onClose}
      onSubmit={submit}
      failure={failure}
      cancelText={<FormattedMessage id="admin.pricing.cancel" />}
      submitText={<FormattedMessage id="admin.report.submit" />}
      submitting={reporting.loading}
    >
      <TextAreaField id="admin-report-issue" label={<FormattedMessage id="admin.report.issue" />} error={error} {...fieldProps(form, 'issue')} />
    </FormDialog>
  );
}
