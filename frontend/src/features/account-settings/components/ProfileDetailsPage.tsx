import { Button, Callout, Checkbox, FormGroup, HTMLSelect, NonIdealState, Section, SectionCard, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { z } from 'zod/mini';
import { GRADE_LEVELS } from '../../../../../backend/domain/catalog/catalog.vocabulary';
import { US_TIME_ZONES } from '../../../../../backend/domain/tutors/tutor-profile-editor.rules';
import { TextField } from '../../../components/form/TextField';
import { showToast } from '../../../components/toaster';
import { FormMessage, useErrorText } from '../../../lib/form-messages';
import { applyServerErrors, fieldProps, formMessageOf, schemaWithRules, useZodForm } from '../../../lib/forms';
import { GetProfileDetailsQuery } from '../../../lib/graphql/generated';
import { GET_CURRENT_USER } from '../../../lib/session/get-current-user';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useFormatFormMessage } from '../form-messages';
import { useEditUserTimeZoneMutation } from '../graphql/edit-user-time-zone';
import { useProfileDetailsQuery } from '../graphql/get-profile-details';
import { useUpdateUserMutation } from '../graphql/update-user';
import { ProfileDetailsValues, validateProfileDetails } from '../validation';

type Details = NonNullable<GetProfileDetailsQuery['getCurrentUserV2']>;

const CLIENT_PROFILE_TYPES = ['PARENT', 'STUDENT', 'OTHER'] as const;
const schema = schemaWithRules(
  z.object({
    firstName: z.string(),
    lastName: z.string(),
    birthday: z.string(),
    clientProfileType: z.string(),
    gradeLevel: z.string(),
    schoolName: z.string(),
    schoolCity: z.string(),
    schoolState: z.string(),
    isReceivingNewsletters: z.boolean(),
    timeZoneId: z.string(),
  }),
  validateProfileDetails,
);

const twoDigits = (value: number) => String(value).padStart(2, '0');

function valuesOf({ profile }: Details): ProfileDetailsValues {
  const { birthdayMonth: month, birthdayDay: day, birthdayYear: year } = profile;
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    birthday: month && day && year ? `${twoDigits(month)}/${twoDigits(day)}/${year}` : '',
    clientProfileType: profile.clientProfileType ?? '',
    gradeLevel: profile.gradeLevel ?? '',
    schoolName: profile.currentSchool?.name ?? '',
    schoolCity: profile.currentSchool?.city ?? '',
    schoolState: profile.currentSchool?.state ?? '',
    isReceivingNewsletters: profile.isReceivingNewsletters,
    timeZoneId: profile.timeZoneId ?? '',
  };
}

/** Server input fields to the form's. */
const FIELD_OF: Record<string, keyof ProfileDetailsValues> = {
  firstName: 'firstName',
  lastName: 'lastName',
  birthday: 'birthday',
  clientProfileType: 'clientProfileType',
  gradeLevel: 'gradeLevel',
  currentSchool: 'schoolName',
  timeZoneId: 'timeZoneId',
};

/** /account-settings/edit-profile, for every role: names, birthday, client type, grade level, school, newsletters and time zone. */
export function ProfileDetailsSection() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'accountSettings.editProfile.title' }));
  const { data, loading, error } = useProfileDetailsQuery();
  const errorText = useErrorText();
  const details = data?.getCurrentUserV2 ?? null;
  if (!details && loading) return <Spinner />;
  if (!details) return <NonIdealState icon="error" title={error ? errorText(error) : <FormattedMessage id="accountSettings.editProfile.loadFailed" />} />;
  return <ProfileDetailsForm details={details} />;
}

