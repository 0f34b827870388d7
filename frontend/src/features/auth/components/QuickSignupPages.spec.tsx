import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { sessionToken } from '../../../lib/session-token';
import { renderWithProviders } from '../../../test-support/renderWithProviders';
import { CORPORATE_REFERRAL_SIGNUP } from '../graphql/corporate-referral-signup';
import { EMAIL_SIGNUP_CLIENT_PERSONALIZED } from '../graphql/email-signup-client-personalized';
import { GET_CORPORATE_REFERRAL } from '../graphql/get-corporate-referral';
import { GET_HUB_SPOT_EMAIL_SIGNUP } from '../graphql/get-hub-spot-email-signup';
import { CorporateSignupPage, PersonalizedSignupPage } from './QuickSignupPages';

const lead = { ticketId: 'lead-1', email: 'pat@example.com', firstName: 'Pat', lastName: 'Doe', phoneNumber: '+12125550100', clientProfileType: 'STUDENT' };
const leadMock = (answer: typeof lead | null, ticketId = 'lead-1') => ({ request: { query: GET_HUB_SPOT_EMAIL_SIGNUP, variables: { ticketId } }, result: { data: { getHubSpotEmailSignup: answer } } });
const organisationMock = (code: string, answer: { code: string; organisationName: string } | null) => ({ request: { query: GET_CORPORATE_REFERRAL, variables: { code } }, result: { data: { getCorporateReferral: answer } } });

afterEach(() => sessionToken.set(null));

describe('PersonalizedSignupPage', () => {
  it("prefills the lead's sign-up, sends it with the ticket and lands signed in on /w/h", async () => {
    const { router } = renderWithProviders(<PersonalizedSignupPage />, {
      path: '/signup/personalized',
      initialEntry: '/signup/personalized?ticket=lead-1',
      mocks: [
        leadMock(lead),
        {
          request: { query: EMAIL_SIGNUP_CLIENT_PERSONALIZED },
          variableMatcher: (variables: Record<string, { ticketId: string; email: string; password: string; clientProfileType: string; phoneNumber: string }>) =>
            variables.input.ticketId === 'lead-1' && variables.input.email === 'pat@example.com' && variables.input.password === 'pat secret 1' && variables.input.clientProfileType === 'STUDENT' && variables.input.phoneNumber === '+12125550100',
          result: { data: { emailSignupClientPersonalized: { token: 'token-9' } } },
        },
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Welcome, Pat!' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('pat@example.com');
    expect(screen.getByLabelText('Last name')).toHaveValue('Doe');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Please enter a valid password.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Password'), 'pat secret 1');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/w/h'));
    expect(sessionToken.get()).toBe('token-9');
  });

  it('says an unknown or used link is no longer valid and offers the sign-up, in Spanish', async () => {
    renderWithProviders(<PersonalizedSignupPage />, { path: '/signup/personalized', initialEntry: '/signup/personalized?ticket=gone', language: 'sp', mocks: [leadMock(null, 'gone')] });
    expect(await screen.findByRole('alert')).toHaveTextContent('Este enlace de registro ya no es válido');
    expect(screen.getByRole('link', { name: 'Regístrate' })).toHaveAttribute('href', '/signup');
  });
});

describe('CorporateSignupPage', () => {
  it("names the organisation and shows the server's refusal at its field", async () => {
    renderWithProviders(<CorporateSignupPage />, {
      path: '/signup/corporate/:code',
      initialEntry: '/signup/corporate/acme',
      mocks: [
        organisationMock('acme', { code: 'ACME', organisationName: 'Acme Corporation' }),
        {
          request: { query: CORPORATE_REFERRAL_SIGNUP },
          variableMatcher: () => true,
          result: {
            errors: [
              new GraphQLError('An account with this email already exists. Please log in or use a different email.', {
                extensions: { code: 'BAD_USER_INPUT', messageId: 'account.emailTaken', fieldErrors: { email: 'An account with this email already exists. Please log in or use a different email.' }, fieldMessageIds: { email: 'account.emailTaken' } },
              }),
            ],
          },
        },
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Sign up with Acme Corporation' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('First name'), 'Mia');
    await userEvent.type(screen.getByLabelText('Last name'), 'Member');
    await userEvent.type(screen.getByLabelText('Email'), 'mia@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'mia secret 1');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('An account with this email already exists. Please log in or use a different email.')).toBeInTheDocument();
  });

  it('says a code no organisation has is not valid', async () => {
    renderWithProviders(<CorporateSignupPage />, { path: '/signup/corporate/:code', initialEntry: '/signup/corporate/initech', mocks: [organisationMock('initech', null)] });
    expect(await screen.findByRole('alert')).toHaveTextContent('This organisation code is not valid.');
  });
});
