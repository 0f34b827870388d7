import {
  Button,
  Callout,
  Checkbox,
  Classes,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  HTMLSelect,
  InputGroup,
  NumericInput,
  Radio,
  RadioGroup,
  Spinner,
  Switch,
} from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { z } from 'zod/mini';
import { FormattedMessage, FormattedTime, useIntl } from 'react-intl';
import { useApolloClient } from '@apollo/client';
import { ConflictNotice, expectedRevisionOf } from '../../../components/ConflictNotice';
import { findRecordById } from '../../../components/find-record';
import { showToast } from '../../../components/toaster';
import { errorMessage, fieldErrors, isConflict } from '../../../lib/graphql-errors';
import { useZodForm } from '../../../lib/forms';
import { useIdempotencyKey } from '../../../lib/useIdempotencyKey';
import { useFormatFormMessage } from '../form-messages';
import { CreateSessionInput, useCreateSessionMutation } from '../graphql/create-session';
import { EditSessionInput, useEditSessionMutation } from '../graphql/edit-session-v3';
import { usePairedTuteeListQuery } from '../graphql/get-paired-tutee-list';
import { useSessionsThisWeekQuery } from '../graphql/get-sessions-this-week';
import { EditScope, Session } from '../graphql/session-fields';
import { useNow } from '../hooks/useNow';
import {
  emptySessionForm,
  formFlags,
  MEETING_SOLUTIONS,
  SessionFormErrors,
  SessionFormField,
  sessionFormOf,
  SessionFormValues,
  timesOf,
  validateSessionForm,
} from '../session-form';
import { localDateKey, useUserTimeZone } from '../../../lib/time/time-zone';
import { calendarDayMoment, CALENDAR_DAY_ZONE, sessionPhase, TIME_SLOTS, weekOf, Weekday, WEEKDAYS, withNeighbourDays } from '../session-times';
import { fullName } from '../session-view';
import { CalendarView } from './CalendarView';

/** The session form's schema: its values as the form holds them, checked by the spec's rules (session-form.ts); the times' problem under `times`. */
function sessionSchema(creating: boolean, timeZone: string) {
  return z.custom<SessionFormValues>((value) => typeof value === 'object' && value !== null).check(z.superRefine((values, context) => {
    const found = validateSessionForm(values, creating, timeZone);
    for (const [field, id] of Object.entries(found.fields)) if (id) context.addIssue({ code: 'custom', message: id, path: [field] });
    if (found.times) context.addIssue({ code: 'custom', message: found.times, path: ['times'] });
  }));
}

interface Props {
  isOpen: boolean;
  onClose: () => void;
  viewerId: string;
  /** The session to edit; without it the dialog schedules a new one. */
  session?: Session;
}

/**
 * The create and edit session dialogs: client (from the tutor's pairs), subject, date on a calendar
 * view beside the tutor's sessions that day, start and end every 15 minutes, meeting solution,
 * weekly recurrence (create) or edit scope (a recurring session), with the spec's messages.
 */
