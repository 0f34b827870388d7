import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { renderWithProviders, testUser } from '../../../test-support/renderWithProviders';
import { REQUEST_TUTORING_SESSION, TutoringRequestInput } from '../graphql/request-tutoring-session';
import { AUSTIN, AUSTIN_2, preferencesMock, SAVED_PREFERENCES, zipMock } from '../test-fixtures';
import { TutorRequestDialog } from './TutorRequestDialog';
import { keyedRequest } from '../../../lib/testing/keyed-mock';

const TUTOR = { id: 'tutor-1', firstName: 'Maria' };

const INPUT: TutoringRequestInput = {
  tutorId: 'tutor-1',
  subject: 'Algebra 1',
  gradeLevel: 'High School',
  sessionType: 'no-preference',
  zipCode: '78701',
  city: 'Austin',
  state: 'TX',
  daysAvailable: ['MONDAY', 'WEDNESDAY'],
  timeAvailable: 'Evenings',
  firstMessage: 'Hi Maria!',
  files: [],
};

const sendMock = (result: object, input: TutoringRequestInput = INPUT, savePreferences = true) => ({
  ...keyedRequest(REQUEST_TUTORING_SESSION, { input, savePreferences }),
  result,
});

function openDialog(mocks: Parameters<typeof renderWithProviders>[1] extends infer O ? (O extends { mocks?: infer M } ? M : never) : never, language: 'en' | 'sp' = 'en') {
  const onClose = jest.fn();
  const rendered = renderWithProviders(<TutorRequestDialog tutor={TUTOR} isOpen onClose={onClose} />, {
    user: testUser({ languagePreference: language }),
    language,
    mocks,
    path: '/search',
    routes: [
      { path: '/account-settings/contact', element: <p>contact settings</p> },
      { path: '/inbox', element: <p>inbox</p> },
    ],
  });
  return { ...rendered, onClose };
}

async function fillIn(user = userEvent.setup()) {
  await user.type(await screen.findByLabelText('Subject'), 'Algebra 1');
  await user.selectOptions(screen.getByLabelText('Grade level'), 'High School');
  await user.type(screen.getByLabelText('ZIP Code'), '78701');
  await screen.findByText('Austin, TX 78701');
  await user.click(screen.getByRole('checkbox', { name: 'Monday' }));
  await user.click(screen.getByRole('checkbox', { name: 'Wednesday' }));
  await user.type(screen.getByLabelText('Time availability'), 'Evenings');
  await user.type(screen.getByLabelText('Message to the tutor'), 'Hi Maria!');
  return user;
}

