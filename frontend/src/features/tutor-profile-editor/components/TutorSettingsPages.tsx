import { Button, Switch } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { z } from 'zod/mini';
import { ConflictNotice } from '../../../components/ConflictNotice';
import { TextField } from '../../../components/form/TextField';
import { showToast } from '../../../components/toaster';
import { applyServerErrors, fieldProps, formMessageOf, schemaWithRules, useZodForm } from '../../../lib/forms';
import { useFormatEditorMessage } from '../editor-form-messages';
import { EditorTutor } from '../graphql/editor-tutor-fields';
import { useEditLocationV2Mutation } from '../graphql/edit-location-v2';
import { useEditSchoolMutation } from '../graphql/edit-school';
import { useEditVisibilityV2Mutation } from '../graphql/edit-visibility-v2';
import { ClassesEditor, ClassLevel } from './ClassesEditor';
import { TutorSettingsPage } from './TutorSettingsPage';
import { useProfileEdit } from './useProfileEdit';

/** /edit-profile/add-courses, /dashboard/edit-profile/add-*-classes, /account-settings/school-and-courses/add-courses. */
export function AddClassesPage({ level = 'any' }: { level?: ClassLevel }) {
  return <TutorSettingsPage titleId={`profileEditor.classes.title.${level}`}>{(tutor, reload) => <ClassesEditor tutor={tutor} level={level} onReload={reload} />}</TutorSettingsPage>;
}

/** /account-settings/school-and-courses: the school, and the classes with a way to add more. */
export function SchoolAndCoursesPage() {
  return (
    <TutorSettingsPage titleId="profileEditor.school.title">
      {(tutor, reload) => (
        <>
          <SchoolForm key={tutor.revision} tutor={tutor} onReload={reload} />
          <ClassesEditor tutor={tutor} level="any" onReload={reload} />
          <Link to="/account-settings/school-and-courses/add-courses">
            <FormattedMessage id="profileEditor.links.courses" />
          </Link>
        </>
      )}
    </TutorSettingsPage>
  );
}

interface SchoolValues {
  name: string;
  city: string;
  state: string;
}
const MAX_SCHOOL_TEXT = 100;
const schoolSchema = schemaWithRules(z.object({ name: z.string(), city: z.string(), state: z.string() }), (values: SchoolValues) => ({
  name: values.name.trim() === '' ? 'profileEditor.validation.schoolName' : values.name.trim().length > MAX_SCHOOL_TEXT ? 'profileEditor.validation.tooLong' : undefined,
  city: values.city.trim() === '' ? 'profileEditor.validation.schoolCity' : values.city.trim().length > MAX_SCHOOL_TEXT ? 'profileEditor.validation.tooLong' : undefined,
  state: /^[A-Za-z]{2}$/.test(values.state.trim()) ? undefined : 'profileEditor.validation.schoolState',
}));

function SchoolForm({ tutor, onReload }: { tutor: EditorTutor; onReload: () => Promise<unknown> }) {
  const intl = useIntl();
  const format = useFormatEditorMessage();
  const edit = useProfileEdit();
  const [editSchool, { loading }] = useEditSchoolMutation();
  const form = useZodForm<SchoolValues>(schoolSchema, { name: tutor.school?.name ?? '', city: tutor.school?.city ?? '', state: tutor.school?.state ?? '' });
  const { errors } = form.formState;
  const submit = async (values: SchoolValues) => {
    const done = await edit.run(
      () => editSchool({ variables: { input: { name: values.name, city: values.city, state: values.state }, expectedRevision: tutor.revision } }),
      (error) => applyServerErrors(form, error, (field) => (field === 'name' || field === 'city' || field === 'state' ? field : undefined)),
    );
    if (done) void showToast({ intent: 'success', icon: 'tick', message: intl.formatMessage({ id: 'profileEditor.saved' }) });
  };
  return (
    <form className="profile-editor-section" onSubmit={(event) => void form.handleSubmit(submit)(event)} noValidate aria-labelledby="profile-school-heading">
      <h3 id="profile-school-heading">
        <FormattedMessage id="profileEditor.school.heading" />
      </h3>
      <TextField id="school-name" label={<FormattedMessage id="profileEditor.school.name" />} {...fieldProps(form, 'name')} error={format(formMessageOf(errors.name))} />
      <TextField id="school-city" label={<FormattedMessage id="profileEditor.school.city" />} {...fieldProps(form, 'city')} error={format(formMessageOf(errors.city))} />
      <TextField id="school-state" label={<FormattedMessage id="profileEditor.school.state" />} {...fieldProps(form, 'state')} error={format(formMessageOf(errors.state))} />
      {edit.message && (
        <p className="profile-editor-error" role="alert">
          {format(edit.message)}
        </p>
      )}
      {edit.conflict && <ConflictNotice onReload={async () => { edit.clear(); await onReload(); }} />}
      <Button type="submit" intent="primary" loading={loading} text={<FormattedMessage id="profileEditor.save" />} />
    </form>
  );
}

