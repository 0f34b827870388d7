import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test-support/renderWithProviders';
import { OldSafariBanner } from './OldSafariBanner';

const SAFARI_13 = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_1) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.0.3 Safari/605.1.15';
const SAFARI_17 = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_1) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15';

describe('OldSafariBanner', () => {
  it('warns old Safari users and recommends Chrome, Firefox or Safari, until dismissed', async () => {
    renderWithProviders(<OldSafariBanner userAgent={SAFARI_13} />);
    expect(await screen.findByRole('heading', { name: 'Your browser is not supported' })).toBeInTheDocument();
    expect(screen.getByText(/please use the latest version of Chrome, Firefox or Safari\./)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Dismiss this warning' }));
    expect(screen.queryByRole('heading', { name: 'Your browser is not supported' })).not.toBeInTheDocument();
  });

  it('shows nothing in a current Safari', async () => {
    renderWithProviders(
      <>
        <OldSafariBanner userAgent={SAFARI_17} />
        <p>page</p>
      </>,
    );
    await screen.findByText('page');
    expect(screen.queryByRole('heading', { name: 'Your browser is not supported' })).not.toBeInTheDocument();
  });

  it('shows nothing in jsdom, whose user agent is not Safari', async () => {
    renderWithProviders(
      <>
        <OldSafariBanner />
        <p>page</p>
      </>,
    );
    await screen.findByText('page');
    expect(screen.queryByRole('button', { name: 'Dismiss this warning' })).not.toBeInTheDocument();
  });

  it('warns in Spanish', async () => {
    renderWithProviders(<OldSafariBanner userAgent={SAFARI_13} />, { language: 'sp' });
    expect(await screen.findByRole('heading', { name: 'Tu navegador no es compatible' })).toBeInTheDocument();
    expect(screen.getByText(/usa la versión más reciente de Chrome, Firefox o Safari\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cerrar este aviso' })).toBeInTheDocument();
  });
});
