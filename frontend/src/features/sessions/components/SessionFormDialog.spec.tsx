import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parseISO } from 'date-fns';
import { GraphQLError } from 'graphql';
import { useIntl } from 'react-intl';
import { showToast } from '../../../components/toaster';
import { browserTimeZone } from '../../../lib/time/time-zone';
import { renderWithProviders, testUser } from '../../../test-support/renderWithProviders';
import { CREATE_SESSION, CreateSessionInput } from '../graphql/create-session';
import { EDIT_SESSION_V3 } from '../graphql/edit-session-v3';
import { GET_PAIRED_TUTEE_LIST } from '../graphql/get-paired-tutee-list';
import { GET_SESSIONS_THIS_WEEK } from '../graphql/get-sessions-this-week';
import { emptySessionForm } from '../session-form';
import { calendarSlot, CLIENT, HOUR, quarterHourIn, session, TUTOR } from '../test-fixtures';
import { SessionFormDialog } from './SessionFormDialog';

jest.mock('../../../components/toaster', () => ({ showToast: jest.fn() }));

const tutor = (language = 'en') => ({ ...testUser({ profileTypes: ['TUTOR'], languagePreference: language }), id: TUTOR.id });
const tuteesMock = (list = [CLIENT]) => ({ request: { query: GET_PAIRED_TUTEE_LIST }, result: { data: { getPairedTuteeList: list } } });
const weekMock = { request: { query: GET_SESSIONS_THIS_WEEK }, variableMatcher: () => true, result: { data: { getSessionsThisWeek: [] } }, maxUsageCount: Number.POSITIVE_INFINITY };

function renderDialog(options: { language?: 'en' | 'sp'; mocks?: object[]; edit?: ReturnType<typeof session> } = {}) {
  const onClose = jest.fn();
  renderWithProviders(<SessionFormDialog isOpen viewerId={TUTOR.id} session={options.edit} onClose={onClose} />, {
    user: tutor(options.language),
    language: options.language,
    mocks: [tuteesMock(), weekMock, ...((options.mocks ?? []) as never[])],
  });
  return onClose;
}

async function fillCreate(user = userEvent.setup(), labels = { client: 'Client', subject: 'Subject' }) {
  await user.selectOptions(await screen.findByLabelText(labels.client), CLIENT.id);
  await user.type(screen.getByLabelText(labels.subject), 'Algebra 1');
  return user;
}

afterEach(() => jest.mocked(showToast).mockClear());

