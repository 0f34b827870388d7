import { Button, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { z } from 'zod/mini';
import { SUBJECT_CATEGORIES } from '../../../../../backend/domain/catalog/catalog.vocabulary';
import { ConflictNotice } from '../../../components/ConflictNotice';
import { TextField } from '../../../components/form/TextField';
import { showToast } from '../../../components/toaster';
import { applyServerErrors, fieldProps, formMessageOf, schemaWithRules, useZodForm } from '../../../lib/forms';
import type { AddClassesMutationVariables } from '../../../lib/graphql/generated';
import { useFormatEditorMessage } from '../editor-form-messages';
import { useAddClassesMutation } from '../graphql/add-classes';
import { useAddCollegeClassesMutation } from '../graphql/add-college-classes';
import { useAddHighSchoolClassesMutation } from '../graphql/add-high-school-classes';
import { EditorTutor } from '../graphql/editor-tutor-fields';
import { useEditClassMutation } from '../graphql/edit-class';
import { useRemoveClassesFromTutorProfileMutation } from '../graphql/remove-classes-from-tutor-profile';
import { useProfileEdit } from './useProfileEdit';

/** Which classes a screen adds: any (catalog level), high-school or college ones. */
export type ClassLevel = 'any' | 'highSchool' | 'college';

const MAX_CLASS_TEXT = 100;

interface NewClass {
  course: string;
  subject: string;
  school: string;
  teacher: string;
}

const EMPTY: NewClass = { course: '', subject: '', school: '', teacher: '' };
const tooLong = (text: string) => text.trim().length > MAX_CLASS_TEXT;
const newClassSchema = schemaWithRules(z.object({ course: z.string(), subject: z.string(), school: z.string(), teacher: z.string() }), (values: NewClass) => ({
  course: values.course.trim() === '' ? 'profileEditor.validation.course' : tooLong(values.course) ? 'profileEditor.validation.tooLong' : undefined,
  school: tooLong(values.school) ? 'profileEditor.validation.tooLong' : undefined,
  teacher: tooLong(values.teacher) ? 'profileEditor.validation.tooLong' : undefined,
}));

/** The classes on the profile (teacher and school editable, each removable) and a form adding one at the screen's level. */
export function ClassesEditor({ tutor, level, onReload }: { tutor: EditorTutor; level: ClassLevel; onReload: () => Promise<unknown> }) {
  const intl = useIntl();
  const format = useFormatEditorMessage();
  const edit = useProfileEdit();
  const form = useZodForm<NewClass>(newClassSchema, EMPTY);
  const { errors } = form.formState;
  const [addAny, any] = useAddClassesMutation();
  const [addHighSchool, highSchool] = useAddHighSchoolClassesMutation();
  const [addCollege, college] = useAddCollegeClassesMutation();
  const add = (variables: AddClassesMutationVariables): Promise<unknown> =>
    level === 'highSchool' ? addHighSchool({ variables }) : level === 'college' ? addCollege({ variables }) : addAny({ variables });
  const adding = any.loading || highSchool.loading || college.loading;

  const submit = async (values: NewClass) => {
    const classes = [{ course: values.course.trim(), subject: values.subject || null, school: values.school.trim() || null, teacher: values.teacher.trim() || null }];
    const done = await edit.run(
      () => add({ classes, expectedRevision: tutor.revision }),
      (error) => applyServerErrors(form, error, (field) => (field === 'classes' ? 'course' : undefined)),
    );
    if (done) {
      form.reset(EMPTY);
      void showToast({ intent: 'success', icon: 'tick', message: intl.formatMessage({ id: 'profileEditor.classes.added' }) });
    }
  };

  return (
    <section className="profile-editor-section" aria-labelledby="profile-classes-heading">
      <h3 id="profile-classes-heading">
        <FormattedMessage id="profileEditor.classes.heading" />
      </h3>
      {tutor.classes.length === 0 ? (
        <p className="bp6-text-muted">
          <FormattedMessage id="profileEditor.classes.none" />
        </p>
      ) : (
        <ul className="profile-classes">
          {tutor.classes.map((tutorClass) => (
            <ClassRow key={tutorClass.courseKey} tutorClass={tutorClass} revision={tutor.revision} run={edit.run} />
          ))}
        </ul>
      )}
      <form onSubmit={(event) => void form.handleSubmit(submit)(event)} noValidate aria-labelledby="profile-add-class-heading">
        <h4 id="profile-add-class-heading">
          <FormattedMessage id={`profileEditor.classes.add.${level}`} />
        </h4>
        <TextField id="new-class-course" label={<FormattedMessage id="profileEditor.classes.course" />} {...fieldProps(form, 'course')} error={format(formMessageOf(errors.course))} />
        <FormGroup label={<FormattedMessage id="profileEditor.classes.subject" />} labelFor="new-class-subject">
          <HTMLSelect id="new-class-subject" value={form.watch('subject')} onChange={(event) => form.setValue('subject', event.currentTarget.value)}>
            <option value="">{intl.formatMessage({ id: 'profileEditor.classes.subject.catalog' })}</option>
            {SUBJECT_CATEGORIES.map((subject) => (
              <option key={subject} value={subject}>
                {subject}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <TextField id="new-class-school" label={<FormattedMessage id="profileEditor.classes.school" />} {...fieldProps(form, 'school')} error={format(formMessageOf(errors.school))} />
        <TextField id="new-class-teacher" label={<FormattedMessage id="profileEditor.classes.teacher" />} {...fieldProps(form, 'teacher')} error={format(formMessageOf(errors.teacher))} />
        {edit.message && (
          <p className="profile-editor-error" role="alert">
            {format(edit.message)}
          </p>
        )}
        {edit.conflict && <ConflictNotice onReload={async () => { edit.clear(); await onReload(); }} />}
        <Button type="submit" intent="primary" loading={adding} text={<FormattedMessage id="profileEditor.classes.addButton" />} />
      </form>
    </section>
  );
}

function ClassRow({
  tutorClass,
  revision,
  run,
}: {
  tutorClass: EditorTutor['classes'][number];
  revision: number;
  run: ReturnType<typeof useProfileEdit>['run'];
}) {
  const intl = useIntl();
  const [teacher, setTeacher] = useState(tutorClass.teacher ?? '');
  const [school, setSchool] = useState(tutorClass.school ?? '');
  const [editClass, { loading: saving }] = useEditClassMutation();
  const [removeClasses, { loading: removing }] = useRemoveClassesFromTutorProfileMutation();
  const changed = teacher.trim() !== (tutorClass.teacher ?? '') || school.trim() !== (tutorClass.school ?? '');
  const levelId = tutorClass.isHighSchoolClass ? 'profileEditor.classes.highSchool' : 'profileEditor.classes.college';
  return (
    <li className="profile-class">
      <strong>{tutorClass.course}</strong> <span className="bp6-text-muted">· {tutorClass.subject} · {intl.formatMessage({ id: levelId })}</span>
      <div className="profile-class-fields">
        <FormGroup label={<FormattedMessage id="profileEditor.classes.teacher" />} labelFor={`class-teacher-${tutorClass.courseKey}`}>
          <InputGroup id={`class-teacher-${tutorClass.courseKey}`} value={teacher} maxLength={MAX_CLASS_TEXT} onValueChange={setTeacher} />
        </FormGroup>
        <FormGroup label={<FormattedMessage id="profileEditor.classes.school" />} labelFor={`class-school-${tutorClass.courseKey}`}>
          <InputGroup id={`class-school-${tutorClass.courseKey}`} value={school} maxLength={MAX_CLASS_TEXT} onValueChange={setSchool} />
        </FormGroup>
        <FormGroup>
          <Button
            disabled={!changed}
            loading={saving}
            text={<FormattedMessage id="profileEditor.classes.save" />}
            onClick={() => void run(() => editClass({ variables: { input: { courseKey: tutorClass.courseKey, teacher, school }, expectedRevision: revision } }))}
          />{' '}
          <Button
            intent="danger"
            variant="minimal"
            icon="trash"
            loading={removing}
            aria-label={intl.formatMessage({ id: 'profileEditor.classes.remove' }, { course: tutorClass.course })}
            onClick={() => void run(() => removeClasses({ variables: { courseKeys: [tutorClass.courseKey], expectedRevision: revision } }))}
          />
        </FormGroup>
      </div>
    </li>
  );
}
