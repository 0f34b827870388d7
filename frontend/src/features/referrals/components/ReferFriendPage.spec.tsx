import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders, testUser } from '../../../test-support/renderWithProviders';
import { GET_CLIENT_REFERRAL_SUMMARY } from '../graphql/get-client-referral-summary';
import { ReferFriendPage } from './ReferFriendPage';

const summary = (referrals: object[], creditsEarnedCents = 0, creditBalanceCents = 0) => ({
  request: { query: GET_CLIENT_REFERRAL_SUMMARY },
  result: { data: { getClientReferralSummary: { code: 'ana20', link: 'http://localhost:3000/c/ana20', creditsEarnedCents, creditBalanceCents, referrals } } },
});

describe('ReferFriendPage', () => {
  it('sends a visitor to log in', async () => {
    const { router } = renderWithProviders(<ReferFriendPage />, { path: '/refer-friend' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('shows the link to share, the $20 offer, the credit and who signed up', async () => {
    renderWithProviders(<ReferFriendPage />, {
      path: '/refer-friend',
      user: testUser(),
      mocks: [
        summary(
          [
            { id: 'r1', status: 'CREDITED', referee: { id: 'u2', firstName: 'Luis', lastName: 'Gómez' } },
            { id: 'r2', status: 'SIGNED_UP', referee: { id: 'u3', firstName: 'Eva', lastName: 'Ruiz' } },
          ],
          2000,
          500,
        ),
      ],
    });
    expect(await screen.findByLabelText('Your referral link')).toHaveValue('http://localhost:3000/c/ana20');
    expect(screen.getByText(/You get a \$20 credit for each client you refer/)).toBeInTheDocument();
    expect(screen.getByTestId('credits-earned')).toHaveTextContent('$20.00');
    expect(screen.getByTestId('credit-balance')).toHaveTextContent('$5.00');
    const list = screen.getByRole('list', { name: 'People you referred' });
    expect(within(list).getByText('Luis Gómez')).toBeInTheDocument();
    expect(within(list).getByText('Signed up')).toBeInTheDocument();
    expect(document.title).toBe('Refer a friend | Tutoring Marketplace');
  });

  it('says when nobody signed up yet, in Spanish', async () => {
    renderWithProviders(<ReferFriendPage />, { path: '/refer-friend', language: 'sp', user: testUser({ languagePreference: 'sp' }), mocks: [summary([])] });
    expect(await screen.findByText('Todavía nadie se registró con tu enlace.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Recomienda a un amigo' })).toBeInTheDocument();
  });

  it('says so when the referrals cannot be loaded', async () => {
    renderWithProviders(<ReferFriendPage />, { path: '/refer-friend', user: testUser(), mocks: [{ request: { query: GET_CLIENT_REFERRAL_SUMMARY }, error: new Error('down') }] });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your referrals could not be loaded.');
  });
});
