import { Button, Callout, FormGroup, TextArea } from '@blueprintjs/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { z } from 'zod/mini';
import { TextField } from '../../../components/form/TextField';
import { FormMessage } from '../../../lib/form-messages';
import { applyServerErrors, fieldProps, formMessageOf, schemaWithRules, useZodForm } from '../../../lib/forms';
import { useIdempotencyKey } from '../../../lib/useIdempotencyKey';
import { useFormatFormMessage } from '../form-messages';
import { useGeneralInquiryMutation } from '../graphql/general-inquiry';
import { useTechnicalIssueMutation } from '../graphql/technical-issue';
import { GeneralInquiryValues, TechnicalIssueValues, validateGeneralInquiry, validateTechnicalIssue } from '../inquiry-validation';

const generalSchema = schemaWithRules(z.object({ subject: z.string(), name: z.string(), email: z.string(), message: z.string() }), validateGeneralInquiry);
const technicalSchema = schemaWithRules(z.object({ name: z.string(), email: z.string(), deviceBeingUsed: z.string(), issueDescription: z.string() }), validateTechnicalIssue);
const EMPTY_GENERAL: GeneralInquiryValues = { subject: '', name: '', email: '', message: '' };
const EMPTY_TECHNICAL: TechnicalIssueValues = { name: '', email: '', deviceBeingUsed: '', issueDescription: '' };

/** After a send: 'Message Sent' with the thanks, or 'Unable to send message.' with the error text (spec section 8). */
export function InquiryOutcome({ outcome }: { outcome: { sent: true } | { sent: false; error?: string } }) {
  const intl = useIntl();
  if (outcome.sent) {
    return (
      <Callout intent="success" role="status" title={intl.formatMessage({ id: 'publicSite.contact.sentTitle' })} className="public-site-outcome">
        <FormattedMessage id="publicSite.contact.sentBody" />
      </Callout>
    );
  }
  return (
    <Callout intent="danger" role="alert" title={intl.formatMessage({ id: 'publicSite.contact.failedTitle' })} className="public-site-outcome">
      {outcome.error}
    </Callout>
  );
}

function MultilineField({ id, label, value, onChange, error }: { id: string; label: string; value: string; onChange: (value: string) => void; error?: string }) {
  return (
    <FormGroup label={label} labelFor={id} intent={error ? 'danger' : 'none'} helperText={error}>
      <TextArea id={id} fill rows={5} value={value} onChange={(event) => onChange(event.currentTarget.value)} intent={error ? 'danger' : 'none'} aria-invalid={error ? true : undefined} />
    </FormGroup>
  );
}

type Outcome = { sent: true } | { sent: false; error?: string };

/** The General Inquiry form (generalInquiry: subject, name, e-mail, message). */
export function GeneralInquiryForm() {
  const intl = useIntl();
  const format = useFormatFormMessage();
  const form = useZodForm<GeneralInquiryValues>(generalSchema, EMPTY_GENERAL);
  const { errors } = form.formState;
  const key = useIdempotencyKey();
  const [send, { loading }] = useGeneralInquiryMutation();
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const submit = async (values: GeneralInquiryValues) => {
    try {
      await send({ variables: { input: values, idempotencyKey: key.current() } });
      key.next();
      form.reset(EMPTY_GENERAL);
      setOutcome({ sent: true });
    } catch (error) {
      const message: FormMessage | undefined = applyServerErrors(form, error);
      setOutcome({ sent: false, error: format(message) });
    }
  };

  return (
    <form className="public-site-form" aria-label={intl.formatMessage({ id: 'publicSite.contact.type.general' })} onSubmit={(event) => { setOutcome(null); void form.handleSubmit(submit)(event); }} noValidate>
      <TextField id="general-subject" label={<FormattedMessage id="publicSite.contact.subject" />} {...fieldProps(form, 'subject')} error={format(formMessageOf(errors.subject))} />
      <TextField id="general-name" autoComplete="name" label={<FormattedMessage id="publicSite.contact.name" />} {...fieldProps(form, 'name')} error={format(formMessageOf(errors.name))} />
      <TextField id="general-email" type="email" autoComplete="email" label={<FormattedMessage id="publicSite.contact.email" />} {...fieldProps(form, 'email')} error={format(formMessageOf(errors.email))} />
      <MultilineField id="general-message" label={intl.formatMessage({ id: 'publicSite.contact.message' })} {...fieldProps(form, 'message')} error={format(formMessageOf(errors.message))} />
      <Button type="submit" intent="primary" loading={loading} text={<FormattedMessage id="publicSite.contact.send" />} />
      {outcome && <InquiryOutcome outcome={outcome} />}
    </form>
  );
}

/** The Technical Issue form (technicalIssue: name, e-mail, device being used, description); open to any visitor. */
export function TechnicalIssueForm() {
  const intl = useIntl();
  const format = useFormatFormMessage();
  const form = useZodForm<TechnicalIssueValues>(technicalSchema, EMPTY_TECHNICAL);
  const { errors } = form.formState;
  const key = useIdempotencyKey();
  const [send, { loading }] = useTechnicalIssueMutation();
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const submit = async (values: TechnicalIssueValues) => {
    try {
      await send({ variables: { input: values, idempotencyKey: key.current() } });
      key.next();
      form.reset(EMPTY_TECHNICAL);
      setOutcome({ sent: true });
    } catch (error) {
      setOutcome({ sent: false, error: format(applyServerErrors(form, error)) });
    }
  };

  return (
    <form className="public-site-form" aria-label={intl.formatMessage({ id: 'publicSite.contact.type.technical' })} onSubmit={(event) => { setOutcome(null); void form.handleSubmit(submit)(event); }} noValidate>
      <TextField id="technical-name" autoComplete="name" label={<FormattedMessage id="publicSite.contact.name" />} {...fieldProps(form, 'name')} error={format(formMessageOf(errors.name))} />
      <TextField id="technical-email" type="email" autoComplete="email" label={<FormattedMessage id="publicSite.contact.email" />} {...fieldProps(form, 'email')} error={format(formMessageOf(errors.email))} />
      <TextField
        id="technical-device"
        label={<FormattedMessage id="publicSite.contact.device" />}
        placeholder={intl.formatMessage({ id: 'publicSite.contact.devicePlaceholder' })}
        {...fieldProps(form, 'deviceBeingUsed')}
        error={format(formMessageOf(errors.deviceBeingUsed))}
      />
      <MultilineField id="technical-description" label={intl.formatMessage({ id: 'publicSite.contact.issueDescription' })} {...fieldProps(form, 'issueDescription')} error={format(formMessageOf(errors.issueDescription))} />
      <Button type="submit" intent="primary" loading={loading} text={<FormattedMessage id="publicSite.contact.send" />} />
      {outcome && <InquiryOutcome outcome={outcome} />}
    </form>
  );
}