function ProfileDetailsForm({ details }: { details: Details }) {
  const intl = useIntl();
  const format = useFormatFormMessage();
  const form = useZodForm<ProfileDetailsValues>(schema, valuesOf(details));
  const { errors } = form.formState;
  const values = form.watch();
  const [formError, setFormError] = useState<FormMessage>();
  const [updateUser, { loading: saving }] = useUpdateUserMutation();
  const [editTimeZone, { loading: savingZone }] = useEditUserTimeZoneMutation();
  const isClient = details.profile.profileTypes.includes('STUDENT_OR_PARENT');
  const isTutor = details.profile.profileTypes.includes('TUTOR');

  const submit = async (next: ProfileDetailsValues) => {
    try {
      const school = next.schoolName.trim() ? { name: next.schoolName, city: next.schoolCity || null, state: next.schoolState || null } : null;
      const { data } = await updateUser({
        variables: {
          input: {
            firstName: next.firstName,
            lastName: next.lastName,
            birthday: next.birthday.trim() || null,
            ...(isClient && next.clientProfileType ? { clientProfileType: next.clientProfileType as (typeof CLIENT_PROFILE_TYPES)[number] } : {}),
            gradeLevel: next.gradeLevel || null,
            currentSchool: school,
            isReceivingNewsletters: next.isReceivingNewsletters,
          },
        },
        // The header and menus show the names of the signed-in user.
        refetchQueries: [{ query: GET_CURRENT_USER }],
      });
      if (next.timeZoneId && next.timeZoneId !== (details.profile.timeZoneId ?? '')) {
        await editTimeZone({ variables: { timeZoneId: next.timeZoneId }, refetchQueries: [{ query: GET_CURRENT_USER }], awaitRefetchQueries: true });
      }
      if (data) form.reset(valuesOf(data.updateUser));
      void showToast({ intent: 'success', icon: 'tick', message: intl.formatMessage({ id: 'accountSettings.editProfile.saved' }) });
    } catch (error) {
      setFormError(applyServerErrors(form, error, (field) => FIELD_OF[field]));
    }
  };

  const select = (name: 'clientProfileType' | 'gradeLevel' | 'timeZoneId', options: Array<{ value: string; label: string }>) => (
    <FormGroup label={<FormattedMessage id={`accountSettings.editProfile.${name}`} />} labelFor={`edit-profile-${name}`} intent={errors[name] ? 'danger' : 'none'} helperText={format(formMessageOf(errors[name]))}>
      <HTMLSelect
        id={`edit-profile-${name}`}
        value={values[name]}
        onChange={(event) => {
          form.setValue(name, event.currentTarget.value, { shouldDirty: true });
          form.clearErrors(name);
        }}
        options={options}
      />
    </FormGroup>
  );

  return (
    <Section title={intl.formatMessage({ id: 'accountSettings.editProfile.heading' })}>
      <SectionCard>
        <form
          id="profile-details-form"
          aria-label={intl.formatMessage({ id: 'accountSettings.editProfile.heading' })}
          onSubmit={(event) => {
            setFormError(undefined);
            void form.handleSubmit(submit)(event);
          }}
          noValidate
        >
          <TextField id="edit-profile-first-name" autoComplete="given-name" label={<FormattedMessage id="accountSettings.editProfile.firstName" />} {...fieldProps(form, 'firstName')} error={format(formMessageOf(errors.firstName))} />
          <TextField id="edit-profile-last-name" autoComplete="family-name" label={<FormattedMessage id="accountSettings.editProfile.lastName" />} {...fieldProps(form, 'lastName')} error={format(formMessageOf(errors.lastName))} />
          <TextField
            id="edit-profile-birthday"
            autoComplete="bday"
            placeholder="mm/dd/yyyy"
            label={<FormattedMessage id="accountSettings.editProfile.birthday" />}
            {...fieldProps(form, 'birthday')}
            error={format(formMessageOf(errors.birthday))}
          />
          {isClient &&
            select(
              'clientProfileType',
              CLIENT_PROFILE_TYPES.map((type) => ({ value: type, label: intl.formatMessage({ id: `accountSettings.editProfile.clientProfileType.${type}` }) })),
            )}
          {select('gradeLevel', [
            { value: '', label: intl.formatMessage({ id: 'accountSettings.editProfile.gradeLevel.none' }) },
            ...GRADE_LEVELS.map((level) => ({ value: level, label: intl.formatMessage({ id: `accountSettings.editProfile.gradeLevel.${level}` }) })),
          ])}
          <TextField id="edit-profile-school-name" label={<FormattedMessage id="accountSettings.editProfile.schoolName" />} {...fieldProps(form, 'schoolName')} error={format(formMessageOf(errors.schoolName))} />
          <TextField id="edit-profile-school-city" label={<FormattedMessage id="accountSettings.editProfile.schoolCity" />} {...fieldProps(form, 'schoolCity')} />
          <TextField id="edit-profile-school-state" label={<FormattedMessage id="accountSettings.editProfile.schoolState" />} {...fieldProps(form, 'schoolState')} />
          {/* A tutor's profile editor below has the time zone field. */}
          {!isTutor &&
            select('timeZoneId', [
            { value: '', label: intl.formatMessage({ id: 'accountSettings.editProfile.timeZoneId.none' }) },
              ...US_TIME_ZONES.map((zone) => ({ value: zone.id, label: intl.formatMessage({ id: `accountSettings.timeZone.${zone.id}` }) })),
            ])}
          <Checkbox
            id="edit-profile-newsletters"
            checked={values.isReceivingNewsletters}
            onChange={(event) => form.setValue('isReceivingNewsletters', event.currentTarget.checked, { shouldDirty: true })}
            label={intl.formatMessage({ id: 'accountSettings.editProfile.newsletters' })}
          />
          <Button type="submit" intent="primary" loading={saving || savingZone} text={<FormattedMessage id="accountSettings.editProfile.save" />} />
          {formError && (
            <Callout intent="danger" compact role="alert" className="account-settings-error">
              {format(formError)}
            </Callout>
          )}
        </form>
      </SectionCard>
    </Section>
  );
}
