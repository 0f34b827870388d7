import { FormGroup, TextArea } from '@blueprintjs/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { z } from 'zod/mini';
import { showToast } from '../../../components/toaster';
import { FormMessage, serverMessage } from '../../../lib/form-messages';
import { fieldProps, useZodForm } from '../../../lib/forms';
import { useIdempotencyKey } from '../../../lib/useIdempotencyKey';
import { useFormatFormMessage } from '../form-messages';
import { useReportOnlineLessonIssueMutation } from '../graphql/report-online-lesson-issue';
import { Session } from '../graphql/session-fields';
import { FormDialog, problemOf } from './FormDialog';

const reportSchema = z.object({ issue: z.string().check(z.refine((issue) => issue.trim() !== '', { message: 'sessions.report.required' })) });
type ReportValues = z.infer<typeof reportSchema>;

/** A participant reports a problem with a session's online lesson to the team. */
export function ReportIssueDialog({ session, onClose }: { session: Session; onClose: () => void }) {
  const intl = useIntl();
  const format = useFormatFormMessage();
  const form = useZodForm<ReportValues>(reportSchema, { issue: '' });
  const issue = fieldProps(form, 'issue');
  const [serverProblem, setServerProblem] = useState<FormMessage>();
  // One report per dialog, kept across a re-click after a failure.
  const actionKey = useIdempotencyKey();
  const [report, { loading }] = useReportOnlineLessonIssueMutation();

  const submit = async (values: ReportValues) => {
    try {
      await report({ variables: { sessionId: session.id, issue: values.issue.trim(), idempotencyKey: actionKey.current() } });
      actionKey.next();
      void showToast({ intent: 'success', icon: 'tick', message: intl.formatMessage({ id: 'sessions.report.sent' }) });
      onClose();
    } catch (error) {
      setServerProblem(serverMessage(error));
    }
  };

  return (
    <FormDialog
      title={intl.formatMessage({ id: 'sessions.report.title' })}
      icon="issue"
      onClose={onClose}
      form={form}
      onValid={submit}
      onSubmitStart={() => setServerProblem(undefined)}
      problem={format(problemOf(form, serverProblem))}
      submitting={loading}
      submitText={<FormattedMessage id="sessions.report.submit" />}
    >
      <p>
        <strong>{session.subject}</strong> · {intl.formatDate(session.startTime, { dateStyle: 'medium', timeStyle: 'short' })}
      </p>
      <FormGroup label={<FormattedMessage id="sessions.report.label" />} labelFor="report-issue">
        <TextArea id="report-issue" fill rows={4} value={issue.value} onChange={(event) => issue.onChange(event.currentTarget.value)} />
      </FormGroup>
    </FormDialog>
  );
}