/** /account-settings/location: the tutor's ZIP code (city and state from the catalog). */
export function LocationPage() {
  return <TutorSettingsPage titleId="profileEditor.location.title">{(tutor, reload) => <LocationForm key={tutor.revision} tutor={tutor} onReload={reload} />}</TutorSettingsPage>;
}

const zipSchema = schemaWithRules(z.object({ zipCode: z.string() }), (values: { zipCode: string }) => ({
  zipCode: /^\d{5}(-\d{4})?$/.test(values.zipCode.trim()) ? undefined : 'profileEditor.validation.zipCode',
}));

function LocationForm({ tutor, onReload }: { tutor: EditorTutor; onReload: () => Promise<unknown> }) {
  const intl = useIntl();
  const format = useFormatEditorMessage();
  const edit = useProfileEdit();
  const [editLocation, { loading }] = useEditLocationV2Mutation();
  const form = useZodForm<{ zipCode: string }>(zipSchema, { zipCode: tutor.location?.zip ?? '' });
  const submit = async ({ zipCode }: { zipCode: string }) => {
    const done = await edit.run(
      () => editLocation({ variables: { zipCode, expectedRevision: tutor.revision } }),
      (error) => applyServerErrors(form, error, (field) => (field === 'zipCode' ? 'zipCode' : undefined)),
    );
    if (done) void showToast({ intent: 'success', icon: 'tick', message: intl.formatMessage({ id: 'profileEditor.saved' }) });
  };
  return (
    <form className="profile-editor-section" onSubmit={(event) => void form.handleSubmit(submit)(event)} noValidate>
      <p>
        {tutor.location ? (
          <FormattedMessage id="profileEditor.location.current" values={{ city: tutor.location.city, state: tutor.location.state, zip: tutor.location.zip }} />
        ) : (
          <FormattedMessage id="profileEditor.location.none" />
        )}
      </p>
      <TextField
        id="location-zip"
        label={<FormattedMessage id="profileEditor.location.zip" />}
        {...fieldProps(form, 'zipCode')}
        onChange={(typed) => {
          form.setValue('zipCode', typed.replace(/[^0-9-]/g, '').slice(0, 10));
          form.clearErrors('zipCode');
        }}
        error={format(formMessageOf(form.formState.errors.zipCode))}
      />
      {edit.message && (
        <p className="profile-editor-error" role="alert">
          {format(edit.message)}
        </p>
      )}
      {edit.conflict && <ConflictNotice onReload={async () => { edit.clear(); await onReload(); }} />}
      <Button type="submit" intent="primary" loading={loading} text={<FormattedMessage id="profileEditor.save" />} />
    </form>
  );
}

/** /account-settings/visibility: whether clients find the tutor in search. */
export function VisibilityPage() {
  return <TutorSettingsPage titleId="profileEditor.visibility.title">{(tutor, reload) => <VisibilitySwitch tutor={tutor} onReload={reload} />}</TutorSettingsPage>;
}

function VisibilitySwitch({ tutor, onReload }: { tutor: EditorTutor; onReload: () => Promise<unknown> }) {
  const intl = useIntl();
  const format = useFormatEditorMessage();
  const edit = useProfileEdit();
  const [editVisibility, { loading }] = useEditVisibilityV2Mutation();
  return (
    <section className="profile-editor-section">
      <Switch
        large
        checked={tutor.isVisible}
        disabled={loading}
        label={intl.formatMessage({ id: 'profileEditor.visibility.label' })}
        onChange={(event) => {
          const isVisible = event.currentTarget.checked;
          void edit.run(() => editVisibility({ variables: { isVisible, expectedRevision: tutor.revision } }));
        }}
      />
      <p className="bp6-text-muted">
        <FormattedMessage id={tutor.isVisible ? 'profileEditor.visibility.visible' : 'profileEditor.visibility.hiddenHint'} />
      </p>
      {edit.message && (
        <p className="profile-editor-error" role="alert">
          {format(edit.message)}
        </p>
      )}
      {edit.conflict && <ConflictNotice onReload={async () => { edit.clear(); await onReload(); }} />}
    </section>
  );
}
