import { Button, FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { z } from 'zod/mini';
import { FormDialog } from '../form/FormDialog';
import { TextAreaField } from '../form/TextAreaField';
import { showToast } from '../toaster';
import { formMessageFormatter } from '../../lib/form-messages';
import { applyServerErrors, fieldProps, formMessageOf, schemaWithRules, useZodForm } from '../../lib/forms';
import type { UserReportReason } from '../../lib/graphql/generated';
import { useSession } from '../../lib/session/SessionProvider';
import { useIdempotencyKey } from '../../lib/useIdempotencyKey';
import { useReportUserV2Mutation } from './report-user-v2';
import { reportsMessages } from './messages';

const REASONS: readonly UserReportReason[] = ['HARASSMENT', 'INAPPROPRIATE_CONTENT', 'SPAM_OR_SCAM', 'SAFETY_CONCERN', 'OTHER'];
/** The server's bound on a report's text (report rules): required, at most 2000 characters. */
const MAX_DETAILS_LENGTH = 2000;
const reportSchema = schemaWithRules(z.object({ reason: z.string(), details: z.string() }), ({ details }) => ({
  details: details.trim() === '' || details.trim().length > MAX_DETAILS_LENGTH ? 'reportUser.detailsRequired' : undefined,
}));
type ReportValues = z.infer<typeof reportSchema>;
const useReportFormMessage = formMessageFormatter(reportsMessages.en, ['reportUser.']);

function ReportUserDialog({ userId, name, onClose }: { userId: string; name: string; onClose: () => void }) {
  const intl = useIntl();
  const format = useReportFormMessage();
  const key = useIdempotencyKey();
  const [report, reporting] = useReportUserV2Mutation();
  const [failure, setFailure] = useState<string>();
  const form = useZodForm<ReportValues>(reportSchema, { reason: 'HARASSMENT', details: '' });
  const error = format(formMessageOf(form.formState.errors.details));
  const submit = form.handleSubmit(async ({ reason, details }) => {
    setFailure(undefined);
    try {
      await report({ variables: { input: { reportedUserId: userId, reason: reason as UserReportReason, details: details.trim() }, idempotencyKey: key.current() } });
      key.next();
      void showToast({ intent: 'success', icon: 'tick', message: intl.formatMessage({ id: 'reportUser.sent' }) });
      onClose();
    } catch (caught) {
      const message = applyServerErrors(form, caught, (field) => (field === 'details' ? 'details' : undefined));
      if (message) setFailure(format(message));
    }
  });
  return (
    <FormDialog
      title={intl.formatMessage({ id: 'reportUser.title' }, { name })}
      onClose={onClose}
      onSubmit={submit}
      failure={failure}
      cancelText={<FormattedMessage id="reportUser.cancel" />}
      submitText={<FormattedMessage id="reportUser.submit" />}
      submitIntent="danger"
      submitting={reporting.loading}
    >
      <FormGroup label={<FormattedMessage id="reportUser.reason" />} labelFor="report-user-reason">
        <HTMLSelect id="report-user-reason" fill value={form.watch('reason')} onChange={(event) => form.setValue('reason', event.currentTarget.value)}>
          {REASONS.map((reason) => (
            <option key={reason} value={reason}>
              {intl.formatMessage({ id: `reportUser.reason.${reason}` })}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
      <TextAreaField id="report-user-details" label={<FormattedMessage id="reportUser.details" />} error={error} {...fieldProps(form, 'details')} />
    </FormDialog>
  );
}

/** A small "Report" button opening the report dialog; shown to signed-in users about someone else only. */
export function ReportUserButton({ userId, name }: { userId: string; name: string }) {
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  if (!user || user.id === userId) return null;
  return (
    <>
      <Button size="small" variant="minimal" icon="flag" text={<FormattedMessage id="reportUser.button" />} onClick={() => setOpen(true)} />
      {open && <ReportUserDialog userId={userId} name={name} onClose={() => setOpen(false)} />}
    </>
  );
}
