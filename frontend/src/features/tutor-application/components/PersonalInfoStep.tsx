import { useApolloClient } from '@apollo/client';
import { FormGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { z } from 'zod/mini';
import { TextField } from '../../../components/form/TextField';
import { FormMessage, serverMessage } from '../../../lib/form-messages';
import { applyServerErrors, fieldProps, formMessageOf, schemaWithRules, useZodForm } from '../../../lib/forms';
import { useIdempotencyKey, withIdempotencyKey } from '../../../lib/useIdempotencyKey';
import { birthdayMessageId, isCompletePhone, maskBirthday, maskPhone } from '../application-steps';
import { useFormatFormMessage } from '../form-messages';
import { CHECK_EMAIL_PHONE_EXISTS } from '../graphql/check-email-phone-exists';
import { useSignUpTutorByTutorReferralMutation } from '../graphql/sign-up-tutor-by-tutor-referral';
import { useSignUpTutorMutation } from '../graphql/sign-up-tutor';
import { StepFrame } from './StepFrame';

interface PersonalInfoValues {
  firstName: string;
  lastName: string;
  dob: string;
  email: string;
  phoneNumber: string;
  password: string;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Spec section 5, application step 1: every field must pass before Next. */
const personalInfoSchema = (today: Date) =>
  schemaWithRules(
    z.object({ firstName: z.string(), lastName: z.string(), dob: z.string(), email: z.string(), phoneNumber: z.string(), password: z.string() }),
    (values) => ({
      firstName: values.firstName.trim() ? undefined : 'tutorApplication.validation.firstName',
      lastName: values.lastName.trim() ? undefined : 'tutorApplication.validation.lastName',
      dob: birthdayMessageId(values.dob, today),
      email: EMAIL_PATTERN.test(values.email.trim()) ? undefined : 'tutorApplication.validation.email',
      phoneNumber: isCompletePhone(values.phoneNumber) ? undefined : 'tutorApplication.validation.phoneNumber',
      password: values.password.length > 7 ? undefined : 'tutorApplication.validation.password',
    }),
  );

/**
 * Step 1 of /apply: the account. Before Next the server says whether the address or number is
 * taken (checkEmailPhoneExists); then signUpTutor (signUpTutorByTutorReferral from a /trt/{code}
 * link) creates the account, starts the application and signs the applicant in.
 */
export function PersonalInfoStep({ referralCode, onSignedUp }: { referralCode: string | null; onSignedUp: (token: string) => Promise<void> }) {
  const intl = useIntl();
  const format = useFormatFormMessage();
  const client = useApolloClient();
  const [signUpTutor] = useSignUpTutorMutation();
  const [signUpByReferral] = useSignUpTutorByTutorReferralMutation();
  const idempotencyKey = useIdempotencyKey();
  const [saving, setSaving] = useState(false);
  const [formError, setFormError] = useState<FormMessage>();
  const [takenMessage, setTakenMessage] = useState<string | null>(null);
  const form = useZodForm<PersonalInfoValues>(personalInfoSchema(new Date()), { firstName: '', lastName: '', dob: '', email: '', phoneNumber: '', password: '' });

  const submit = async (values: PersonalInfoValues) => {
    setSaving(true);
    try {
      const { data } = await client.query({ query: CHECK_EMAIL_PHONE_EXISTS, variables: { email: values.email.trim(), phone: values.phoneNumber }, fetchPolicy: 'network-only' });
      const check = data?.checkEmailPhoneExists;
      if (check && (check.emailTaken || check.phoneTaken)) {
        setTakenMessage(check.message ?? intl.formatMessage({ id: 'tutorApplication.taken.default' }));
        return;
      }
      const input = { ...values, email: values.email.trim() };
      const token = referralCode
        ? (await signUpByReferral({ variables: withIdempotencyKey({ input, referralCode }, idempotencyKey.current()) })).data?.signUpTutorByTutorReferral.token
        : (await signUpTutor({ variables: withIdempotencyKey({ input }, idempotencyKey.current()) })).data?.signUpTutor.token;
      if (token) {
        idempotencyKey.next();
        await onSignedUp(token);
      }
    } catch (error) {
      setFormError(applyServerErrors(form, error) ?? undefined);
    } finally {
      setSaving(false);
    }
  };

  const error = (name: keyof PersonalInfoValues) => format(formMessageOf(form.formState.errors[name]));
  return (
    <StepFrame
      heading={<FormattedMessage id="tutorApplication.step.personal-info" />}
      saving={saving}
      error={format(formError)}
      onSubmit={(event) => {
        setFormError(undefined);
        setTakenMessage(null);
        void form.handleSubmit(submit)(event).catch((error: unknown) => setFormError(serverMessage(error)));
      }}
    >
      <FormGroup label={<FormattedMessage id="tutorApplication.prompt.name" />}>
        <div className="application-row">
          <TextField id="apply-first-name" autoComplete="given-name" label={<FormattedMessage id="tutorApplication.field.firstName" />} {...fieldProps(form, 'firstName')} error={error('firstName')} />
          <TextField id="apply-last-name" autoComplete="family-name" label={<FormattedMessage id="tutorApplication.field.lastName" />} {...fieldProps(form, 'lastName')} error={error('lastName')} />
        </div>
      </FormGroup>
      <FormGroup label={<FormattedMessage id="tutorApplication.prompt.dob" />}>
        <TextField
          id="apply-dob"
          autoComplete="bday"
          placeholder="mm/dd/yyyy"
          label={<FormattedMessage id="tutorApplication.field.dob" />}
          value={form.watch('dob')}
          onChange={(value) => {
            form.setValue('dob', maskBirthday(value));
            form.clearErrors('dob');
          }}
          error={error('dob')}
        />
      </FormGroup>
      <FormGroup label={<FormattedMessage id="tutorApplication.prompt.contact" />}>
        <TextField id="apply-email" type="email" autoComplete="email" label={<FormattedMessage id="tutorApplication.field.email" />} {...fieldProps(form, 'email')} error={error('email')} />
        <TextField
          id="apply-phone"
          type="tel"
          autoComplete="tel-national"
          placeholder="(999) 999-9999"
          label={<FormattedMessage id="tutorApplication.field.phoneNumber" />}
          value={form.watch('phoneNumber')}
          onChange={(value) => {
            form.setValue('phoneNumber', maskPhone(value));
            form.clearErrors('phoneNumber');
          }}
          error={error('phoneNumber')}
        />
        {takenMessage && (
          <p role="alert" className="application-taken">
            {format({ server: takenMessage })} <FormattedMessage id="tutorApplication.taken.different" />
          </p>
        )}
      </FormGroup>
      <FormGroup label={<FormattedMessage id="tutorApplication.prompt.password" />}>
        <TextField id="apply-password" type="password" autoComplete="new-password" label={<FormattedMessage id="tutorApplication.field.password" />} {...fieldProps(form, 'password')} error={error('password')} />
      </FormGroup>
    </StepFrame>
  );
}