export function SessionFormDialog({ isOpen, onClose, viewerId, session: shown }: Props) {
  const intl = useIntl();
  const client = useApolloClient();
  // The session as this dialog last loaded it: its revision goes back as expectedRevision; Reload replaces it.
  const [session, setSession] = useState(shown);
  const [conflict, setConflict] = useState(false);
  const format = useFormatFormMessage();
  const now = useNow();
  const timeZone = useUserTimeZone();
  const creating = !session;
  const [schema] = useState(() => sessionSchema(creating, timeZone));
  const [initial] = useState<SessionFormValues>(() => (session ? sessionFormOf(session, timeZone) : emptySessionForm(new Date(), timeZone)));
  const form = useZodForm<SessionFormValues>(schema, initial);
  const values = form.watch();
  const formErrors = form.formState.errors as Partial<Record<SessionFormField | 'times', { message?: string }>>;
  const errors: SessionFormErrors = {
    fields: Object.fromEntries(Object.entries(formErrors).filter(([field, error]) => field !== 'times' && error?.message).map(([field, error]) => [field, error?.message])),
    times: formErrors.times?.message as SessionFormErrors['times'],
  };
  const [serverTimes, setServerTimes] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [scope, setScope] = useState<EditScope>('SINGLE');
  // One session (or series) per scheduling, kept across a re-click after a failure.
  const idempotencyKey = useIdempotencyKey();
  const [createSession, created] = useCreateSessionMutation();
  const [editSession, edited] = useEditSessionMutation();
  const tutees = usePairedTuteeListQuery(!creating || !isOpen);
  const phase = session ? sessionPhase(session, now) : 'upcoming';
  const onlyEnd = phase === 'inProgress';
  const flags = formFlags(values, now, timeZone);
  const tutorId = session?.participants.find((participant) => participant.userType === 'TUTOR')?.user.id ?? viewerId;

  const set = <K extends keyof SessionFormValues>(field: K, value: SessionFormValues[K]) => {
    form.setValue(field as never, value as never);
    form.clearErrors(field as SessionFormField);
    if (field === 'date' || field === 'start' || field === 'end') {
      form.clearErrors('times' as SessionFormField);
      setServerTimes(undefined);
    }
  };

  const toggleDay = (day: Weekday, on: boolean) => {
    const chosen = new Set(values.recurringDays);
    if (on) chosen.add(day);
    else chosen.delete(day);
    set(
      'recurringDays',
      WEEKDAYS.filter((each) => chosen.has(each)),
    );
  };

  const close = () => {
    onClose();
    form.clearErrors();
    setFailure(undefined);
    setServerTimes(undefined);
    setConflict(false);
  };

  /** After a CONFLICT: fetches the session's latest version and shows it in the form. */
  const reload = async () => {
    if (!session) return;
    const results = await client.refetchQueries({ include: 'active' });
    const latest = findRecordById<Session>(results, session.id);
    if (latest) {
      setSession(latest);
      form.reset(sessionFormOf(latest, timeZone));
    }
    form.clearErrors();
    setFailure(undefined);
    setServerTimes(undefined);
    setConflict(false);
  };

  const submit = async (values: SessionFormValues) => {
    const { start, end } = timesOf(values, timeZone);
    try {
      if (!session) {
        const input: CreateSessionInput = {
          tuteeId: values.tuteeId,
          subject: values.subject.trim(),
          startTime: start.toISOString(),
          endTime: end.toISOString(),
          timeZoneId: timeZone,
          meetingSolution: values.meetingSolution,
          ...(values.meetingSolution === 'IN_PERSON' ? { locationName: values.locationName.trim() } : {}),
          ...(values.meetingSolution === 'CUSTOM_URL' ? { customUrl: values.customUrl.trim() } : {}),
          ...(values.recurring ? { recurringDays: values.recurringDays, weeksRecurring: Number(values.weeks) } : {}),
          idempotencyKey: idempotencyKey.current(),
        };
        const { data } = await createSession({ variables: { input } });
        idempotencyKey.next();
        void showToast({ intent: 'success', icon: 'tick', message: intl.formatMessage({ id: 'sessions.form.created' }, { count: data?.createSession.length ?? 1 }) });
      } else {
        const input = editChanges(session, values, onlyEnd, timeZone);
        await editSession({ variables: { sessionId: session.id, editScope: scope, input, ...expectedRevisionOf(session) } });
        void showToast({ intent: 'success', icon: 'tick', message: intl.formatMessage({ id: 'sessions.form.saved' }) });
      }
      close();
    } catch (error) {
      if (isConflict(error) && session) {
        setConflict(true);
        return;
      }
      const byField = fieldErrors(error);
      const timeText = byField.startTime ?? byField.endTime;
      if (timeText) setServerTimes(timeText);
      else setFailure(errorMessage(error));
    }
  };

  const timesDetail = errors.times ? intl.formatMessage({ id: errors.times }) : serverTimes ? format({ server: serverTimes }) : undefined;
  const fieldError = (field: SessionFormField) => (errors.fields[field] ? intl.formatMessage({ id: errors.fields[field] }) : undefined);
  const loading = created.loading || edited.loading;
  const noClients = creating && tutees.data && tutees.data.getPairedTuteeList.length === 0;

  return (
    <Dialog
      isOpen={isOpen}
      onClose={close}
      title={intl.formatMessage({ id: creating ? 'sessions.form.createTitle' : 'sessions.form.editTitle' })}
      icon="calendar"
      className="session-form-dialog"
    >
      <form
        onSubmit={(event) => {
          setFailure(undefined);
          setServerTimes(undefined);
          setConflict(false);
          void form.handleSubmit(submit)(event);
        }}
        noValidate
      >
        <DialogBody>
          {onlyEnd && (
            <Callout intent="primary" compact className="session-form-note">
              <FormattedMessage id="sessions.form.inProgress" />
            </Callout>
          )}
          {creating && (
            <FormGroup
              label={<FormattedMessage id="sessions.form.client" />}
              labelFor="session-client"
              intent={fieldError('tuteeId') ? 'danger' : 'none'}
              helperText={fieldError('tuteeId') && <span id="session-client-error">{fieldError('tuteeId')}</span>}
            >
              {tutees.loading && !tutees.data ? (
                <Spinner size={20} />
              ) : tutees.error && !tutees.data ? (
                <Callout intent="danger" compact role="alert">
                  <FormattedMessage id="sessions.form.clientsFailed" />{' '}
                  <Button size="small" variant="minimal" onClick={() => void tutees.refetch().catch(() => undefined)} text={<FormattedMessage id="sessions.retry" />} />
                </Callout>
              ) : noClients ? (
                <Callout compact>
                  <FormattedMessage id="sessions.form.noClients" />
                </Callout>
              ) : (
                <HTMLSelect
                  id="session-client"
                  value={values.tuteeId}
                  onChange={(event) => set('tuteeId', event.currentTarget.value)}
                  aria-invalid={fieldError('tuteeId') ? true : undefined}
                  aria-describedby={fieldError('tuteeId') ? 'session-client-error' : undefined}
                  options={[
                    { value: '', label: intl.formatMessage({ id: 'sessions.form.chooseClient' }) },
                    ...(tutees.data?.getPairedTuteeList ?? []).map((tutee) => ({ value: tutee.id, label: fullName(tutee) })),
                  ]}
                />
              )}
            </FormGroup>
          )}
          <FormGroup
            label={<FormattedMessage id="sessions.form.subject" />}
            labelFor="session-subject"
            intent={fieldError('subject') ? 'danger' : 'none'}
            helperText={fieldError('subject') && <span id="session-subject-error">{fieldError('subject')}</span>}
          >
            <InputGroup
              id="session-subject"
              value={values.subject}
              disabled={onlyEnd}
              onValueChange={(value) => set('subject', value)}
              intent={fieldError('subject') ? 'danger' : 'none'}
              aria-invalid={fieldError('subject') ? true : undefined}
              aria-describedby={fieldError('subject') ? 'session-subject-error' : undefined}
            />
          </FormGroup>
          <div className="session-form-when">
            <FormGroup label={<span id="session-date-label"><FormattedMessage id="sessions.form.date" /></span>} intent={fieldError('date') ? 'danger' : 'none'} helperText={fieldError('date')}>
              {onlyEnd ? (
                <span>{intl.formatDate(new Date(session!.startTime), { dateStyle: 'full' })}</span>
              ) : (
                <CalendarView value={values.date} onChange={(date) => set('date', date)} labelId="session-date-label" />
              )}
            </FormGroup>
            <div className="session-form-times">
              <FormGroup label={<FormattedMessage id="sessions.form.start" />} labelFor="session-start">
                <HTMLSelect
                  id="session-start"
                  value={values.start}
                  disabled={onlyEnd}
                  onChange={(event) => set('start', event.currentTarget.value)}
                  options={TIME_SLOTS.map((slot) => ({ value: slot, label: slotLabel(intl.formatTime, slot) }))}
                />
              </FormGroup>
              <FormGroup label={<FormattedMessage id="sessions.form.end" />} labelFor="session-end">
                <HTMLSelect
                  id="session-end"
                  value={values.end}
                  onChange={(event) => set('end', event.currentTarget.value)}
                  options={TIME_SLOTS.map((slot) => ({ value: slot, label: slotLabel(intl.formatTime, slot) }))}
                />
              </FormGroup>
              {isOpen && <DayAgenda tutorId={tutorId} date={values.date} exceptId={session?.id} />}
            </div>
          </div>
          {timesDetail && (
            <Callout intent="danger" role="alert" title={intl.formatMessage({ id: 'sessions.validation.checkTimes' })} className="session-form-times-error">
              {timesDetail}
            </Callout>
          )}
          {(flags.startInPast || flags.farFuture) && !onlyEnd && (
            <Callout intent="warning" role="status" compact className="session-form-flags">
              {flags.startInPast && <p>{intl.formatMessage({ id: 'sessions.flag.startInPast' })}</p>}
              {flags.farFuture && <p>{intl.formatMessage({ id: 'sessions.flag.farFuture' })}</p>}
            </Callout>
          )}
          <RadioGroup
            label={<FormattedMessage id="sessions.form.meeting" />}
            selectedValue={values.meetingSolution}
            disabled={onlyEnd}
            onChange={(event) => set('meetingSolution', event.currentTarget.value as SessionFormValues['meetingSolution'])}
            inline
          >
            {MEETING_SOLUTIONS.map((solution) => (
              <Radio key={solution} value={solution} label={intl.formatMessage({ id: `sessions.meeting.${solution}` })} />
            ))}
          </RadioGroup>
          {values.meetingSolution === 'IN_PERSON' && (
            <TextInput id="session-location" labelId="sessions.form.location" value={values.locationName} disabled={onlyEnd} error={fieldError('locationName')} onChange={(value) => set('locationName', value)} />
          )}
          {values.meetingSolution === 'CUSTOM_URL' && (
            <TextInput id="session-custom-url" labelId="sessions.form.customUrl" value={values.customUrl} disabled={onlyEnd} error={fieldError('customUrl')} onChange={(value) => set('customUrl', value)} type="url" />
          )}
          {creating && (
            <>
              <Switch checked={values.recurring} onChange={(event) => set('recurring', event.currentTarget.checked)} label={intl.formatMessage({ id: 'sessions.form.recurring' })} />
              {values.recurring && (
                <div className="session-form-recurring">
                  <FormGroup
                    label={<span id="session-days-label"><FormattedMessage id="sessions.form.recurringDays" /></span>}
                    intent={fieldError('recurringDays') ? 'danger' : 'none'}
                    helperText={fieldError('recurringDays') && <span role="alert">{fieldError('recurringDays')}</span>}
                  >
                    <div role="group" aria-labelledby="session-days-label" className="session-form-days">
                      {WEEKDAYS.map((day) => (
                        <Checkbox
                          key={day}
                          inline
                          checked={values.recurringDays.includes(day)}
                          onChange={(event) => toggleDay(day, event.currentTarget.checked)}
                          label={intl.formatMessage({ id: `sessions.weekday.${day}` })}
                        />
                      ))}
                    </div>
                  </FormGroup>
                  <FormGroup
                    label={<FormattedMessage id="sessions.form.weeks" />}
                    labelFor="session-weeks"
                    intent={fieldError('weeks') ? 'danger' : 'none'}
                    helperText={fieldError('weeks')}
                  >
                    <NumericInput id="session-weeks" min={1} max={52} value={values.weeks} onValueChange={(_number, text) => set('weeks', text)} />
                  </FormGroup>
                </div>
              )}
            </>
          )}
          {!creating && session?.recurringSessionId && (
            <RadioGroup label={<FormattedMessage id="sessions.form.scope" />} selectedValue={scope} onChange={(event) => setScope(event.currentTarget.value as EditScope)}>
              <Radio value="SINGLE" label={intl.formatMessage({ id: 'sessions.form.scope.SINGLE' })} />
              <Radio value="ALL" label={intl.formatMessage({ id: 'sessions.form.scope.ALL' })} />
            </RadioGroup>
          )}
          {conflict && <ConflictNotice onReload={reload} />}
          {failure && (
            <Callout intent="danger" compact role="alert" className="session-form-error">
              {format({ server: failure })}
            </Callout>
          )}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button onClick={close} text={<FormattedMessage id="sessions.form.close" />} />
              <Button
                type="submit"
                intent="primary"
                loading={loading}
                disabled={Boolean(noClients)}
                text={<FormattedMessage id={creating ? 'sessions.form.submitCreate' : 'sessions.form.submitEdit'} />}
              />
            </>
          }
        />
      </form>
    </Dialog>
  );
}

