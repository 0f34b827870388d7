import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test-support/renderWithProviders';
import { AppLayout } from './AppLayout';

describe('AppLayout', () => {
  it('frames the page with the header, the main content and the footer', async () => {
    renderWithProviders(<AppLayout />);
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.queryByTestId('count-badge')).not.toBeInTheDocument();
  });
});
