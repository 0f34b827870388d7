import { screen } from '@testing-library/react';
import { FormattedTime } from 'react-intl';
import { renderWithProviders, testUser } from '../../test-support/renderWithProviders';
import { useSession } from './SessionProvider';

const MOMENT = '2026-11-25T18:00:00.000Z';

/** A time as any page shows one, once the session is known. */
function ShownTime() {
  const { user, loading } = useSession();
  if (loading) return null;
  return (
    <span data-testid="time" data-user={user ? 'signed-in' : 'visitor'}>
      <FormattedTime value={MOMENT} hour="numeric" minute="2-digit" timeZoneName="short" />
    </span>
  );
}

describe("times in the user's time zone", () => {
  it('shows times in the zone the signed-in user chose (editTimeZoneId), whatever the browser’s zone', async () => {
    renderWithProviders(<ShownTime />, { user: testUser({ timeZoneId: 'Pacific/Honolulu' }) });
    const time = await screen.findByTestId('time');
    expect(time).toHaveAttribute('data-user', 'signed-in');
    expect(await screen.findByText('8:00 AM HST')).toBeInTheDocument();
  });

  it('shows another chosen zone in its own time', async () => {
    renderWithProviders(<ShownTime />, { user: testUser({ timeZoneId: 'America/New_York' }) });
    expect(await screen.findByText('1:00 PM EST')).toBeInTheDocument();
  });
});
