import { Button, Callout, Checkbox, FormGroup, HTMLSelect, InputGroup, Radio, RadioGroup, TextArea } from '@blueprintjs/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { z } from 'zod/mini';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { FileUploadChips } from '../../../components/files/FileUploadChips';
import { UploadedFile } from '../../../components/files/graphql/upload-file';
import { FormMessage } from '../../../lib/form-messages';
import { applyServerErrors, formMessagesOf, schemaWithRules, useZodForm } from '../../../lib/forms';
import { useFormatFormMessage } from '../form-messages';
import { TutorRequestPreferences } from '../graphql/get-tutor-request-preferences';
import { useRequestTutoringSessionMutation } from '../graphql/request-tutoring-session';
import {
  DEFAULT_SESSION_TYPE,
  GRADE_LEVEL_MESSAGE,
  requestGradeLevelOf,
  isSessionType,
  REQUEST_GRADE_LEVELS,
  REQUEST_WEEKDAYS,
  SESSION_TYPES,
  SessionType,
  Weekday,
} from '../request-constants';
import { RequestField, RequestFormValues, requestFieldOf, validateTutorRequest } from '../validation';
import { ZipCodePicker, ZipSelection } from './ZipCodePicker';
import { useIdempotencyKey, withIdempotencyKey } from '../../../lib/useIdempotencyKey';
import { RequestATutorInput, useRequestATutorMutation } from '../graphql/request-a-tutor';
import { PendingTutorRequest } from '../pending-request';

/** The request form's schema: its values as the form holds them, checked by the spec's rules (requests/validation.ts). */
const requestSchema = schemaWithRules(
  z.custom<RequestFormValues>((value) => typeof value === 'object' && value !== null),
  validateTutorRequest,
);

/** Where the phone-not-verified warning sends the user. */
export const VERIFY_PHONE_PATH = '/account-settings/contact';

/** The form's first values: a kept request's own, else the saved preferences. */
export function initialValues(preferences: TutorRequestPreferences | null, kept: RequestATutorInput | null = null): RequestFormValues {
  if (kept) {
    const { subject, gradeLevel, sessionType, zipCode, city, state, daysAvailable, timeAvailable } = kept;
    return { ...initialValues({ subject, gradeLevel, sessionType: sessionType ?? DEFAULT_SESSION_TYPE, zipCode: zipCode ?? null, city: city ?? null, state: state ?? null, daysAvailable, timeAvailable }), firstMessage: kept.firstMessage };
  }
  return {
    subject: preferences?.subject ?? '',
    gradeLevel: requestGradeLevelOf(preferences?.gradeLevel) ?? '',
    sessionType: isSessionType(preferences?.sessionType) ? preferences.sessionType : DEFAULT_SESSION_TYPE,
    zipCode: preferences?.zipCode ?? '',
    city: preferences?.city ?? '',
    state: preferences?.state ?? '',
    daysAvailable: (preferences?.daysAvailable ?? []).filter((day): day is Weekday => (REQUEST_WEEKDAYS as readonly string[]).includes(day)),
    timeAvailable: preferences?.timeAvailable ?? '',
    firstMessage: '',
  };
}

interface TutorRequestFormProps {
  /** null: Request a Tutor, a request for the team to match (requestATutor). */
  tutorId: string | null;
  preferences: TutorRequestPreferences | null;
  /** A request a visitor filled before signing up: prefills the form and is sent at once, under its own key. */
  keptRequest?: PendingTutorRequest | null;
  /** For a visitor: the filled form is handed over to be kept instead of sent (there is no account yet). */
  onKeep?: (request: PendingTutorRequest) => void;
  onSent: () => void;
  onCancel?: () => void;
}

