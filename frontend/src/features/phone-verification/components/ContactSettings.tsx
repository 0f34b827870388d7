import { Button, Callout, Section, SectionCard, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { z } from 'zod/mini';
import { FormattedMessage, useIntl } from 'react-intl';
import { TextField } from '../../../components/form/TextField';
import { FormMessage } from '../../../lib/form-messages';
import { applyServerErrors, formMessageOf, useZodForm } from '../../../lib/forms';
import { CurrentUser } from '../../../lib/session/get-current-user';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useFormatFormMessage } from '../form-messages';
import { useEditContactInfoMutation } from '../graphql/edit-contact-info';
import { useSendPhoneVerificationCodeMutation } from '../graphql/send-phone-verification-code';
import { useVerifyPhoneNumberMutation } from '../graphql/verify-phone-number';
import { displayPhoneNumber, isVerificationCode, maskPhoneNumber, toE164 } from '../phone-number';
import './phone-verification.css';

type Step = 'enter' | 'code';

/** The phone form and the code form (spec section 5: their messages are catalog ids). */
const phoneSchema = z.object({ phone: z.string().check(z.refine((phone) => toE164(phone) !== null, { message: 'phone.validation.phone' })) });
type PhoneValues = z.infer<typeof phoneSchema>;
const codeSchema = z.object({ code: z.string().check(z.refine(isVerificationCode, { message: 'phone.validation.code' })) });
type CodeValues = z.infer<typeof codeSchema>;

/**
 * /account-settings/contact (spec route table: opens to verify the phone): the phone number,
 * masked as typed, a texted 6-digit code, and the verified state.
 */
export function ContactSettings({ user }: { user: CurrentUser }) {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'phone.title' }));
  // The user as the last phone mutation returned it (the session's copy follows through the cache).
  const [latest, setLatest] = useState<CurrentUser | null>(null);
  const current = latest ?? user;
  const { phoneNumber, isPhoneNumberVerified } = current.profile;
  const [changing, setChanging] = useState(false);
  const verified = isPhoneNumberVerified && Boolean(phoneNumber) && !changing;
  return (
    <Section
      title={intl.formatMessage({ id: 'phone.heading' })}
      rightElement={
        phoneNumber && !changing ? (
          <Tag minimal intent={isPhoneNumberVerified ? 'success' : 'warning'} icon={isPhoneNumberVerified ? 'tick' : undefined}>
            <FormattedMessage id={isPhoneNumberVerified ? 'phone.verified' : 'phone.unverified'} />
          </Tag>
        ) : undefined
      }
    >
      <SectionCard>
        {verified ? (
          <>
            <Callout intent="success" icon="tick-circle" compact>
              <FormattedMessage id="phone.verifiedBody" values={{ phone: displayPhoneNumber(phoneNumber) }} />
            </Callout>
            <Button className="phone-change" variant="outlined" text={<FormattedMessage id="phone.change" />} onClick={() => setChanging(true)} />
          </>
        ) : (
          <PhoneVerificationForm
            user={current}
            onSaved={setLatest}
            onVerified={(verifiedUser) => {
              setLatest(verifiedUser);
              setChanging(false);
            }}
          />
        )}
      </SectionCard>
    </Section>
  );
}

interface PhoneVerificationFormProps {
  user: CurrentUser;
  onSaved: (user: CurrentUser) => void;
  onVerified: (user: CurrentUser) => void;
}

function PhoneVerificationForm({ user, onSaved, onVerified }: PhoneVerificationFormProps) {
  const intl = useIntl();
  const format = useFormatFormMessage();
  const phoneForm = useZodForm<PhoneValues>(phoneSchema, { phone: displayPhoneNumber(user.profile.phoneNumber) });
  const codeForm = useZodForm<CodeValues>(codeSchema, { code: '' });
  const phone = phoneForm.watch('phone');
  const code = codeForm.watch('code');
  const [step, setStep] = useState<Step>('enter');
  const [formError, setFormError] = useState<FormMessage>();
  const [resent, setResent] = useState(false);
  const [editContactInfo, editing] = useEditContactInfoMutation();
  const [sendCode, sending] = useSendPhoneVerificationCodeMutation();
  const [verify, verifying] = useVerifyPhoneNumberMutation();

  const send = async (values: PhoneValues) => {
    const e164 = toE164(values.phone);
    if (!e164) return;
    try {
      if (e164 !== user.profile.phoneNumber) {
        const { data } = await editContactInfo({ variables: { phoneNumber: e164 } });
        if (data) onSaved(data.editContactInfo);
      }
      await sendCode();
      if (step === 'code') setResent(true);
      setStep('code');
    } catch (error) {
      setFormError(applyServerErrors(phoneForm, error, (field) => (field === 'phoneNumber' ? 'phone' : undefined)));
    }
  };
  const submitPhone = () => {
    setFormError(undefined);
    setResent(false);
    return phoneForm.handleSubmit(send);
  };

  const submitCode = async (values: CodeValues) => {
    try {
      const { data } = await verify({ variables: { code: values.code.trim() } });
      if (data?.verifyPhoneNumber.profile.isPhoneNumberVerified) onVerified(data.verifyPhoneNumber);
    } catch (error) {
      setFormError(applyServerErrors(codeForm, error, (field) => (field === 'code' ? 'code' : undefined)));
    }
  };

  return (
    <>
      <p>
        <FormattedMessage id="phone.intro" />
      </p>
      {step === 'enter' ? (
        <form onSubmit={(event) => void submitPhone()(event)} noValidate>
          <TextField
            id="contact-phone"
            type="tel"
            autoComplete="tel-national"
            label={<FormattedMessage id="phone.label" />}
            placeholder={intl.formatMessage({ id: 'phone.placeholder' })}
            value={phone}
            onChange={(next) => {
              phoneForm.setValue('phone', maskPhoneNumber(next));
              phoneForm.clearErrors('phone');
            }}
            error={format(formMessageOf(phoneForm.formState.errors.phone))}
          />
          <Button type="submit" intent="primary" loading={editing.loading || sending.loading} text={<FormattedMessage id="phone.sendCode" />} />
        </form>
      ) : (
        <form
          onSubmit={(event) => {
            setFormError(undefined);
            void codeForm.handleSubmit(submitCode)(event);
          }}
          noValidate
        >
          <Callout intent="primary" compact icon="mobile-phone" className="phone-code-sent">
            <FormattedMessage id={resent ? 'phone.codeResent' : 'phone.codeSent'} values={{ phone }} />
          </Callout>
          <TextField
            id="contact-code"
            autoComplete="one-time-code"
            label={<FormattedMessage id="phone.codeLabel" />}
            value={code}
            onChange={(next) => {
              codeForm.setValue('code', next.replace(/\D/g, '').slice(0, 6));
              codeForm.clearErrors('code');
            }}
            error={format(formMessageOf(codeForm.formState.errors.code))}
          />
          <div className="phone-actions">
            <Button type="submit" intent="primary" loading={verifying.loading} text={<FormattedMessage id="phone.verify" />} />
            <Button variant="minimal" loading={sending.loading} text={<FormattedMessage id="phone.resend" />} onClick={() => void submitPhone()()} />
            <Button
              variant="minimal"
              text={<FormattedMessage id="phone.change" />}
              onClick={() => {
                setStep('enter');
                codeForm.reset({ code: '' });
              }}
            />
          </div>
        </form>
      )}
      {formError && (
        <Callout intent="danger" compact role="alert" className="phone-error">
          {format(formError)}
        </Callout>
      )}
    </>
  );
}
