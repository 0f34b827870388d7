import { Button, Callout, FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { z } from 'zod/mini';
import { SCHOOL_LEAD_MAX_LENGTHS, SchoolLeadField, US_STATES } from '../../../../../backend/domain/leads/lead.rules';
import { TextField } from '../../../components/form/TextField';
import { fieldProps, formMessageOf, schemaWithRules, useZodForm } from '../../../lib/forms';
import { submitSchoolLead, verifyCaptcha } from '../api/school-lead-api';
import { useFormatFormMessage } from '../form-messages';
import { EMPTY_SCHOOL_LEAD, SchoolLeadValues, validateSchoolLead } from '../school-lead-validation';
import { CaptchaWidget } from './CaptchaWidget';

const schoolLeadSchema = schemaWithRules(
  z.object({ first_name: z.string(), last_name: z.string(), title: z.string(), company: z.string(), email: z.string(), phone: z.string(), state: z.string() }),
  validateSchoolLead,
);

const TEXT_FIELDS: Array<{ field: Exclude<SchoolLeadField, 'state'>; labelId: string; type?: 'email' | 'tel'; autoComplete: string }> = [
  { field: 'first_name', labelId: 'publicSite.lead.firstName', autoComplete: 'given-name' },
  { field: 'last_name', labelId: 'publicSite.lead.lastName', autoComplete: 'family-name' },
  { field: 'title', labelId: 'publicSite.lead.title', autoComplete: 'organization-title' },
  { field: 'company', labelId: 'publicSite.lead.company', autoComplete: 'organization' },
  { field: 'email', labelId: 'publicSite.lead.email', type: 'email', autoComplete: 'email' },
  { field: 'phone', labelId: 'publicSite.lead.phone', type: 'tel', autoComplete: 'tel' },
];

type Outcome = { intent: 'success' | 'danger'; messageId: string };

/**
 * The schools lead form (spec sections 3, 5, 7, 8): seven required fields, the captcha verified by
 * POST /verify-captcha, then POST /submit-inquiry; the five outcome messages word for word.
 */
export function SchoolLeadForm({ idPrefix = 'school-lead' }: { idPrefix?: string }) {
  const intl = useIntl();
  const format = useFormatFormMessage();
  const form = useZodForm<SchoolLeadValues>(schoolLeadSchema, EMPTY_SCHOOL_LEAD);
  const { errors } = form.formState;
  const [captchaResponse, setCaptchaResponse] = useState<string | null>(null);
  const [captchaRound, setCaptchaRound] = useState(0);
  const [captchaMissing, setCaptchaMissing] = useState(false);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const submit = async (values: SchoolLeadValues) => {
    if (!captchaResponse) {
      setCaptchaMissing(true);
      return;
    }
    setSending(true);
    try {
      let pass: string;
      try {
        const verdict = await verifyCaptcha(captchaResponse);
        if (!verdict.success || !verdict.response) {
          setOutcome({ intent: 'danger', messageId: 'publicSite.lead.captchaFailed' });
          return;
        }
        pass = verdict.response;
      } catch {
        setOutcome({ intent: 'danger', messageId: 'publicSite.lead.captchaError' });
        return;
      }
      try {
        const { ok, answer } = await submitSchoolLead(values, pass, `${window.location.origin}/schools#contact`);
        if (ok) {
          form.reset(EMPTY_SCHOOL_LEAD);
          setOutcome({ intent: 'success', messageId: 'publicSite.lead.submitted' });
          return;
        }
        for (const [field, text] of Object.entries(answer?.fieldErrors ?? {})) {
          if (field in EMPTY_SCHOOL_LEAD) form.setError(field as SchoolLeadField, { type: 'server', message: text });
        }
        setOutcome({ intent: 'danger', messageId: 'publicSite.lead.submissionFailed' });
      } catch {
        setOutcome({ intent: 'danger', messageId: 'publicSite.lead.submitError' });
      }
    } finally {
      // A captcha is good for one submission: the next one solves a new one.
      setCaptchaResponse(null);
      setCaptchaRound((round) => round + 1);
      setSending(false);
    }
  };

  return (
    <form
      className="public-site-form"
      aria-label={intl.formatMessage({ id: 'publicSite.schools.contactHeading' })}
      onSubmit={(event) => {
        setOutcome(null);
        void form.handleSubmit(submit)(event);
      }}
      noValidate
    >
      <div className="public-site-form-grid">
        {TEXT_FIELDS.map(({ field, labelId, type, autoComplete }) => (
          <TextField
            key={field}
            id={`${idPrefix}-${field}`}
            type={type}
            autoComplete={autoComplete}
            label={<FormattedMessage id={labelId} />}
            {...fieldProps(form, field)}
            onChange={(value) => {
              // The spec's maximum lengths, as the inputs' maxlength would.
              form.setValue(field, value.slice(0, SCHOOL_LEAD_MAX_LENGTHS[field]));
              form.clearErrors(field);
            }}
            error={format(formMessageOf(errors[field]))}
          />
        ))}
        <FormGroup
          label={<FormattedMessage id="publicSite.lead.state" />}
          labelFor={`${idPrefix}-state`}
          intent={errors.state ? 'danger' : 'none'}
          helperText={format(formMessageOf(errors.state))}
        >
          <HTMLSelect
            id={`${idPrefix}-state`}
            fill
            value={form.watch('state')}
            aria-invalid={errors.state ? true : undefined}
            onChange={(event) => {
              form.setValue('state', event.currentTarget.value);
              form.clearErrors('state');
            }}
            options={[{ value: '', label: intl.formatMessage({ id: 'publicSite.lead.statePlaceholder' }) }, ...Object.entries(US_STATES).map(([code, name]) => ({ value: code, label: name }))]}
          />
        </FormGroup>
      </div>
      <CaptchaWidget
        resetKey={captchaRound}
        onChange={(response) => {
          setCaptchaResponse(response);
          setCaptchaMissing(false);
        }}
        error={captchaMissing ? intl.formatMessage({ id: 'publicSite.captcha.required' }) : undefined}
      />
      <Button type="submit" intent="primary" loading={sending} text={<FormattedMessage id="publicSite.lead.submit" />} />
      {outcome && (
        <Callout intent={outcome.intent} compact role={outcome.intent === 'danger' ? 'alert' : 'status'} className="public-site-outcome">
          <FormattedMessage id={outcome.messageId} />
        </Callout>
      )}
    </form>
  );
}
