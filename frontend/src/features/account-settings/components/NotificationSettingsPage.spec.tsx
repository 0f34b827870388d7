import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { showToast } from '../../../components/toaster';
import { renderWithProviders, testUser } from '../../../test-support/renderWithProviders';
import { EDIT_NOTIFICATION_SETTINGS, GET_NOTIFICATION_SETTINGS } from '../graphql/notification-settings';
import { NotificationSettingsPage } from './NotificationSettingsPage';

jest.mock('../../../components/toaster', () => ({ showToast: jest.fn() }));

const on = () => ({ email: true, text: true, push: true });
const allOn = () => ({ requests: on(), messages: on(), sessions: on(), payouts: on(), newsletters: on() });
const typed = (settings: ReturnType<typeof allOn>) => ({
  __typename: 'NotificationSettings' as const,
  ...Object.fromEntries(Object.entries(settings).map(([kind, channels]) => [kind, { __typename: 'NoticeChannels' as const, ...channels }])),
});
const settingsMock = (settings = allOn()) => ({
  request: { query: GET_NOTIFICATION_SETTINGS },
  result: { data: { getCurrentUserV2: { __typename: 'User', id: 'user-1', notificationSettings: typed(settings) } } },
});
const messageMailsOff = () => ({ ...allOn(), messages: { email: false, text: true, push: true } });

afterEach(() => jest.mocked(showToast).mockClear());

describe('NotificationSettingsPage', () => {
  it('turns message e-mails off and saves the whole set, in English', async () => {
    const saved = { request: { query: EDIT_NOTIFICATION_SETTINGS, variables: { settings: messageMailsOff() } }, result: { data: { editNotificationSettings: { __typename: 'User', id: 'user-1', notificationSettings: typed(messageMailsOff()) } } } };
    renderWithProviders(<NotificationSettingsPage />, { path: '/account-settings/notifications', user: testUser(), mocks: [settingsMock(), saved] });
    const messageMails = await screen.findByRole('checkbox', { name: 'E-mail for Messages' });
    expect(messageMails).toBeChecked();
    expect(document.title).toBe('Notification settings | Tutoring Marketplace');
    await userEvent.click(messageMails);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith(expect.objectContaining({ message: 'Your notification settings were saved.' })));
    expect(screen.getByRole('checkbox', { name: 'E-mail for Messages' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Text for Messages' })).toBeChecked();
  });

  it('shows the saved settings, in Spanish', async () => {
    renderWithProviders(<NotificationSettingsPage />, { path: '/account-settings/notifications', language: 'sp', user: testUser({ languagePreference: 'sp' }), mocks: [settingsMock(messageMailsOff())] });
    expect(await screen.findByRole('checkbox', { name: 'Correo electrónico para Mensajes' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Notificación push para Boletines' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeInTheDocument();
  });

  it('sends a visitor to log in', async () => {
    const { router } = renderWithProviders(<NotificationSettingsPage />, { path: '/account-settings/notifications' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
