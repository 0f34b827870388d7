import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, TextArea } from '@blueprintjs/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { z } from 'zod/mini';
import { showToast } from '../../../components/toaster';
import { applyServerErrors, formMessageOf, schemaWithRules, useZodForm } from '../../../lib/forms';
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
    <Dialog isOpen onClose={onClose} title={intl.formatMessage({ id: 'admin.report.title' })}>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogBody>
          <FormGroup
            label={<FormattedMessage id="admin.report.issue" />}
            labelFor="admin-report-issue"
            intent={error ? 'danger' : 'none'}
            helperText={error && <span id="admin-report-issue-error">{error}</span>}
          >
            <TextArea
              id="admin-report-issue"
              fill
              value={form.watch('issue')}
              onChange={(event) => {
                form.setValue('issue', event.currentTarget.value);
                form.clearErrors('issue');
              }}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'admin-report-issue-error' : undefined}
            />
          </FormGroup>
          {failure && (
            <Callout intent="danger" compact role="alert">
              {failure}
            </Callout>
          )}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button onClick={onClose} text={<FormattedMessage id="admin.pricing.cancel" />} />
              <Button type="submit" intent="primary" loading={reporting.loading} text={<FormattedMessage id="admin.report.submit" />} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
