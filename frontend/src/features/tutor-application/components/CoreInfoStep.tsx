import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { z } from 'zod/mini';
import { TextField } from '../../../components/form/TextField';
import { FormMessage } from '../../../lib/form-messages';
import { applyServerErrors, formMessageOf, schemaWithRules, useZodForm } from '../../../lib/forms';
import { useIdempotencyKey, withIdempotencyKey } from '../../../lib/useIdempotencyKey';
import { birthdayMessageId, isCompletePhone, maskBirthday, maskPhone } from '../application-steps';
import { useFormatFormMessage } from '../form-messages';
import { TutorApplication } from '../graphql/get-tutor-application';
import { useStudentApplyToTutorMutation } from '../graphql/student-apply-to-tutor';
import { StepFrame } from './StepFrame';

interface CoreInfoValues {
  dob: string;
  phoneNumber: string;
}

/** /student-become-tutor's first step: what a student's account lacks for an application (birthday, phone). */
export function CoreInfoStep({ phoneNumber, onStarted }: { phoneNumber: string | null; onStarted: (application: TutorApplication) => Promise<void> | void }) {
  const format = useFormatFormMessage();
  const [apply] = useStudentApplyToTutorMutation();
  const idempotencyKey = useIdempotencyKey();
  const [saving, setSaving] = useState(false);
  const [formError, setFormError] = useState<FormMessage>();
  const schema = schemaWithRules(z.object({ dob: z.string(), phoneNumber: z.string() }), (values) => ({
    dob: birthdayMessageId(values.dob, new Date()),
    phoneNumber: isCompletePhone(values.phoneNumber) ? undefined : 'tutorApplication.validation.phoneNumber',
  }));
  const form = useZodForm<CoreInfoValues>(schema, { dob: '', phoneNumber: phoneNumber ? maskPhone(phoneNumber.replace(/^\+1/, '')) : '' });

  const submit = async (values: CoreInfoValues) => {
    setSaving(true);
    try {
      const { data } = await apply({ variables: withIdempotencyKey({ input: values }, idempotencyKey.current()) });
      if (data) {
        idempotencyKey.next();
        await onStarted(data.studentApplyToTutor);
      }
    } catch (error) {
      setFormError(applyServerErrors(form, error) ?? undefined);
    } finally {
      setSaving(false);
    }
  };

  return (
    <StepFrame
      heading={<FormattedMessage id="tutorApplication.step.core-info" />}
      saving={saving}
      error={format(formError)}
      onSubmit={(event) => {
        setFormError(undefined);
        void form.handleSubmit(submit)(event);
      }}
    >
      <TextField
        id="apply-dob"
        placeholder="mm/dd/yyyy"
        label={<FormattedMessage id="tutorApplication.prompt.dob" />}
        value={form.watch('dob')}
        onChange={(value) => {
          form.setValue('dob', maskBirthday(value));
          form.clearErrors('dob');
        }}
        error={format(formMessageOf(form.formState.errors.dob))}
      />
      <TextField
        id="apply-phone"
        type="tel"
        placeholder="(999) 999-9999"
        label={<FormattedMessage id="tutorApplication.prompt.contact" />}
        value={form.watch('phoneNumber')}
        onChange={(value) => {
          form.setValue('phoneNumber', maskPhone(value));
          form.clearErrors('phoneNumber');
        }}
        error={format(formMessageOf(form.formState.errors.phoneNumber))}
      />
    </StepFrame>
  );
}
