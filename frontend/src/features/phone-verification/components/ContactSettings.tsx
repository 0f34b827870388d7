import { Button, Callout, Section, SectionCard, Tag } from '@blueprintjs/core';
import { FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { TextField } from '../../../components/form/TextField';
import { FormMessage, serverMessage } from '../../../lib/form-messages';
import { fieldErrors } from '../../../lib/graphql-errors';
import { CurrentUser } from '../../../lib/session/get-current-user';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useFormatFormMessage } from '../form-messages';
import { useEditContactInfoMutation } from '../graphql/edit-contact-info';
import { useSendPhoneVerificationCodeMutation } from '../graphql/send-phone-verification-code';
import { useVerifyPhoneNumberMutation } from '../graphql/verify-phone-number';
import { displayPhoneNumber, isVerificationCode, maskPhoneNumber, toE164 } from '../phone-number';
import './phone-verification.css';

type Step = 'enter' | 'code';

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
  const [phone, setPhone] = useState(displayPhoneNumber(user.profile.phoneNumber));
  const [code, setCode] = useState('');
  const [step, setStep] = useState<Step>('enter');
  const [phoneError, setPhoneError] = useState<FormMessage>();
  const [codeError, setCodeError] = useState<FormMessage>();
  const [formError, setFormError] = useState<FormMessage>();
  const [resent, setResent] = useState(false);
  const [editContactInfo, editing] = useEditContactInfoMutation();
  const [sendCode, sending] = useSendPhoneVerificationCodeMutation();
  const [verify, verifying] = useVerifyPhoneNumberMutation();

  const send = async (event?: FormEvent) => {
    event?.preventDefault();
    setFormError(undefined);
    setResent(false);
    const e164 = toE164(phone);
    if (!e164) {
      setPhoneError({ id: 'phone.validation.phone' });
      return;
    }
    try {
      if (e164 !== user.profile.phoneNumber) {
        const { data } = await editContactInfo({ variables: { phoneNumber: e164 } });
        if (data) onSaved(data.editContactInfo);
      }
      await sendCode();
      if (step === 'code') setResent(true);
      setStep('code');
    } catch (error) {
      const { phoneNumber } = fieldErrors(error);
      if (phoneNumber) setPhoneError({ server: phoneNumber });
      else setFormError(serverMessage(error));
    }
  };

  const submitCode = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    if (!isVerificationCode(code)) {
      setCodeError({ id: 'phone.validation.code' });
      return;
    }
    try {
      const { data } = await verify({ variables: { code: code.trim() } });
      if (data?.verifyPhoneNumber.profile.isPhoneNumberVerified) onVerified(data.verifyPhoneNumber);
    } catch (error) {
      const { code: wrongCode } = fieldErrors(error);
      if (wrongCode) setCodeError({ server: wrongCode });
      else setFormError(serverMessage(error));
    }
  };

  return (
    <>
      <p>
        <FormattedMessage id="phone.intro" />
      </p>
      {step === 'enter' ? (
        <form onSubmit={(event) => void send(event)} noValidate>
          <TextField
            id="contact-phone"
            type="tel"
            autoComplete="tel-national"
            label={<FormattedMessage id="phone.label" />}
            placeholder={intl.formatMessage({ id: 'phone.placeholder' })}
            value={phone}
            onChange={(next) => {
              setPhone(maskPhoneNumber(next));
              setPhoneError(undefined);
            }}
            error={format(phoneError)}
          />
          <Button type="submit" intent="primary" loading={editing.loading || sending.loading} text={<FormattedMessage id="phone.sendCode" />} />
        </form>
      ) : (
        <form onSubmit={(event) => void submitCode(event)} noValidate>
          <Callout intent="primary" compact icon="mobile-phone" className="phone-code-sent">
            <FormattedMessage id={resent ? 'phone.codeResent' : 'phone.codeSent'} values={{ phone }} />
          </Callout>
          <TextField
            id="contact-code"
            autoComplete="one-time-code"
            label={<FormattedMessage id="phone.codeLabel" />}
            value={code}
            onChange={(next) => {
              setCode(next.replace(/\D/g, '').slice(0, 6));
              setCodeError(undefined);
            }}
            error={format(codeError)}
          />
          <div className="phone-actions">
            <Button type="submit" intent="primary" loading={verifying.loading} text={<FormattedMessage id="phone.verify" />} />
            <Button variant="minimal" loading={sending.loading} text={<FormattedMessage id="phone.resend" />} onClick={() => void send()} />
            <Button
              variant="minimal"
              text={<FormattedMessage id="phone.change" />}
              onClick={() => {
                setStep('enter');
                setCode('');
                setCodeError(undefined);
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
