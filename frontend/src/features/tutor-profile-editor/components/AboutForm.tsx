import { AvailabilityGrid } from '../../../components/tutor/AvailabilityGrid';
import { Button, FormGroup, HTMLSelect, TextArea } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { z } from 'zod/mini';
import { TIMES_OF_DAY, WEEKDAYS } from '../../../../../backend/domain/catalog/catalog.vocabulary';
import { US_TIME_ZONES } from '../../../../../backend/domain/tutors/tutor-profile-editor.rules';
import { ConflictNotice } from '../../../components/ConflictNotice';
import { TextField } from '../../../components/form/TextField';
import { showToast } from '../../../components/toaster';
import { applyServerErrors, fieldProps, formMessageOf, schemaWithRules, useZodForm } from '../../../lib/forms';
import { useFormatEditorMessage } from '../editor-form-messages';
import { EditorTutor } from '../graphql/editor-tutor-fields';
import { useEditAvailabilityMutation } from '../graphql/edit-availability';
import { useEditDescriptionMutation } from '../graphql/edit-description';
import { useEditHourlyWageMutation } from '../graphql/edit-hourly-wage';
import { useEditTimeZoneIdMutation } from '../graphql/edit-time-zone-id';
import { GET_MY_TUTOR_PROFILE } from '../graphql/get-my-tutor-profile';
import { hourlyWageInput, roundedHourlyWage } from '../hourly-wage';
import { useProfileEdit } from './useProfileEdit';

/** The server's limits, checked here first so the message shows at once. */
const MAX_BIO_LENGTH = 2000;
const MAX_AVAILABILITY_DESCRIPTION_LENGTH = 500;

export interface AboutValues {
  bio: string;
  hourlyWage: string;
  availabilityDescription: string;
  /** `DAY:TIME` pairs, e.g. MONDAY:EVENING. */
  slots: string[];
  timeZoneId: string;
}

const aboutSchema = schemaWithRules(
  z.object({ bio: z.string(), hourlyWage: z.string(), availabilityDescription: z.string(), slots: z.array(z.string()), timeZoneId: z.string() }),
  (values: AboutValues) => ({
    bio: values.bio.trim().length > MAX_BIO_LENGTH ? 'profileEditor.validation.bioTooLong' : undefined,
    hourlyWage: values.hourlyWage !== '' && roundedHourlyWage(values.hourlyWage) === null ? 'profileEditor.validation.hourlyWage' : undefined,
    availabilityDescription:
      values.availabilityDescription.trim().length > MAX_AVAILABILITY_DESCRIPTION_LENGTH ? 'profileEditor.validation.availabilityTooLong' : undefined,
  }),
);

export function aboutValuesOf(tutor: EditorTutor): AboutValues {
  return {
    bio: tutor.bio ?? '',
    hourlyWage: tutor.hourlyWage === null ? '' : String(tutor.hourlyWage),
    availabilityDescription: tutor.avaliabilityDesc ?? '',
    slots: tutor.dailyAvaliability.flatMap((day) => day.times.map((time) => `${day.day}:${time}`)),
    timeZoneId: tutor.timeZoneId ?? '',
  };
}

/** The server's field names to the form's. */
const FIELD_OF: Record<string, keyof AboutValues> = { description: 'bio', hourlyWage: 'hourlyWage', avaliabilityDesc: 'availabilityDescription', dailyAvaliability: 'slots', timeZoneId: 'timeZoneId' };

