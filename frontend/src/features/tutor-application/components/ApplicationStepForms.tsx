import { AvailabilityGrid } from '../../../components/tutor/AvailabilityGrid';
import { useQuery } from '@apollo/client';
import { Button, Checkbox, FormGroup, HTMLSelect, InputGroup, Menu, MenuItem, Radio, RadioGroup, Switch, Tag, TextArea } from '@blueprintjs/core';
import { ReactNode, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { FieldError as HookFieldError } from 'react-hook-form';
import { z } from 'zod/mini';
import { LOCATION_SUGGESTION_LIMIT, SOFT_SEARCH_ZIP_CODE_V2 } from '../../../components/location/soft-search-zip-code-v2';
import { TextField } from '../../../components/form/TextField';
import { formMessageOf, schemaWithRules, useZodForm } from '../../../lib/forms';
import { useIdempotencyKey, withIdempotencyKey } from '../../../lib/useIdempotencyKey';
import {
  ApplicationStep,
  BRAND_NAMES,
  COLLEGE_GRADES,
  DEFAULT_GPA_DISPLAY,
  GRADES_FOR_TUTORING,
  HIGH_SCHOOL_GRADES,
  isValidGpa,
  PAYMENT_METHODS,
  REFERRAL_SOURCES,
  SUBJECT_CATEGORIES,
  TIMES_OF_DAY,
  WEEKDAYS,
} from '../application-steps';
import { useFormatFormMessage } from '../form-messages';
import { APPLICATION_COURSE_SUGGESTIONS } from '../graphql/application-course-suggestions';
import { APPLICATION_SCHOOL_SUGGESTIONS } from '../graphql/application-school-suggestions';
import { TutorApplication } from '../graphql/get-tutor-application';
import { useSubmitClassAddRequestMutation } from '../graphql/submit-class-add-request';
import { StepFrame } from './StepFrame';
import { useStepSave } from './useStepSave';

export interface StepProps {
  application: TutorApplication;
  onSaved: (application: TutorApplication) => Promise<void> | void;
  onBack?: () => void;
  isLast: boolean;
}

/** 'College Essay' is tutorApplication.subject.collegeEssay. */
export const subjectMessageId = (subject: string) =>
  `tutorApplication.subject.${subject.replace(/[^A-Za-z]+(.)/g, (_match, next: string) => next.toUpperCase()).replace(/^./, (first) => first.toLowerCase())}`;

function FieldError({ message }: { message?: string }) {
  return message ? (
    <p className="application-field-error" role="alert">
      {message}
    </p>
  ) : null;
}

/** A list field's message: the rule is on the list as a whole, so its error is a plain field error. */
function listMessageOf(error: unknown) {
  return formMessageOf(error as HookFieldError | undefined);
}

function toggled<T>(list: readonly T[], value: T, on: boolean): T[] {
  return on ? [...list.filter((item) => item !== value), value] : list.filter((item) => item !== value);
}

function Heading({ step }: { step: ApplicationStep }) {
  return <FormattedMessage id={`tutorApplication.step.${step}`} />;
}

export function ReferralStep({ application, onSaved, onBack, isLast }: StepProps) {
  const format = useFormatFormMessage();
  const intl = useIntl();
  const schema = schemaWithRules(z.object({ referralSource: z.string() }), (values) => ({
    referralSource: values.referralSource ? undefined : 'tutorApplication.validation.referralSource',
  }));
  const form = useZodForm<{ referralSource: string }>(schema, { referralSource: application.referralSource ?? '' });
  const { run, saving, error } = useStepSave('referral', form, onSaved);
  return (
    <StepFrame heading={<Heading step="referral" />} onBack={onBack} isLast={isLast} saving={saving} error={format(error)} onSubmit={(event) => void form.handleSubmit((values) => run(values))(event)}>
      <RadioGroup
        label={<FormattedMessage id="tutorApplication.field.referralSource" />}
        selectedValue={form.watch('referralSource')}
        onChange={(event) => {
          form.setValue('referralSource', event.currentTarget.value);
          form.clearErrors('referralSource');
        }}
      >
        {REFERRAL_SOURCES.map((source) => (
          <Radio
            key={source}
            value={source}
            label={source === 'WEBSITE' ? window.location.host : (BRAND_NAMES[source] ?? intl.formatMessage({ id: `tutorApplication.referral.${source}` }))}
          />
        ))}
      </RadioGroup>
      <FieldError message={format(formMessageOf(form.formState.errors.referralSource))} />
    </StepFrame>
  );
}

export function CoreSubjectsStep({ application, onSaved, onBack, isLast }: StepProps) {
  const format = useFormatFormMessage();
  const intl = useIntl();
  const schema = schemaWithRules(z.object({ subjects: z.array(z.string()) }), (values) => ({
    subjects: values.subjects.length > 0 ? undefined : 'tutorApplication.validation.subjects',
  }));
  const form = useZodForm<{ subjects: string[] }>(schema, { subjects: application.subjects });
  const { run, saving, error } = useStepSave('core-subjects', form, onSaved);
  const subjects = form.watch('subjects');
  return (
    <StepFrame heading={<Heading step="core-subjects" />} onBack={onBack} isLast={isLast} saving={saving} error={format(error)} onSubmit={(event) => void form.handleSubmit((values) => run(values))(event)}>
      <FormGroup label={<FormattedMessage id="tutorApplication.field.subjects" />}>
        <div className="application-options">
          {SUBJECT_CATEGORIES.map((subject) => (
            <Checkbox
              key={subject}
              label={intl.formatMessage({ id: subjectMessageId(subject) })}
              checked={subjects.includes(subject)}
              onChange={(event) => {
                form.setValue('subjects', toggled(subjects, subject, event.currentTarget.checked));
                form.clearErrors('subjects');
              }}
            />
          ))}
        </div>
      </FormGroup>
      <FieldError message={format(listMessageOf(form.formState.errors.subjects))} />
    </StepFrame>
  );
}

interface EducationValues {
  level: string;
  tutorGradeLevel: string;
  gradesForTutoring: string[];
}

export function EducationLevelStep({ application, onSaved, onBack, isLast }: StepProps) {
  const format = useFormatFormMessage();
  const intl = useIntl();
  const schema = schemaWithRules(z.object({ level: z.string(), tutorGradeLevel: z.string(), gradesForTutoring: z.array(z.string()) }), (values) => ({
    tutorGradeLevel: values.level && values.tutorGradeLevel ? undefined : 'tutorApplication.validation.tutorGradeLevel',
    gradesForTutoring: values.gradesForTutoring.length > 0 ? undefined : 'tutorApplication.validation.gradesForTutoring',
  }));
  const level = application.isHighSchoolTutor === null ? '' : application.isHighSchoolTutor ? 'highSchool' : 'college';
  const form = useZodForm<EducationValues>(schema, { level, tutorGradeLevel: application.tutorGradeLevel ?? '', gradesForTutoring: application.gradeLevels });
  const { run, saving, error } = useStepSave('education-level', form, onSaved);
  const values = form.watch();
  const grades = values.level === 'highSchool' ? HIGH_SCHOOL_GRADES : values.level === 'college' ? COLLEGE_GRADES : [];
  return (
    <StepFrame
      heading={<Heading step="education-level" />}
      onBack={onBack}
      isLast={isLast}
      saving={saving}
      error={format(error)}
      onSubmit={(event) =>
        void form.handleSubmit((submitted) => run({ isHighSchoolTutor: submitted.level === 'highSchool', tutorGradeLevel: submitted.tutorGradeLevel, gradesForTutoring: submitted.gradesForTutoring }))(event)
      }
    >
      <RadioGroup
        label={<FormattedMessage id="tutorApplication.field.schoolLevel" />}
        selectedValue={values.level}
        onChange={(event) => {
          form.setValue('level', event.currentTarget.value);
          form.setValue('tutorGradeLevel', '');
          form.clearErrors('tutorGradeLevel');
        }}
      >
        <Radio value="highSchool" label={intl.formatMessage({ id: 'tutorApplication.level.highSchool' })} />
        <Radio value="college" label={intl.formatMessage({ id: 'tutorApplication.level.college' })} />
      </RadioGroup>
      <FormGroup label={<FormattedMessage id="tutorApplication.field.tutorGradeLevel" />} labelFor="apply-grade">
        <HTMLSelect
          id="apply-grade"
          value={values.tutorGradeLevel}
          disabled={grades.length === 0}
          onChange={(event) => {
            form.setValue('tutorGradeLevel', event.currentTarget.value);
            form.clearErrors('tutorGradeLevel');
          }}
          options={[{ value: '', label: intl.formatMessage({ id: 'tutorApplication.grade.choose' }) }, ...grades.map((grade) => ({ value: grade, label: intl.formatMessage({ id: `tutorApplication.grade.${grade}` }) }))]}
        />
      </FormGroup>
      <FieldError message={format(formMessageOf(form.formState.errors.tutorGradeLevel))} />
      <FormGroup label={<FormattedMessage id="tutorApplication.field.gradesForTutoring" />}>
        {GRADES_FOR_TUTORING.map((grade) => (
          <Checkbox
            key={grade}
            label={intl.formatMessage({ id: `tutorApplication.gradesForTutoring.${grade}` })}
            checked={values.gradesForTutoring.includes(grade)}
            onChange={(event) => {
              form.setValue('gradesForTutoring', toggled(values.gradesForTutoring, grade, event.currentTarget.checked));
              form.clearErrors('gradesForTutoring');
            }}
          />
        ))}
      </FormGroup>
      <FieldError message={format(listMessageOf(form.formState.errors.gradesForTutoring))} />
    </StepFrame>
  );
}

/** A text box with the suggestions of a search under it, each chosen by a click. */
function SuggestionBox<T>({ id, label, placeholder, value, onChange, items, render, onPick, empty, children }: {
  id: string;
  label: ReactNode;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  items: readonly T[];
  render: (item: T) => string;
  onPick: (item: T) => void;
  empty?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <FormGroup label={label} labelFor={id}>
      <InputGroup id={id} value={value} placeholder={placeholder} onValueChange={onChange} autoComplete="off" />
      {items.length > 0 && (
        <Menu className="application-suggestions" aria-label={placeholder}>
          {items.map((item) => (
            <MenuItem key={render(item)} text={render(item)} onClick={() => onPick(item)} />
          ))}
        </Menu>
      )}
      {items.length === 0 && value.trim().length > 0 && empty}
      {children}
    </FormGroup>
  );
}

export function LocationStep({ application, onSaved, onBack, isLast }: StepProps) {
  const format = useFormatFormMessage();
  const intl = useIntl();
  const schema = schemaWithRules(z.object({ zipCode: z.string() }), (values) => ({ zipCode: /^\d{5}$/.test(values.zipCode) ? undefined : 'tutorApplication.validation.zipCode' }));
  const form = useZodForm<{ zipCode: string }>(schema, { zipCode: application.zipcode?.zip ?? '' });
  const { run, saving, error } = useStepSave('location', form, onSaved);
  const [text, setText] = useState(application.zipcode ? `${application.zipcode.city}, ${application.zipcode.state} ${application.zipcode.zip}` : '');
  const [picked, setPicked] = useState(Boolean(application.zipcode));
  const { data } = useQuery(SOFT_SEARCH_ZIP_CODE_V2, { variables: { zipInput: text.trim(), limit: LOCATION_SUGGESTION_LIMIT }, skip: picked || text.trim().length === 0 });
  const suggestions = picked ? [] : (data?.softSearchZipCodeV2 ?? []);
  return (
    <StepFrame heading={<Heading step="location" />} onBack={onBack} isLast={isLast} saving={saving} error={format(error)} onSubmit={(event) => void form.handleSubmit((values) => run(values))(event)}>
      <SuggestionBox
        id="apply-location"
        label={<FormattedMessage id="tutorApplication.field.location" />}
        placeholder={intl.formatMessage({ id: 'tutorApplication.location.placeholder' })}
        value={text}
        onChange={(value) => {
          setText(value);
          setPicked(false);
          form.setValue('zipCode', /^\d{5}$/.test(value.trim()) ? value.trim() : '');
          form.clearErrors('zipCode');
        }}
        items={suggestions}
        render={(place) => `${place.city}, ${place.state} ${place.zip}`}
        onPick={(place) => {
          setText(`${place.city}, ${place.state} ${place.zip}`);
          setPicked(true);
          form.setValue('zipCode', place.zip);
          form.clearErrors('zipCode');
        }}
        empty={<p className="application-hint"><FormattedMessage id="tutorApplication.location.noMatch" /></p>}
      />
      <FieldError message={format(formMessageOf(form.formState.errors.zipCode))} />
    </StepFrame>
  );
}

interface SchoolValues {
  schoolId: string;
  schoolName: string;
  schoolCity: string;
  schoolState: string;
}

export function SchoolInfoStep({ application, onSaved, onBack, isLast }: StepProps) {
  const format = useFormatFormMessage();
  const intl = useIntl();
  const highSchool = application.isHighSchoolTutor ?? true;
  const schema = schemaWithRules(z.object({ schoolId: z.string(), schoolName: z.string(), schoolCity: z.string(), schoolState: z.string() }), (values) => ({
    schoolName: values.schoolId || (values.schoolName.trim() && values.schoolCity.trim() && /^[A-Za-z]{2}$/.test(values.schoolState.trim())) ? undefined : 'tutorApplication.validation.school',
  }));
  const school = application.school;
  const form = useZodForm<SchoolValues>(schema, { schoolId: school?.id ?? '', schoolName: school?.name ?? '', schoolCity: school?.city ?? '', schoolState: school?.state ?? '' });
  const { run, saving, error } = useStepSave('school-info', form, onSaved, { school: 'schoolName' });
  const [text, setText] = useState(school?.name ?? '');
  const [typedByHand, setTypedByHand] = useState(Boolean(school && !school.id));
  const values = form.watch();
  const { data } = useQuery(APPLICATION_SCHOOL_SUGGESTIONS, { variables: { name: text.trim(), highSchool }, skip: Boolean(values.schoolId) || typedByHand || text.trim().length === 0 });
  const suggestions = values.schoolId || typedByHand ? [] : ((highSchool ? data?.highSchools : data?.colleges) ?? []).slice(0, 8);
  const schoolError = format(formMessageOf(form.formState.errors.schoolName));
  const field = (name: keyof SchoolValues) => ({
    value: values[name],
    onChange: (value: string) => {
      form.setValue(name, value);
      form.clearErrors();
    },
  });
  return (
    <StepFrame
      heading={<Heading step="school-info" />}
      onBack={onBack}
      isLast={isLast}
      saving={saving}
      error={format(error)}
      onSubmit={(event) =>
        void form.handleSubmit((submitted) =>
          run(submitted.schoolId ? { schoolId: submitted.schoolId } : { schoolName: submitted.schoolName, schoolCity: submitted.schoolCity, schoolState: submitted.schoolState.toUpperCase() }),
        )(event)
      }
    >
      {!typedByHand && (
        <SuggestionBox
          id="apply-school"
          label={<FormattedMessage id={highSchool ? 'tutorApplication.field.highSchool' : 'tutorApplication.field.college'} />}
          placeholder={intl.formatMessage({ id: highSchool ? 'tutorApplication.school.placeholder.highSchool' : 'tutorApplication.school.placeholder.college' })}
          value={text}
          onChange={(value) => {
            setText(value);
            form.setValue('schoolId', '');
            form.clearErrors();
          }}
          items={suggestions}
          render={(institution) => `${institution.name}, ${institution.city} ${institution.state}`}
          onPick={(institution) => {
            setText(institution.name);
            form.reset({ schoolId: institution.id, schoolName: institution.name, schoolCity: institution.city, schoolState: institution.state });
          }}
        >
          <Button minimal small text={<FormattedMessage id="tutorApplication.school.notListed" />} onClick={() => setTypedByHand(true)} />
        </SuggestionBox>
      )}
      {typedByHand && (
        <div>
          <TextField id="apply-school-name" label={<FormattedMessage id="tutorApplication.field.schoolName" />} {...field('schoolName')} />
          <div className="application-row">
            <TextField id="apply-school-city" label={<FormattedMessage id="tutorApplication.field.schoolCity" />} {...field('schoolCity')} />
            <TextField id="apply-school-state" label={<FormattedMessage id="tutorApplication.field.schoolState" />} placeholder="TX" {...field('schoolState')} />
          </div>
        </div>
      )}
      <FieldError message={schoolError} />
    </StepFrame>
  );
}

export function CoursesStep({ step, application, onSaved, onBack, isLast }: StepProps & { step: 'high-school-courses' | 'college-courses' }) {
  const format = useFormatFormMessage();
  const intl = useIntl();
  const saved = step === 'high-school-courses' ? application.highSchoolCourses : application.collegeCourses;
  const schema = schemaWithRules(z.object({ courses: z.array(z.string()) }), (values) => ({ courses: values.courses.length > 0 ? undefined : 'tutorApplication.validation.courses' }));
  const form = useZodForm<{ courses: string[] }>(schema, { courses: saved.map((course) => course.course) });
  const { run, saving, error } = useStepSave(step, form, onSaved);
  const [text, setText] = useState('');
  const [requested, setRequested] = useState<string | null>(null);
  const [submitRequest, { loading: requesting }] = useSubmitClassAddRequestMutation();
  const requestKey = useIdempotencyKey();
  const courses = form.watch('courses');
  const { data } = useQuery(APPLICATION_COURSE_SUGGESTIONS, { variables: { name: text.trim() }, skip: text.trim().length === 0 });
  const suggestions = (data?.softSearchCourses ?? []).filter((course) => !courses.includes(course.fullCourseName));
  const requestCourse = async () => {
    const courseName = text.trim();
    await submitRequest({ variables: withIdempotencyKey({ input: { courseName, isHighSchoolCourse: step === 'high-school-courses', schoolId: application.school?.id ?? null } }, requestKey.current()) });
    requestKey.next();
    setRequested(courseName);
    setText('');
  };
  return (
    <StepFrame heading={<Heading step={step} />} onBack={onBack} isLast={isLast} saving={saving} error={format(error)} onSubmit={(event) => void form.handleSubmit((values) => run(values))(event)}>
      <SuggestionBox
        id="apply-courses"
        label={<FormattedMessage id="tutorApplication.field.courses" />}
        placeholder={intl.formatMessage({ id: 'tutorApplication.courses.placeholder' })}
        value={text}
        onChange={(value) => {
          setText(value);
          setRequested(null);
        }}
        items={suggestions}
        render={(course) => (course.schoolName ? `${course.fullCourseName} (${course.schoolName})` : course.fullCourseName)}
        onPick={(course) => {
          form.setValue('courses', [...courses, course.fullCourseName]);
          form.clearErrors('courses');
          setText('');
        }}
        empty={
          data && (
            <div className="application-hint">
              <FormattedMessage id="tutorApplication.courses.noMatch" />{' '}
              <Button small loading={requesting} text={<FormattedMessage id="tutorApplication.courses.request" values={{ course: text.trim() }} />} onClick={() => void requestCourse()} />
            </div>
          )
        }
      />
      {requested && (
        <p className="application-hint" role="status">
          <FormattedMessage id="tutorApplication.courses.requested" values={{ course: requested }} />
        </p>
      )}
      <div className="application-chosen" aria-label={intl.formatMessage({ id: 'tutorApplication.courses.chosen' })}>
        {courses.map((course) => (
          <Tag key={course} large onRemove={() => form.setValue('courses', courses.filter((other) => other !== course))}>
            {course}
          </Tag>
        ))}
      </div>
      <FieldError message={format(listMessageOf(form.formState.errors.courses))} />
    </StepFrame>
  );
}

interface PreferencesValues {
  onlinePreference: boolean;
  paidPreference: boolean;
  prefPaymentMethod: string;
  nonProfitName: string;
  donationLink: string;
}

export function TutoringPreferencesStep({ application, onSaved, onBack, isLast }: StepProps) {
  const format = useFormatFormMessage();
  const intl = useIntl();
  const schema = schemaWithRules(
    z.object({ onlinePreference: z.boolean(), paidPreference: z.boolean(), prefPaymentMethod: z.string(), nonProfitName: z.string(), donationLink: z.string() }),
    (values) => ({
      nonProfitName: values.paidPreference || values.nonProfitName.trim() ? undefined : 'tutorApplication.validation.nonProfitName',
      donationLink: values.paidPreference || /^https?:\/\/\S+\.\S+/.test(values.donationLink.trim()) ? undefined : 'tutorApplication.validation.donationLink',
    }),
  );
  const form = useZodForm<PreferencesValues>(schema, {
    onlinePreference: application.onlinePreference,
    paidPreference: application.paidPreference,
    prefPaymentMethod: application.prefPaymentMethod ?? 'venmo',
    nonProfitName: application.nonProfitName ?? '',
    donationLink: application.donationLink ?? '',
  });
  const { run, saving, error } = useStepSave('tutoring-preferences', form, onSaved);
  const values = form.watch();
  return (
    <StepFrame
      heading={<Heading step="tutoring-preferences" />}
      onBack={onBack}
      isLast={isLast}
      saving={saving}
      error={format(error)}
      onSubmit={(event) =>
        void form.handleSubmit((submitted) =>
          run(
            submitted.paidPreference
              ? { onlinePreference: submitted.onlinePreference, paidPreference: true, prefPaymentMethod: submitted.prefPaymentMethod }
              : { onlinePreference: submitted.onlinePreference, paidPreference: false, nonProfitName: submitted.nonProfitName, donationLink: submitted.donationLink },
          ),
        )(event)
      }
    >
      <Switch large checked={values.onlinePreference} label={intl.formatMessage({ id: 'tutorApplication.field.onlinePreference' })} onChange={(event) => form.setValue('onlinePreference', event.currentTarget.checked)} />
      <Switch large checked={values.paidPreference} label={intl.formatMessage({ id: 'tutorApplication.field.paidPreference' })} onChange={(event) => form.setValue('paidPreference', event.currentTarget.checked)} />
      {values.paidPreference ? (
        <RadioGroup label={<FormattedMessage id="tutorApplication.field.prefPaymentMethod" />} selectedValue={values.prefPaymentMethod} onChange={(event) => form.setValue('prefPaymentMethod', event.currentTarget.value)}>
          {PAYMENT_METHODS.map((method) => (
            <Radio key={method} value={method} label={BRAND_NAMES[method]} />
          ))}
        </RadioGroup>
      ) : (
        <div>
          <p className="application-hint">
            <FormattedMessage id="tutorApplication.unpaid.hint" />
          </p>
          <TextField
            id="apply-non-profit"
            label={<FormattedMessage id="tutorApplication.field.nonProfitName" />}
            value={values.nonProfitName}
            onChange={(value) => {
              form.setValue('nonProfitName', value);
              form.clearErrors('nonProfitName');
            }}
            error={format(formMessageOf(form.formState.errors.nonProfitName))}
          />
          <TextField
            id="apply-donation-link"
            placeholder="https://"
            label={<FormattedMessage id="tutorApplication.field.donationLink" />}
            value={values.donationLink}
            onChange={(value) => {
              form.setValue('donationLink', value);
              form.clearErrors('donationLink');
            }}
            error={format(formMessageOf(form.formState.errors.donationLink))}
          />
        </div>
      )}
    </StepFrame>
  );
}

interface AvailabilityValues {
  slots: string[];
  avaliabilityDesc: string;
}

export function AvailabilityStep({ application, onSaved, onBack, isLast }: StepProps) {
  const format = useFormatFormMessage();
  const schema = schemaWithRules(z.object({ slots: z.array(z.string()), avaliabilityDesc: z.string() }), (values) => ({
    slots: values.slots.length > 0 ? undefined : 'tutorApplication.validation.days',
  }));
  const form = useZodForm<AvailabilityValues>(schema, {
    slots: application.dailyAvaliability.flatMap((entry) => entry.times.map((time) => `${entry.day}:${time}`)),
    avaliabilityDesc: application.avaliabilityDesc ?? '',
  });
  const { run, saving, error } = useStepSave('availability', form, onSaved, { dailyAvaliability: 'slots' });
  const values = form.watch();
  return (
    <StepFrame
      heading={<Heading step="availability" />}
      onBack={onBack}
      isLast={isLast}
      saving={saving}
      error={format(error)}
      onSubmit={(event) =>
        void form.handleSubmit((submitted) =>
          run({
            dailyAvaliability: WEEKDAYS.map((day) => ({ day, times: TIMES_OF_DAY.filter((time) => submitted.slots.includes(`${day}:${time}`)) })).filter((entry) => entry.times.length > 0),
            avaliabilityDesc: submitted.avaliabilityDesc,
          }),
        )(event)
      }
    >
      <AvailabilityGrid
        caption={<FormattedMessage id="tutorApplication.field.dailyAvaliability" />}
        selected={values.slots}
        onToggle={(slot, checked) => {
          form.setValue('slots', toggled(values.slots, slot, checked));
          form.clearErrors('slots');
        }}
      />
      <FieldError message={format(listMessageOf(form.formState.errors.slots))} />
      <FormGroup label={<FormattedMessage id="tutorApplication.field.avaliabilityDesc" />} labelFor="apply-availability-desc">
        <TextArea id="apply-availability-desc" fill value={values.avaliabilityDesc} onChange={(event) => form.setValue('avaliabilityDesc', event.currentTarget.value)} />
      </FormGroup>
      <FieldError message={format(formMessageOf(form.formState.errors.avaliabilityDesc))} />
    </StepFrame>
  );
}

export function AboutStep({ application, onSaved, onBack, isLast }: StepProps) {
  const format = useFormatFormMessage();
  const schema = schemaWithRules(z.object({ aboutYourself: z.string(), gpa: z.string() }), (values) => ({
    aboutYourself: values.aboutYourself.trim() ? undefined : 'tutorApplication.validation.aboutYourself',
    gpa: isValidGpa(values.gpa) ? undefined : 'tutorApplication.validation.gpa',
  }));
  const form = useZodForm<{ aboutYourself: string; gpa: string }>(schema, { aboutYourself: application.aboutYourself ?? '', gpa: application.gpa ?? '' });
  const { run, saving, error } = useStepSave('about', form, onSaved);
  const values = form.watch();
  return (
    <StepFrame heading={<Heading step="about" />} onBack={onBack} isLast={isLast} saving={saving} error={format(error)} onSubmit={(event) => void form.handleSubmit((submitted) => run({ aboutYourself: submitted.aboutYourself, gpa: submitted.gpa.trim() || null }))(event)}>
      <FormGroup label={<FormattedMessage id="tutorApplication.field.aboutYourself" />} labelFor="apply-about">
        <TextArea
          id="apply-about"
          fill
          rows={6}
          value={values.aboutYourself}
          onChange={(event) => {
            form.setValue('aboutYourself', event.currentTarget.value);
            form.clearErrors('aboutYourself');
          }}
        />
      </FormGroup>
      <FieldError message={format(formMessageOf(form.formState.errors.aboutYourself))} />
      <TextField
        id="apply-gpa"
        placeholder={DEFAULT_GPA_DISPLAY}
        label={<FormattedMessage id="tutorApplication.field.gpa" />}
        value={values.gpa}
        onChange={(value) => {
          form.setValue('gpa', value);
          form.clearErrors('gpa');
        }}
        error={format(formMessageOf(form.formState.errors.gpa))}
      />
    </StepFrame>
  );
}