describe('TutorRequestDialog', () => {
  it('starts empty with no preference, the save-preferences box checked, and shows every validation message word for word', async () => {
    openDialog([preferencesMock(null)]);
    const dialog = await screen.findByRole('dialog', { name: 'Connect with Maria' });
    expect(await within(dialog).findByRole('radio', { name: 'No preference' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Save these preferences for my next requests' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(screen.getByLabelText('Subject')).toHaveAccessibleDescription('Please enter a subject that abides by our user guidelines.');
    expect(screen.getByLabelText('Grade level')).toHaveAccessibleDescription('Please select a grade level.');
    expect(screen.getByLabelText('ZIP Code')).toHaveAccessibleDescription('Please enter a ZIP code.');
    expect(screen.getByRole('group', { name: 'Days that work best' })).toHaveAccessibleDescription('Please select the days that work best for you.');
    expect(screen.getByLabelText('Time availability')).toHaveAccessibleDescription(
      'Please enter a description that describes your general availability on those days and abides by our user guidelines.',
    );
    expect(within(dialog).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Select a grade level',
      'Elementary',
      'Middle School',
      'High School',
      'University',
    ]);
  });

  it('does not ask for a ZIP code for online sessions', async () => {
    openDialog([preferencesMock(null)]);
    await userEvent.click(await screen.findByRole('radio', { name: 'Online' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(screen.getByLabelText('ZIP Code')).not.toHaveAccessibleDescription('Please enter a ZIP code.');
    expect(screen.getByLabelText('Grade level')).toHaveAccessibleDescription('Please select a grade level.');
  });

  it('sends the request and shows the success view with its four ways on', async () => {
    const sent = jest.fn(() => ({ data: { requestTutoringSession: true } }));
    const { router, onClose } = openDialog([preferencesMock(null), zipMock('7', [AUSTIN, AUSTIN_2]), zipMock('78701', [AUSTIN]), { ...sendMock({}), result: sent }]);
    const user = await fillIn();
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByRole('heading', { name: 'Your request was sent!' })).toBeInTheDocument();
    expect(sent).toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Add a payment method' })).toHaveAttribute('href', '/account-settings/payment');
    expect(screen.getByRole('button', { name: 'Skip' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find more tutors' })).toHaveAttribute('href', '/search');
    await user.click(screen.getByRole('link', { name: 'Go to messages' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/inbox'));
    expect(onClose).toHaveBeenCalled();
  });

  it('keeps the filled form after a network failure and sends the re-click with the same idempotency key', async () => {
    const keys: string[] = [];
    openDialog([
      preferencesMock(null),
      zipMock('7', [AUSTIN, AUSTIN_2]),
      zipMock('78701', [AUSTIN]),
      { ...keyedRequest(REQUEST_TUTORING_SESSION, { input: INPUT, savePreferences: true }, keys), error: new TypeError('Failed to fetch') },
      { ...keyedRequest(REQUEST_TUTORING_SESSION, { input: INPUT, savePreferences: true }, keys), result: { data: { requestTutoringSession: true } } },
    ]);
    const user = await fillIn();
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch');
    expect(screen.getByLabelText('Subject')).toHaveValue('Algebra 1');
    expect(screen.getByLabelText('Message to the tutor')).toHaveValue('Hi Maria!');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByRole('heading', { name: 'Your request was sent!' })).toBeInTheDocument();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('lists several ZIP matches from the first character and says "No ZIP Code Found" for none', async () => {
    openDialog([preferencesMock(null), zipMock('7', [AUSTIN, AUSTIN_2]), zipMock('9', [])]);
    const zip = await screen.findByLabelText('ZIP Code');
    await userEvent.type(zip, '7');
    const list = await screen.findByRole('menu', { name: 'Matching ZIP codes' });
    await userEvent.click(within(list).getByText('78702'));
    expect(zip).toHaveValue('78702');
    expect(screen.getByText('Austin, TX 78702')).toBeInTheDocument();
    await userEvent.clear(zip);
    await userEvent.type(zip, '9');
    expect(await screen.findByText('No ZIP Code Found')).toBeInTheDocument();
  });

  it('warns that the phone must be verified when the send returns false, with a Verify Phone link', async () => {
    const { router } = openDialog([preferencesMock(null), zipMock('7', [AUSTIN, AUSTIN_2]), zipMock('78701', [AUSTIN]), sendMock({ data: { requestTutoringSession: false } })]);
    const user = await fillIn();
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Please verify your phone number via your Account Settings prior to sending requests to tutors');
    expect(screen.getByRole('heading', { name: 'Connect with Maria' })).toBeInTheDocument();
    await user.click(within(alert).getByRole('link', { name: 'Verify Phone' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account-settings/contact'));
  });

  it('shows a server error under the submit button, and guideline errors at their field in Spanish', async () => {
    openDialog([preferencesMock(SAVED_PREFERENCES), sendMock({ errors: [new GraphQLError('Something went wrong on our side. Please try again.')] }, { ...INPUT, subject: 'Geometry', gradeLevel: 'Middle School', sessionType: 'in-person', daysAvailable: ['TUESDAY', 'THURSDAY'], timeAvailable: 'After school', firstMessage: 'Hello again!' }, false)]);
    await userEvent.type(await screen.findByLabelText('Message to the tutor'), 'Hello again!');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Save these preferences for my next requests' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong on our side. Please try again.');
    expect(alert.compareDocumentPosition(screen.getByRole('button', { name: 'Send request' })) & Node.DOCUMENT_POSITION_PRECEDING).toBeTruthy();
  });

  it('prefills the form from the saved preferences and shows the server’s field messages translated', async () => {
    const fieldErrors = { firstMessage: 'Please enter a message that abides by our user guidelines.' };
    openDialog(
      [
        preferencesMock(SAVED_PREFERENCES),
        sendMock(
          { errors: [new GraphQLError(fieldErrors.firstMessage, { extensions: { code: 'BAD_USER_INPUT', fieldErrors } })] },
          { ...INPUT, subject: 'Geometry', gradeLevel: 'Middle School', sessionType: 'in-person', daysAvailable: ['TUESDAY', 'THURSDAY'], timeAvailable: 'After school', firstMessage: 'Hello again!' },
        ),
      ],
      'sp',
    );
    expect(await screen.findByRole('dialog', { name: 'Conecta con Maria' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Materia')).toHaveValue('Geometry');
    expect(screen.getByLabelText('Nivel escolar')).toHaveValue('Middle School');
    expect(screen.getByRole('radio', { name: 'En persona' })).toBeChecked();
    expect(screen.getByLabelText('Código postal')).toHaveValue('78701');
    expect(screen.getByRole('checkbox', { name: 'martes' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'jueves' })).toBeChecked();
    expect(screen.getByLabelText('Mensaje para el tutor')).toHaveValue('');
    await userEvent.type(screen.getByLabelText('Mensaje para el tutor'), 'Hello again!');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Mensaje para el tutor')).toHaveAccessibleDescription('Por favor, ingresa un mensaje que respete nuestras normas para usuarios.'),
    );
  });
});