describe('SessionFormDialog: create', () => {
  it('offers the paired clients, time slots every 15 minutes and the four meeting solutions', async () => {
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Schedule a session' });
    expect(await within(dialog).findByRole('option', { name: 'Ana López' })).toBeInTheDocument();
    expect(within(screen.getByLabelText('Start time')).getAllByRole('option')).toHaveLength(96);
    for (const name of ['Online lesson space', 'Zoom', 'In person', 'Meeting link']) expect(within(dialog).getByRole('radio', { name })).toBeInTheDocument();
    expect(within(dialog).getByRole('group', { name: 'Date' })).toBeInTheDocument();
  });

  it('says a session cannot be longer than 7 hours, under the spec’s headline', async () => {
    renderDialog();
    const user = await fillCreate();
    await user.selectOptions(screen.getByLabelText('Start time'), '08:00');
    await user.selectOptions(screen.getByLabelText('End time'), '15:15');
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Please double check your selected start and end times.');
    expect(alert).toHaveTextContent('Sessions cannot be longer than 7 hours.');
  });

  it('says the same in Spanish, and asks for a client and a subject', async () => {
    renderDialog({ language: 'sp' });
    const user = userEvent.setup();
    await screen.findByRole('option', { name: 'Ana López' });
    await user.selectOptions(screen.getByLabelText('Hora de inicio'), '08:00');
    await user.selectOptions(screen.getByLabelText('Hora de finalización'), '07:00');
    await user.click(screen.getByRole('button', { name: 'Programar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Por favor, revisa las horas de inicio y finalización que seleccionaste.');
    expect(screen.getByLabelText('Cliente')).toHaveAccessibleDescription('Por favor, elige un cliente.');
    expect(screen.getByLabelText('Materia')).toHaveAccessibleDescription('Por favor, ingresa una materia que respete nuestras normas de uso.');
  });

  it('asks for at least one day of the week for a recurring series', async () => {
    renderDialog();
    const user = await fillCreate();
    await user.click(screen.getByRole('checkbox', { name: 'Repeat every week' }));
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByText('Please select at least one day of the week for sessions to recur.')).toBeInTheDocument();
  });

  it('flags a start in the past and one more than 3 months ahead', async () => {
    renderDialog();
    const user = await fillCreate();
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    // The calendar opens on the form's date: tomorrow morning's month once today has no hour left
    // for a session (late on a month's last day, the next month), so months count from there.
    const opened = parseISO(emptySessionForm(new Date(), browserTimeZone()).date);
    const earlier = new Date(opened.getFullYear(), opened.getMonth() - 1, 1);
    await user.click(screen.getByRole('button', { name: new Intl.DateTimeFormat('en-US', { dateStyle: 'full' }).format(earlier) }));
    expect(await screen.findByText('This session starts in the past.')).toBeInTheDocument();
    for (let i = 0; i < 5; i++) await user.click(screen.getByRole('button', { name: 'Next month' }));
    const later = new Date(earlier.getFullYear(), earlier.getMonth() + 5, 1);
    await user.click(screen.getByRole('button', { name: new Intl.DateTimeFormat('en-US', { dateStyle: 'full' }).format(later) }));
    expect(await screen.findByText('This session is more than 3 months away.')).toBeInTheDocument();
  });

  it('means the picked time on the user’s clock (America/Denver), not the browser’s, and sends that zone', async () => {
    let sent: CreateSessionInput | undefined;
    const denver = 'America/Denver';
    // As in the app, the dialog opens once the signed-in user's zone is known.
    function OnceTheZoneIsKnown() {
      return useIntl().timeZone === denver ? <SessionFormDialog isOpen viewerId={TUTOR.id} onClose={jest.fn()} /> : null;
    }
    renderWithProviders(<OnceTheZoneIsKnown />, {
      user: { ...tutor(), profile: { ...tutor().profile, timeZoneId: denver } },
      mocks: [
        tuteesMock(),
        weekMock,
        {
          request: { query: CREATE_SESSION },
          variableMatcher: (variables: { input: CreateSessionInput }) => {
            sent = variables.input;
            return true;
          },
          result: { data: { createSession: [session()] } },
        },
      ],
    });
    const user = await fillCreate();
    await user.selectOptions(screen.getByLabelText('Start time'), '15:00');
    await user.selectOptions(screen.getByLabelText('End time'), '16:30');
    expect(within(screen.getByLabelText('Start time')).getByRole('option', { selected: true })).toHaveTextContent(/^3:00\sPM$/);
    const picked = screen.getByRole('button', { pressed: true }).getAttribute('aria-label');
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(sent).toBeDefined());
    const onDenversClock = (instant: string) =>
      new Intl.DateTimeFormat('en-US', { timeZone: denver, dateStyle: 'full', timeStyle: 'short' }).format(new Date(instant)).replace(/\s+/g, ' ');
    expect(onDenversClock(sent!.startTime)).toBe(`${picked} at 3:00 PM`);
    expect(onDenversClock(sent!.endTime)).toBe(`${picked} at 4:30 PM`);
    expect(sent!.timeZoneId).toBe(denver);
  });

  it('schedules a weekly series in person and confirms', async () => {
    let sent: CreateSessionInput | undefined;
    const onClose = renderDialog({
      mocks: [
        {
          request: { query: CREATE_SESSION },
          variableMatcher: (variables: { input: CreateSessionInput }) => {
            sent = variables.input;
            return true;
          },
          result: { data: { createSession: [session(), session({ id: 'session-2' })] } },
        },
      ],
    });
    const user = await fillCreate();
    await user.click(screen.getByRole('radio', { name: 'In person' }));
    await user.type(screen.getByLabelText('Location'), 'City Library');
    await user.click(screen.getByRole('checkbox', { name: 'Repeat every week' }));
    await user.click(screen.getByRole('checkbox', { name: 'Tue' }));
    await user.click(screen.getByRole('checkbox', { name: 'Thu' }));
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toMatchObject({
      tuteeId: CLIENT.id,
      subject: 'Algebra 1',
      meetingSolution: 'IN_PERSON',
      locationName: 'City Library',
      recurringDays: ['TUESDAY', 'THURSDAY'],
      weeksRecurring: 4,
    });
    expect(sent?.idempotencyKey).toBeTruthy();
    expect(new Date(sent!.endTime).getTime() - new Date(sent!.startTime).getTime()).toBe(HOUR);
    expect(showToast).toHaveBeenCalledWith(expect.objectContaining({ message: '2 sessions were scheduled.' }));
  });

  it('shows the server’s time problem under the headline', async () => {
    renderDialog({
      mocks: [
        {
          request: { query: CREATE_SESSION },
          variableMatcher: () => true,
          result: {
            errors: [
              new GraphQLError('Please double check your selected start and end times.', {
                extensions: { code: 'BAD_USER_INPUT', fieldErrors: { endTime: 'Sessions cannot be shorter than 15 minutes.' } },
              }),
            ],
          },
        },
      ],
    });
    const user = await fillCreate();
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Please double check your selected start and end times.');
    expect(alert).toHaveTextContent('Sessions cannot be shorter than 15 minutes.');
  });

  it('says when the tutor has no clients yet', async () => {
    renderWithProviders(<SessionFormDialog isOpen viewerId={TUTOR.id} onClose={jest.fn()} />, { user: tutor(), mocks: [tuteesMock([]), weekMock] });
    expect(await screen.findByText('You are not paired with any clients yet. Accept a tutoring request to schedule sessions.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Schedule' })).toBeDisabled();
  });
});