/** Step 1 of the tutor request dialog, and the /request-a-tutor page: the request form (spec section 5, Tutor request form). */
export function TutorRequestForm({ tutorId, preferences, keptRequest = null, onKeep, onSent, onCancel }: TutorRequestFormProps) {
  const intl = useIntl();
  const format = useFormatFormMessage();
  const [sendToTutor, { loading: sendingToTutor }] = useRequestTutoringSessionMutation();
  const [sendToTeam, { loading: sendingToTeam }] = useRequestATutorMutation();
  const loading = sendingToTutor || sendingToTeam;
  // One request per send, kept across a re-click after a network failure.
  const actionKey = useIdempotencyKey(keptRequest?.idempotencyKey);
  const [initial] = useState(() => initialValues(preferences, keptRequest?.input ?? null));
  const form = useZodForm<RequestFormValues>(requestSchema, initial);
  const values = form.watch();
  const errors: Partial<Record<RequestField, FormMessage>> = formMessagesOf(form.formState.errors);
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const [savePreferences, setSavePreferences] = useState(true);
  const [formError, setFormError] = useState<FormMessage>();
  const [phoneNotVerified, setPhoneNotVerified] = useState(false);

  const set = <K extends keyof RequestFormValues>(key: K, value: RequestFormValues[K], field: RequestField = key as RequestField) => {
    form.setValue(key, value as never);
    form.clearErrors(field);
  };

  const zip: ZipSelection | null = values.zipCode && values.city && values.state ? { zipCode: values.zipCode, city: values.city, state: values.state } : null;
  const { setValue, clearErrors } = form;
  const changeZip = useCallback(
    (selection: ZipSelection | null) => {
      setValue('zipCode', selection?.zipCode ?? '');
      setValue('city', selection?.city ?? '');
      setValue('state', selection?.state ?? '');
      if (selection) clearErrors('zipCode');
    },
    [setValue, clearErrors],
  );

  const toggleDay = (day: Weekday) =>
    set(
      'daysAvailable',
      values.daysAvailable.includes(day) ? values.daysAvailable.filter((each) => each !== day) : REQUEST_WEEKDAYS.filter((each) => each === day || values.daysAvailable.includes(each)),
    );

  const submit = async (values: RequestFormValues) => {
    const zip = values.zipCode && values.city && values.state;
    const online = values.sessionType === 'online';
    const input: RequestATutorInput = {
      subject: values.subject.trim(),
      gradeLevel: values.gradeLevel,
      sessionType: values.sessionType,
      zipCode: online && !zip ? null : values.zipCode,
      city: online && !zip ? null : values.city,
      state: online && !zip ? null : values.state,
      daysAvailable: values.daysAvailable,
      timeAvailable: values.timeAvailable.trim(),
      firstMessage: values.firstMessage.trim(),
      // Only the input's fields: results carry __typename, which an input type refuses.
      files: files.map(({ filename, mimetype, url }) => ({ filename, mimetype, url })),
    };
    if (onKeep) {
      onKeep({ input, savePreferences, idempotencyKey: actionKey.current() });
      return;
    }
    try {
      const sent = tutorId
        ? (await sendToTutor({ variables: withIdempotencyKey({ savePreferences, input: { ...input, tutorId } }, actionKey.current()) })).data?.requestTutoringSession
        : (await sendToTeam({ variables: withIdempotencyKey({ savePreferences, input }, actionKey.current()) })).data?.requestATutor;
      actionKey.next();
      if (sent) onSent();
      else setPhoneNotVerified(true);
    } catch (error) {
      setFormError(applyServerErrors(form, error, requestFieldOf));
    }
  };

  // A kept request goes out as soon as its form is shown to its now signed-in author; its
  // mistakes or the phone warning then show on the prefilled form like any send's.
  const keptSent = useRef(false);
  useEffect(() => {
    if (!keptRequest || onKeep || keptSent.current) return;
    keptSent.current = true;
    void form.handleSubmit(submit)();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on the first render with the kept request
  }, []);

  const describedField = (field: RequestField) => {
    const error = format(errors[field]);
    return {
      intent: error ? ('danger' as const) : ('none' as const),
      helperText: error ? <span id={`request-${field}-error`}>{error}</span> : undefined,
      inputProps: { 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? `request-${field}-error` : undefined },
    };
  };

  const subject = describedField('subject');
  const grade = describedField('gradeLevel');
  const days = describedField('daysAvailable');
  const time = describedField('timeAvailable');
  const message = describedField('firstMessage');

  return (
    <form
      onSubmit={(event) => {
        setFormError(undefined);
        setPhoneNotVerified(false);
        void form.handleSubmit(submit)(event);
      }}
      noValidate
      className="tutor-request-form"
    >
      <FormGroup label={<FormattedMessage id="requests.form.subject" />} labelFor="request-subject" intent={subject.intent} helperText={subject.helperText}>
        <InputGroup
          id="request-subject"
          value={values.subject}
          placeholder={intl.formatMessage({ id: 'requests.form.subjectPlaceholder' })}
          intent={subject.intent}
          onValueChange={(next) => set('subject', next)}
          {...subject.inputProps}
        />
      </FormGroup>
      <FormGroup label={<FormattedMessage id="requests.form.gradeLevel" />} labelFor="request-grade" intent={grade.intent} helperText={grade.helperText}>
        <HTMLSelect
          id="request-grade"
          value={values.gradeLevel}
          onChange={(event) => set('gradeLevel', event.currentTarget.value)}
          {...grade.inputProps}
          options={[
            { value: '', label: intl.formatMessage({ id: 'requests.form.gradeLevelPlaceholder' }), disabled: true },
            ...REQUEST_GRADE_LEVELS.map((level) => ({ value: level, label: intl.formatMessage({ id: GRADE_LEVEL_MESSAGE[level] }) })),
          ]}
        />
      </FormGroup>
      <RadioGroup
        label={<FormattedMessage id="requests.form.sessionType" />}
        inline
        selectedValue={values.sessionType}
        onChange={(event) => set('sessionType', event.currentTarget.value as SessionType, 'zipCode')}
      >
        {SESSION_TYPES.map((type) => (
          <Radio key={type} value={type} label={intl.formatMessage({ id: `requests.sessionType.${type}` })} />
        ))}
      </RadioGroup>
      <ZipCodePicker id="request-zip" label={intl.formatMessage({ id: 'requests.form.zipCode' })} value={zip} onChange={changeZip} error={format(errors.zipCode)} />
      <FormGroup label={<FormattedMessage id="requests.form.days" />} intent={days.intent} helperText={days.helperText}>
        <div role="group" aria-label={intl.formatMessage({ id: 'requests.form.days' })} aria-describedby={days.inputProps['aria-describedby']} className="tutor-request-days">
          {REQUEST_WEEKDAYS.map((day, index) => (
            <Checkbox
              key={day}
              inline
              checked={values.daysAvailable.includes(day)}
              onChange={() => toggleDay(day)}
              label={intl.formatDate(Date.UTC(2024, 0, 1 + index, 12), { weekday: 'long', timeZone: 'UTC' })}
            />
          ))}
        </div>
      </FormGroup>
      <FormGroup label={<FormattedMessage id="requests.form.timeAvailable" />} labelFor="request-time" intent={time.intent} helperText={time.helperText}>
        <InputGroup
          id="request-time"
          value={values.timeAvailable}
          placeholder={intl.formatMessage({ id: 'requests.form.timeAvailablePlaceholder' })}
          intent={time.intent}
          onValueChange={(next) => set('timeAvailable', next)}
          {...time.inputProps}
        />
      </FormGroup>
      <FormGroup label={<FormattedMessage id="requests.form.firstMessage" />} labelFor="request-message" intent={message.intent} helperText={message.helperText}>
        <TextArea
          id="request-message"
          fill
          rows={4}
          value={values.firstMessage}
          placeholder={intl.formatMessage({ id: 'requests.form.firstMessagePlaceholder' })}
          intent={message.intent}
          onChange={(event) => set('firstMessage', event.currentTarget.value)}
          {...message.inputProps}
        />
      </FormGroup>
      {/* Uploads belong to an account: a visitor attaches files once signed up. */}
      {!onKeep && (
        <FormGroup label={<FormattedMessage id="requests.form.files" />}>
          <FileUploadChips files={files} onChange={setFiles} disabled={loading} />
        </FormGroup>
      )}
      <Checkbox checked={savePreferences} onChange={(event) => setSavePreferences(event.currentTarget.checked)} label={intl.formatMessage({ id: 'requests.form.savePreferences' })} />
      <div className="tutor-request-actions">
        {onCancel && <Button variant="minimal" text={<FormattedMessage id="requests.form.cancel" />} onClick={onCancel} />}
        <Button type="submit" intent="warning" loading={loading} text={<FormattedMessage id="requests.form.submit" />} />
      </div>
      {phoneNotVerified && (
        <Callout intent="warning" compact role="alert" className="tutor-request-error">
          <FormattedMessage id="requests.phone.warning" />{' '}
          <Link to={VERIFY_PHONE_PATH}>
            <FormattedMessage id="requests.phone.verify" />
          </Link>
        </Callout>
      )}
      {formError && (
        <Callout intent="danger" compact role="alert" className="tutor-request-error">
          {format(formError)}
        </Callout>
      )}
    </form>
  );
}