/** The bio, the hourly rate (4 characters, rounded as the spec says), the usual week and the time zone; only changed values are sent, each with the revision the previous answered. */
export function AboutForm({ tutor, onReload, onChange }: { tutor: EditorTutor; onReload: () => Promise<unknown>; onChange: (values: AboutValues) => void }) {
  const intl = useIntl();
  const format = useFormatEditorMessage();
  const form = useZodForm<AboutValues>(aboutSchema, aboutValuesOf(tutor));
  const { errors, isDirty } = form.formState;
  const edit = useProfileEdit();
  const [saving, setSaving] = useState(false);
  const [editDescription] = useEditDescriptionMutation();
  const [editHourlyWage] = useEditHourlyWageMutation();
  const [editAvailability] = useEditAvailabilityMutation();
  const [editTimeZoneId] = useEditTimeZoneIdMutation();
  const values = form.watch();

  // Each change reaches the live preview; watching by subscription renders the parent only on a change.
  useEffect(() => {
    const subscription = form.watch((changed) => onChange(changed as AboutValues));
    return () => subscription.unsubscribe();
  }, [form, onChange]);
  // A profile loaded (or reloaded after a conflict) replaces the form's values unless the tutor is editing.
  useEffect(() => {
    if (!isDirty) form.reset(aboutValuesOf(tutor));
  }, [tutor, isDirty, form]);

  const submit = async (next: AboutValues) => {
    const saved = aboutValuesOf(tutor);
    setSaving(true);
    const done = await edit.run(
      async () => {
        let revision = tutor.revision;
        if (next.bio.trim() !== saved.bio) revision = (await editDescription({ variables: { description: next.bio, expectedRevision: revision } })).data!.editDescription.revision;
        const wage = roundedHourlyWage(next.hourlyWage);
        if (wage !== null && wage !== tutor.hourlyWage)
          revision = (await editHourlyWage({ variables: { hourlyWage: wage, expectedRevision: revision } })).data!.editHourlyWage.revision;
        if (next.availabilityDescription.trim() !== saved.availabilityDescription || next.slots.join() !== saved.slots.join()) {
          const dailyAvaliability = WEEKDAYS.map((day) => ({ day, times: TIMES_OF_DAY.filter((time) => next.slots.includes(`${day}:${time}`)) })).filter((day) => day.times.length > 0);
          revision = (await editAvailability({ variables: { input: { dailyAvaliability, avaliabilityDesc: next.availabilityDescription }, expectedRevision: revision } })).data!
            .editAvailability.revision;
        }
        if (next.timeZoneId && next.timeZoneId !== saved.timeZoneId)
          await editTimeZoneId({ variables: { timeZoneId: next.timeZoneId, expectedRevision: revision }, refetchQueries: [{ query: GET_MY_TUTOR_PROFILE }], awaitRefetchQueries: true });
        return true;
      },
      (error) => applyServerErrors(form, error, (field) => FIELD_OF[field]),
    );
    setSaving(false);
    if (done) {
      form.reset(next);
      void showToast({ intent: 'success', icon: 'tick', message: intl.formatMessage({ id: 'profileEditor.saved' }) });
    }
  };

  const toggleSlot = (slot: string, on: boolean) => {
    form.setValue('slots', on ? [...values.slots, slot] : values.slots.filter((candidate) => candidate !== slot), { shouldDirty: true });
  };
  const rounded = roundedHourlyWage(values.hourlyWage);

  return (
    <form
      className="profile-editor-section"
      aria-labelledby="profile-about-heading"
      noValidate
      onSubmit={(event) => void form.handleSubmit(submit)(event)}
    >
      <h3 id="profile-about-heading">
        <FormattedMessage id="profileEditor.about.heading" />
      </h3>
      <FormGroup
        label={<FormattedMessage id="profileEditor.bio.label" />}
        labelFor="profile-bio"
        intent={errors.bio ? 'danger' : 'none'}
        helperText={format(formMessageOf(errors.bio)) ?? <FormattedMessage id="profileEditor.bio.hint" values={{ count: values.bio.trim().length, max: MAX_BIO_LENGTH }} />}
      >
        <TextArea id="profile-bio" fill rows={6} value={values.bio} intent={errors.bio ? 'danger' : 'none'} onChange={(event) => { form.setValue('bio', event.currentTarget.value, { shouldDirty: true }); form.clearErrors('bio'); }} />
      </FormGroup>
      <TextField
        id="profile-hourly-wage"
        label={<FormattedMessage id="profileEditor.hourlyWage.label" />}
        {...fieldProps(form, 'hourlyWage')}
        onChange={(typed) => {
          form.setValue('hourlyWage', hourlyWageInput(typed), { shouldDirty: true });
          form.clearErrors('hourlyWage');
        }}
        error={format(formMessageOf(errors.hourlyWage))}
        hint={rounded !== null ? <FormattedMessage id="profileEditor.hourlyWage.rounded" values={{ rate: rounded }} /> : <FormattedMessage id="profileEditor.hourlyWage.hint" />}
      />
      <fieldset className="profile-availability">
        <legend>
          <FormattedMessage id="profileEditor.availability.label" />
        </legend>
        <AvailabilityGrid selected={values.slots} onToggle={toggleSlot} />
        {errors.slots?.message && <p className="profile-editor-error">{format(errors.slots.type === 'server' ? { server: errors.slots.message } : { id: errors.slots.message })}</p>}
      </fieldset>
      <FormGroup
        label={<FormattedMessage id="profileEditor.availabilityDescription.label" />}
        labelFor="profile-availability-description"
        intent={errors.availabilityDescription ? 'danger' : 'none'}
        helperText={format(formMessageOf(errors.availabilityDescription))}
      >
        <TextArea
          id="profile-availability-description"
          fill
          rows={3}
          value={values.availabilityDescription}
          onChange={(event) => { form.setValue('availabilityDescription', event.currentTarget.value, { shouldDirty: true }); form.clearErrors('availabilityDescription'); }}
        />
      </FormGroup>
      <FormGroup label={<FormattedMessage id="profileEditor.timeZone.label" />} labelFor="profile-time-zone" intent={errors.timeZoneId ? 'danger' : 'none'} helperText={format(formMessageOf(errors.timeZoneId))}>
        <HTMLSelect id="profile-time-zone" value={values.timeZoneId} onChange={(event) => form.setValue('timeZoneId', event.currentTarget.value, { shouldDirty: true })}>
          <option value="">{intl.formatMessage({ id: 'profileEditor.timeZone.none' })}</option>
          {US_TIME_ZONES.map((zone) => (
            <option key={zone.id} value={zone.id}>
              {intl.formatMessage({ id: `profileEditor.timeZone.${zone.id}` })}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
      {edit.message && (
        <p className="profile-editor-error" role="alert">
          {format(edit.message)}
        </p>
      )}
      {edit.conflict && (
        <ConflictNotice
          onReload={async () => {
            edit.clear();
            await onReload();
            form.reset(aboutValuesOf(tutor));
          }}
        />
      )}
      <Button type="submit" intent="primary" loading={saving} disabled={!isDirty} text={<FormattedMessage id="profileEditor.save" />} />
    </form>
  );
}