describe('SessionFormDialog: edit', () => {
  it('sends only what changed, for the whole series when chosen', async () => {
    const recurring = session({ recurringSessionId: 'series-1', recurringDays: ['MONDAY'], weeksRecurring: 4 });
    let sent: unknown;
    const onClose = renderDialog({
      edit: recurring,
      mocks: [
        {
          request: { query: EDIT_SESSION_V3 },
          variableMatcher: (variables: unknown) => {
            sent = variables;
            return true;
          },
          result: { data: { editSessionV3: recurring } },
        },
      ],
    });
    const dialog = await screen.findByRole('dialog', { name: 'Edit session' });
    expect(within(dialog).queryByLabelText('Client')).not.toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Subject'));
    await userEvent.type(screen.getByLabelText('Subject'), 'Geometry');
    await userEvent.click(screen.getByRole('radio', { name: 'This and the following sessions of the series' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual({ sessionId: 'session-1', editScope: 'ALL', input: { subject: 'Geometry' }, expectedRevision: 1 });
  });

  it('lets only the end time change while the session is in progress', async () => {
    const start = quarterHourIn(-1);
    const running = session({ startTime: start.toISOString(), endTime: new Date(start.getTime() + 2 * HOUR).toISOString() });
    renderDialog({ edit: running, language: 'en' });
    expect(await screen.findByText('This session is in progress: only its end time can be changed.')).toBeInTheDocument();
    expect(screen.getByLabelText('Start time')).toBeDisabled();
    expect(screen.getByLabelText('Subject')).toBeDisabled();
    expect(screen.getByLabelText('End time')).toBeEnabled();
    expect(screen.queryByRole('group', { name: 'Date' })).not.toBeInTheDocument();
  });

  it('on a stale edit (CONFLICT) says so and Reload shows the latest version, whose revision the next save sends', async () => {
    const shown = session();
    const latest = session({ subject: 'Chemistry', revision: 2 });
    const sent: unknown[] = [];
    const onClose = jest.fn();
    renderWithProviders(<SessionFormDialog isOpen viewerId={TUTOR.id} session={shown} onClose={onClose} />, {
      user: tutor('sp'),
      mocks: [
        tuteesMock(),
        { request: { query: GET_SESSIONS_THIS_WEEK }, variableMatcher: () => true, result: { data: { getSessionsThisWeek: [] } } },
        { request: { query: GET_SESSIONS_THIS_WEEK }, variableMatcher: () => true, result: { data: { getSessionsThisWeek: [calendarSlot(latest)] } }, maxUsageCount: Number.POSITIVE_INFINITY },
        {
          request: { query: EDIT_SESSION_V3 },
          variableMatcher: (variables: unknown) => (sent.push(variables), true),
          result: { errors: [new GraphQLError('This was changed by someone else since you opened it. Please reload to see the latest version.', { extensions: { code: 'CONFLICT', messageId: 'common.staleEdit' } })] },
        },
        { request: { query: EDIT_SESSION_V3 }, variableMatcher: (variables: unknown) => (sent.push(variables), true), result: { data: { editSessionV3: latest } } },
      ] as never[],
      language: 'sp',
    });
    const subject = await screen.findByLabelText('Materia');
    await userEvent.clear(subject);
    await userEvent.type(subject, 'Geometry');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Otra persona cambió esto desde que lo abriste. Vuelve a cargar para ver la versión más reciente.');
    expect(sent[0]).toEqual(expect.objectContaining({ expectedRevision: 1 }));
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(within(notice).getByRole('button', { name: 'Volver a cargar' }));
    await waitFor(() => expect(screen.getByLabelText('Materia')).toHaveValue('Chemistry'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent[1]).toEqual(expect.objectContaining({ expectedRevision: 2 }));
  });
});
