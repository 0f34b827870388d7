import { FormGroup, TextArea } from '@blueprintjs/core';
import { FormEvent, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { showToast } from '../../../components/toaster';
import { FormMessage, serverMessage } from '../../../lib/form-messages';
import { useFormatFormMessage } from '../form-messages';
import { useReportOnlineLessonIssueMutation } from '../graphql/report-online-lesson-issue';
import { Session } from '../graphql/session-fields';
import { FormDialog } from './FormDialog';

function newKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** A participant reports a problem with a session's online lesson to the team. */
export function ReportIssueDialog({ session, onClose }: { session: Session; onClose: () => void }) {
  const intl = useIntl();
  const format = useFormatFormMessage();
  const [issue, setIssue] = useState('');
  const [problem, setProblem] = useState<FormMessage>();
  const key = useRef(newKey());
  const [report, { loading }] = useReportOnlineLessonIssueMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!issue.trim()) {
      setProblem({ id: 'sessions.report.required' });
      return;
    }
    setProblem(undefined);
    try {
      await report({ variables: { sessionId: session.id, issue: issue.trim(), idempotencyKey: key.current } });
      void showToast({ intent: 'success', icon: 'tick', message: intl.formatMessage({ id: 'sessions.report.sent' }) });
      onClose();
    } catch (error) {
      setProblem(serverMessage(error));
    }
  };

  return (
    <FormDialog
      title={intl.formatMessage({ id: 'sessions.report.title' })}
      icon="issue"
      onClose={onClose}
      onSubmit={submit}
      problem={format(problem)}
      submitting={loading}
      submitText={<FormattedMessage id="sessions.report.submit" />}
    >
      <p>
        <strong>{session.subject}</strong> · {intl.formatDate(session.startTime, { dateStyle: 'medium', timeStyle: 'short' })}
      </p>
      <FormGroup label={<FormattedMessage id="sessions.report.label" />} labelFor="report-issue">
        <TextArea id="report-issue" fill rows={4} value={issue} onChange={(event) => setIssue(event.currentTarget.value)} />
      </FormGroup>
    </FormDialog>
  );
}
