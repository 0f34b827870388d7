import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, testUser } from '../../../test-support/renderWithProviders';
import { REQUEST_A_TUTOR, RequestATutorInput } from '../graphql/request-a-tutor';
import { pendingTutorRequest } from '../pending-request';
import { preferencesMock, SAVED_PREFERENCES } from '../test-fixtures';
import { RequestATutorPage } from './RequestATutorPage';

const KEPT_INPUT: RequestATutorInput = {
  subject: 'Chemistry',
  gradeLevel: 'High School',
  sessionType: 'online',
  zipCode: null,
  city: null,
  state: null,
  daysAvailable: ['MONDAY'],
  timeAvailable: 'Evenings',
  firstMessage: 'Please help',
  files: [],
};

function renderPage(options: Parameters<typeof renderWithProviders>[1] = {}, requestATutorForClients = false) {
  return renderWithProviders(<RequestATutorPage requestATutorForClients={requestATutorForClients} />, {
    path: '/request-a-tutor',
    routes: [{ path: '/dashboard', element: <p>dashboard</p> }],
    ...options,
  });
}

describe('RequestATutorPage', () => {
  beforeEach(() => pendingTutorRequest.clear());

  it('keeps a visitor’s filled form and asks them to sign up to send it', async () => {
    renderPage();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Subject'), 'Chemistry');
    await user.selectOptions(screen.getByLabelText('Grade level'), 'High School');
    await user.click(screen.getByRole('radio', { name: 'Online' }));
    await user.click(screen.getByRole('checkbox', { name: 'Monday' }));
    await user.type(screen.getByLabelText('Time availability'), 'Evenings');
    await user.type(screen.getByLabelText('Message to the tutor'), 'Please help');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Sign up to send your request')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup?redirect=%2Frequest-a-tutor');
    expect(pendingTutorRequest.get()?.input).toEqual(KEPT_INPUT);
  });

  it('sends the kept request once signed in, under the key it was kept with, then forgets it', async () => {
    pendingTutorRequest.set({ input: KEPT_INPUT, savePreferences: true, idempotencyKey: 'kept-key' });
    const sent = jest.fn(() => ({ data: { requestATutor: true } }));
    renderPage({
      user: testUser(),
      mocks: [preferencesMock(null), { request: { query: REQUEST_A_TUTOR, variables: { input: KEPT_INPUT, savePreferences: true, idempotencyKey: 'kept-key' } }, result: sent }],
    });
    expect(await screen.findByRole('heading', { name: 'Your request was sent!' })).toBeInTheDocument();
    expect(sent).toHaveBeenCalledTimes(1);
    expect(pendingTutorRequest.get()).toBeNull();
  });

  it('prefills the saved grade level as the server stores it', async () => {
    renderPage({ user: testUser({ profileTypes: ['ADMIN'] }), mocks: [preferencesMock({ ...SAVED_PREFERENCES, gradeLevel: 'HIGH_SCHOOL' })] });
    await waitFor(() => expect(screen.getByLabelText('Grade level')).toHaveValue('High School'));
    expect(screen.getByLabelText('Subject')).toHaveValue('Geometry');
  });

  it('sends a client to their dashboard while the flag is off', async () => {
    renderPage({ user: testUser() });
    expect(await screen.findByText('dashboard')).toBeInTheDocument();
  });

  it('is shown to a client when the flag is on, in Spanish', async () => {
    renderPage({ user: testUser({ languagePreference: 'sp' }), language: 'sp', mocks: [preferencesMock(null)] }, true);
    expect(await screen.findByRole('heading', { name: 'Solicitar un tutor' })).toBeInTheDocument();
  });
});
