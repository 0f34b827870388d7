import { Button, Card, H2, H3, InputGroup, TextArea, FormGroup } from '@blueprintjs/core';
import { ReactNode, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { z } from 'zod/mini';
import { TextField } from '../../../components/form/TextField';
import { showToast } from '../../../components/toaster';
import { FormMessage } from '../../../lib/form-messages';
import { applyServerErrors, fieldProps, formMessageOf, schemaWithRules, useZodForm } from '../../../lib/forms';
import { useIdempotencyKey, withIdempotencyKey } from '../../../lib/useIdempotencyKey';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useTutorReferralCode } from '../graphql/get-tutor-referral-code';
import { useSendTutorReferralEmailMutation } from '../graphql/send-tutor-referral-email';
import { useSendTutorReferralTextMutation } from '../graphql/send-tutor-referral-text';
import { useFormatToolsMessage } from '../tools-form-messages';
import { TutorOnlyPage } from './TutorOnlyPage';

export type ReferralAudience = 'CLIENT' | 'TUTOR';

const MAX_NOTE_LENGTH = 500;

/** /tutor-refer-client (clients you refer get $20) and /tutor-refer-tutor: the tutor's link, and invitations by e-mail and text. */
export function TutorReferPage({ audience, children }: { audience: ReferralAudience; children?: ReactNode }) {
  const intl = useIntl();
  const prefix = audience === 'CLIENT' ? 'tutorTools.referClient' : 'tutorTools.referTutor';
  usePageTitle(intl.formatMessage({ id: `${prefix}.title` }));
  const code = useTutorReferralCode();
  const link = code ? `${window.location.origin}/${audience === 'CLIENT' ? 'trc' : 'trt'}/${encodeURIComponent(code)}` : '';
  return (
    <TutorOnlyPage>
      <H2>
        <FormattedMessage id={`${prefix}.heading`} />
      </H2>
      <p>
        <FormattedMessage id={`${prefix}.intro`} />
      </p>
      <Card className="tutor-refer-link">
        <FormGroup label={<FormattedMessage id="tutorTools.refer.link" />} labelFor="tutor-referral-link">
          <InputGroup id="tutor-referral-link" readOnly value={link} />
        </FormGroup>
        <Button
          icon="duplicate"
          disabled={!link}
          text={<FormattedMessage id="tutorTools.refer.copy" />}
          onClick={() =>
            void navigator.clipboard
              ?.writeText(link)
              .then(() => showToast({ intent: 'success', icon: 'tick', message: intl.formatMessage({ id: 'tutorTools.refer.copied' }) }))
          }
        />
      </Card>
      <div className="tutor-refer-senders">
        <InviteForm audience={audience} channel="email" />
        <InviteForm audience={audience} channel="text" />
      </div>
      {children}
    </TutorOnlyPage>
  );
}

interface InviteValues {
  recipient: string;
  note: string;
}

const inviteSchema = (channel: 'email' | 'text') =>
  schemaWithRules(z.object({ recipient: z.string(), note: z.string() }), (values: InviteValues) => ({
    recipient:
      channel === 'email'
        ? /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.recipient.trim()) && values.recipient.trim().length <= 254
          ? undefined
          : 'tutorTools.validation.email'
        : values.recipient.replace(/\D/g, '').length >= 10
          ? undefined
          : 'tutorTools.validation.phone',
    note: values.note.trim().length > MAX_NOTE_LENGTH ? 'tutorTools.validation.noteTooLong' : undefined,
  }));

/** One sender: by e-mail or by text, each send one action with its idempotency key (a retry sends once). */
function InviteForm({ audience, channel }: { audience: ReferralAudience; channel: 'email' | 'text' }) {
  const intl = useIntl();
  const format = useFormatToolsMessage();
  const key = useIdempotencyKey();
  const [sendEmail, email] = useSendTutorReferralEmailMutation();
  const [sendText, text] = useSendTutorReferralTextMutation();
  const form = useZodForm<InviteValues>(inviteSchema(channel), { recipient: '', note: '' });
  const { errors } = form.formState;
  const [formError, setFormError] = useState<FormMessage>();
  const id = `tutor-refer-${channel}`;

  const submit = async ({ recipient, note }: InviteValues) => {
    setFormError(undefined);
    try {
      if (channel === 'email') await sendEmail({ variables: withIdempotencyKey({ input: { email: recipient, audience, note: note || null } }, key.current()) });
      else await sendText({ variables: withIdempotencyKey({ input: { phoneNumber: recipient, audience, note: note || null } }, key.current()) });
      key.next();
      form.reset({ recipient: '', note: '' });
      void showToast({ intent: 'success', icon: 'tick', message: intl.formatMessage({ id: 'tutorTools.refer.sent' }) });
    } catch (error) {
      setFormError(applyServerErrors(form, error, (field) => (field === 'email' || field === 'phoneNumber' ? 'recipient' : field === 'note' ? 'note' : undefined)));
    }
  };

  return (
    <Card className="tutor-refer-sender">
      <form onSubmit={(event) => void form.handleSubmit(submit)(event)} noValidate aria-labelledby={`${id}-heading`}>
        <H3 id={`${id}-heading`}>
          <FormattedMessage id={`tutorTools.refer.${channel}.heading`} />
        </H3>
        <TextField
          id={`${id}-recipient`}
          type={channel === 'email' ? 'email' : 'tel'}
          label={<FormattedMessage id={`tutorTools.refer.${channel}.label`} />}
          {...fieldProps(form, 'recipient')}
          error={format(formMessageOf(errors.recipient))}
        />
        <FormGroup
          label={<FormattedMessage id="tutorTools.refer.note" />}
          labelFor={`${id}-note`}
          intent={errors.note ? 'danger' : 'none'}
          helperText={format(formMessageOf(errors.note))}
        >
          <TextArea id={`${id}-note`} fill rows={3} value={form.watch('note')} onChange={(event) => { form.setValue('note', event.currentTarget.value); form.clearErrors('note'); }} />
        </FormGroup>
        {formError && (
          <p className="tutor-tools-error" role="alert">
            {format(formError)}
          </p>
        )}
        <Button type="submit" intent="primary" loading={email.loading || text.loading} text={<FormattedMessage id={`tutorTools.refer.${channel}.send`} />} />
      </form>
    </Card>
  );
}
