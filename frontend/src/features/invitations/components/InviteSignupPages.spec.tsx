import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { sessionToken } from '../../../lib/session-token';
import { renderWithProviders } from '../../../test-support/renderWithProviders';
import { ACTIVATE_ACCOUNT_FROM_INVITE } from '../graphql/activate-account-from-invite';
import { GET_INVITED_USER_BY_TOKEN } from '../graphql/get-invited-user-by-token';
import { InvalidInvitePage, InviteSignupPage } from './InviteSignupPages';

const invited = { email: 'ivy@example.com', firstName: 'Ivy', lastName: 'Invitee', clientProfileType: 'STUDENT', invitedByFirstName: 'Theo' };
const invitedMock = (answer: typeof invited | null) => ({ request: { query: GET_INVITED_USER_BY_TOKEN, variables: { token: 'ticket-1' } }, result: { data: { getInvitedUserByToken: answer } } });
const activateMock = (result: object) => ({
  request: { query: ACTIVATE_ACCOUNT_FROM_INVITE },
  variableMatcher: (variables: Record<string, unknown>) => variables.token === 'ticket-1' && variables.password === 'invited secret 1' && typeof variables.idempotencyKey === 'string',
  result,
});
const render = (mocks: object[], language: 'en' | 'sp' = 'en') =>
  renderWithProviders(<InviteSignupPage />, { path: '/su/h/:ticketId', initialEntry: '/su/h/ticket-1', language, mocks: mocks as never });

afterEach(() => sessionToken.set(null));

describe('InviteSignupPage', () => {
  it('greets the invitee, asks for a valid password, and lands them signed in on /w/h', async () => {
    const { router } = render([invitedMock(invited), activateMock({ data: { activateAccountFromInvite: { token: 'token-7' } } })]);
    expect(await screen.findByRole('heading', { name: 'Welcome, Ivy!' })).toBeInTheDocument();
    expect(screen.getByText(/Theo invited you/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Password'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Activate my account' }));
    expect(await screen.findByText('Please enter a valid password.')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Password'));
    await userEvent.type(screen.getByLabelText('Password'), 'invited secret 1');
    await userEvent.click(screen.getByRole('button', { name: 'Activate my account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/w/h'));
    expect(sessionToken.get()).toBe('token-7');
  });

  it('sends a used, expired or unknown link to /su/invalid', async () => {
    const { router } = render([invitedMock(null)]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/su/invalid'));
  });

  it('sends the invitee to /su/invalid when the link went bad meanwhile', async () => {
    const refusal = new GraphQLError('This Invite Link Is Invalid', { extensions: { code: 'BAD_USER_INPUT', messageId: 'invitation.invalidLink' } });
    const { router } = render([invitedMock(invited), activateMock({ errors: [refusal] })], 'sp');
    await userEvent.type(await screen.findByLabelText('Contraseña'), 'invited secret 1');
    await userEvent.click(screen.getByRole('button', { name: 'Activar mi cuenta' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/su/invalid'));
  });
});

describe('InvalidInvitePage', () => {
  it("says 'This Invite Link Is Invalid' and offers to log in or sign up", async () => {
    renderWithProviders(<InvalidInvitePage />, { path: '/su/invalid' });
    expect(await screen.findByRole('heading', { name: 'This Invite Link Is Invalid' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
  });
});
