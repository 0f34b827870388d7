import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MouseEvent } from 'react';
import { renderWithProviders, RenderOptions, testUser } from '../../test-support/renderWithProviders';
import { showToast } from '../toaster';
import { ConnectButton } from './ConnectButton';

jest.mock('../toaster', () => ({ showToast: jest.fn() }));
afterEach(() => jest.mocked(showToast).mockClear());

async function clickConnect(options: RenderOptions, name = 'Connect') {
  const rendered = renderWithProviders(<ConnectButton tutor={{ id: 'tutor-1', profileId: 'p0000001', firstName: 'Maria' }} />, { path: '/search', ...options });
  const button = await screen.findByRole('button', { name });
  await waitFor(() => expect(button).toBeEnabled());
  await userEvent.click(button);
  return rendered;
}

describe('Connect (spec section 4, Connect click)', () => {
  it('sends a visitor to /signup with "Please Sign In"', async () => {
    const { router } = await clickConnect({ user: null });
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup'));
    expect(showToast).toHaveBeenCalledWith(expect.objectContaining({ message: 'Please Sign In' }));
  });

  it('shows a tutor no Connect on their own card or profile, and Connect on another tutor’s', async () => {
    renderWithProviders(
      <>
        <ConnectButton tutor={{ id: 'tutor-1', profileId: 'p0000001', firstName: 'Maria' }} />
        <ConnectButton tutor={{ id: 'tutor-2', profileId: 'p0000002', firstName: 'Tomás' }} />
      </>,
      { path: '/search', user: { ...testUser({ profileTypes: ['TUTOR'] }), id: 'tutor-1' } },
    );
    await screen.findByRole('button', { name: 'Connect' });
    expect(screen.getAllByRole('button', { name: 'Connect' })).toHaveLength(1);
  });

  it('says "Please Sign In" in Spanish', async () => {
    await clickConnect({ user: null, language: 'sp' }, 'Conectar');
    await waitFor(() => expect(showToast).toHaveBeenCalledWith(expect.objectContaining({ message: 'Por favor, inicia sesión' })));
  });

  it('asks a user whose e-mail is not verified to verify it, with a link to /welcome', async () => {
    const { router } = await clickConnect({ user: testUser({}, false) });
    await waitFor(() => expect(showToast).toHaveBeenCalledTimes(1));
    const toast = jest.mocked(showToast).mock.calls[0][0];
    expect(toast.message).toBe('Please Verify your Email');
    expect(toast.action).toMatchObject({ href: '/welcome', text: 'Verify email' });
    expect(router.state.location.pathname).toBe('/search');

    const preventDefault = jest.fn();
    act(() => toast.action?.onClick?.({ preventDefault } as unknown as MouseEvent<HTMLElement>));
    await waitFor(() => expect(router.state.location.pathname).toBe('/welcome'));
    expect(preventDefault).toHaveBeenCalled();
  });

  it('asks to verify the e-mail in Spanish', async () => {
    await clickConnect({ user: testUser({ languagePreference: 'sp' }, false), language: 'sp' }, 'Conectar');
    await waitFor(() => expect(showToast).toHaveBeenCalledWith(expect.objectContaining({ message: 'Por favor, verifica tu correo electrónico' })));
  });

  it('opens the tutor request dialog for a verified user, in place', async () => {
    const { router } = await clickConnect({ user: testUser() });
    expect(await screen.findByRole('dialog', { name: 'Connect with Maria' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/search');
    expect(showToast).not.toHaveBeenCalled();
  });

  it('is disabled until the session is known, so a signed-in user is never sent to sign up', async () => {
    renderWithProviders(<ConnectButton tutor={{ id: 'tutor-1', profileId: 'p0000001', firstName: 'Maria' }} />, { path: '/search', user: testUser() });
    expect(screen.getByRole('button', { name: 'Connect' })).toBeDisabled();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Connect' })).toBeEnabled());
  });
});