/** A slot ("HH:MM") as the language writes a time of day ("3:00 PM", "15:00"): read off a UTC clock, so no zone moves it. */
function slotLabel(formatTime: (value: Date, options?: Intl.DateTimeFormatOptions) => string, slot: string): string {
  return formatTime(new Date(`2000-01-03T${slot}:00.000Z`), { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
}

/** Only what changed; a session in progress changes only its end. */
function editChanges(session: Session, values: SessionFormValues, onlyEnd: boolean, timeZone: string): EditSessionInput {
  const { start, end } = timesOf(values, timeZone);
  const changes: EditSessionInput = {};
  if (end.getTime() !== new Date(session.endTime).getTime()) changes.endTime = end.toISOString();
  if (onlyEnd) return changes;
  if (start.getTime() !== new Date(session.startTime).getTime()) changes.startTime = start.toISOString();
  if (values.subject.trim() !== session.subject) changes.subject = values.subject.trim();
  const original = sessionFormOf(session, timeZone);
  if (values.meetingSolution !== session.meetingSolution || values.locationName !== original.locationName || values.customUrl !== original.customUrl) {
    changes.meetingSolution = values.meetingSolution;
    if (values.meetingSolution === 'IN_PERSON') changes.locationName = values.locationName.trim();
    if (values.meetingSolution === 'CUSTOM_URL') changes.customUrl = values.customUrl.trim();
  }
  return changes;
}

function TextInput({ id, labelId, value, onChange, error, disabled, type = 'text' }: { id: string; labelId: string; value: string; onChange: (value: string) => void; error?: string; disabled?: boolean; type?: string }) {
  return (
    <FormGroup label={<FormattedMessage id={labelId} />} labelFor={id} intent={error ? 'danger' : 'none'} helperText={error && <span id={`${id}-error`}>{error}</span>}>
      <InputGroup
        id={id}
        type={type}
        value={value}
        disabled={disabled}
        onValueChange={onChange}
        intent={error ? 'danger' : 'none'}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
    </FormGroup>
  );
}

/** The tutor's other sessions on the chosen day of the user's calendar (the calendar view's agenda); someone else's session shows as Busy. */
function DayAgenda({ tutorId, date, exceptId }: { tutorId: string; date: string; exceptId?: string }) {
  const intl = useIntl();
  const timeZone = useUserTimeZone();
  const dates = useMemo(() => withNeighbourDays(weekOf(date)), [date]);
  const { data } = useSessionsThisWeekQuery({ tutorId, dates });
  if (!data) return null;
  const slots = data.getSessionsThisWeek.filter((each) => (each.session === null || each.session.id !== exceptId) && localDateKey(each.startTime, timeZone) === date);
  const dayName = intl.formatDate(calendarDayMoment(date), { dateStyle: 'medium', timeZone: CALENDAR_DAY_ZONE });
  return (
    <div className="session-form-agenda" aria-label={intl.formatMessage({ id: 'sessions.form.dayAgenda' }, { date: dayName })} role="region">
      <strong className={Classes.TEXT_SMALL}>
        <FormattedMessage id="sessions.form.dayAgenda" values={{ date: dayName }} />
      </strong>
      {slots.length === 0 ? (
        <p className={`${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL}`}>
          <FormattedMessage id="sessions.form.dayFree" />
        </p>
      ) : (
        <ul className={`${Classes.LIST_UNSTYLED} ${Classes.TEXT_SMALL}`}>
          {slots.map((each) => (
            <li key={each.session?.id ?? `busy-${each.startTime}`}>
              <FormattedTime value={each.startTime} /> – <FormattedTime value={each.endTime} /> · {each.session ? each.session.subject : <FormattedMessage id="sessions.busy" />}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
