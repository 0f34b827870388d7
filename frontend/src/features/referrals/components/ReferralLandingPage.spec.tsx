import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { rememberedReferralCode } from '../../../lib/referral-code';
import { renderWithProviders, testUser } from '../../../test-support/renderWithProviders';
import { GET_REFERRAL_INVITE } from '../graphql/get-referral-invite';
import { ReferralAudience, ReferralLandingPage } from './ReferralLandingPage';

const invite = (code: string, referrerFirstName: string | null) => ({
  request: { query: GET_REFERRAL_INVITE, variables: { code } },
  result: { data: { getReferralInvite: referrerFirstName ? { code: code.toUpperCase(), referrerFirstName } : null } },
});

function renderLanding(path: string, audience: ReferralAudience, options: Omit<Parameters<typeof renderWithProviders>[1] & object, 'path'> = {}) {
  return renderWithProviders(<ReferralLandingPage audience={audience} />, {
    path: `/${path.split('/')[1]}/:code`,
    initialEntry: path,
    routes: [
      { path: '/signup', element: <p>signup page</p> },
      { path: '/refer-friend', element: <p>refer friend page</p> },
    ],
    ...options,
  });
}

beforeEach(() => window.sessionStorage.clear());

describe('ReferralLandingPage', () => {
  it("names who invited a visitor, offers the $20 wording and signs up with the code", async () => {
    const { router } = renderLanding('/c/7k3mq9x2ab', 'client', { mocks: [invite('7k3mq9x2ab', 'Rita')] });
    expect(await screen.findByRole('heading', { name: 'Rita invited you to find a tutor' })).toBeInTheDocument();
    expect(screen.getByText('Sign up to find a top tutor near you or online. Once you complete your first paid session, Rita gets a $20 credit.')).toBeInTheDocument();
    expect(document.title).toBe('You are invited | Tutoring Marketplace');
    expect(rememberedReferralCode.get()).toBe('7K3MQ9X2AB');
    await userEvent.setup().click(screen.getByRole('link', { name: 'Sign up' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup'));
    expect(router.state.location.search).toBe('?referralCode=7K3MQ9X2AB');
  });

  it('invites a tutor from a /trt link, in Spanish, without promising a credit', async () => {
    renderLanding('/trt/7K3MQ9X2AB', 'tutor', { language: 'sp', mocks: [invite('7K3MQ9X2AB', 'Rita')] });
    expect(await screen.findByRole('heading', { name: 'Rita te invitó a ser tutor con nosotros' })).toBeInTheDocument();
    expect(screen.queryByText(/\$20/)).not.toBeInTheDocument();
    // A tutor signs up through the tutor application.
    expect(screen.getByRole('link', { name: 'Regístrate' })).toHaveAttribute('href', '/apply?referralCode=7K3MQ9X2AB');
  });

  it('says so for an unknown code, and still offers a sign-up without it', async () => {
    rememberedReferralCode.set('7K3MQ9X2AB');
    const { router } = renderLanding('/c/0000000000', 'client', { mocks: [invite('0000000000', null)] });
    expect(await screen.findByRole('heading', { name: 'This referral link is not valid' })).toBeInTheDocument();
    expect(screen.getByText('The link may have been mistyped. You can still sign up without it.')).toBeInTheDocument();
    expect(rememberedReferralCode.get()).toBeNull();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Sign up anyway' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup'));
    expect(router.state.location.search).toBe('');
  });

  it('tells a signed-in user the link is for new users and points to their own referral page', async () => {
    renderLanding('/trc/7K3MQ9X2AB', 'client', { user: testUser() });
    expect(await screen.findByRole('heading', { name: 'This link is for new users' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Refer a friend' })).toHaveAttribute('href', '/refer-friend');
    expect(screen.queryByRole('link', { name: 'Sign up' })).not.toBeInTheDocument();
  });

  it('offers a retry when the invite cannot be loaded', async () => {
    renderLanding('/c/7K3MQ9X2AB', 'client', {
      mocks: [{ request: { query: GET_REFERRAL_INVITE, variables: { code: '7K3MQ9X2AB' } }, error: new Error('down') }, invite('7K3MQ9X2AB', 'Rita')],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('This invitation could not be loaded.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Rita invited you to find a tutor' })).toBeInTheDocument();
  });
});
