import { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { renderWithProviders, testUser } from '../../../test-support/renderWithProviders';
import { CLEAR_NOTIFICATIONS } from '../graphql/clear-notifications';
import { AppNotification, GET_NOTIFICATIONS_QUERY } from '../graphql/get-notifications-query';
import { NOTIFICATION_ADDED } from '../../../lib/graphql/notification-added';
import { READ_NOTIFICATION } from '../graphql/read-notification';
import { NotificationsList } from './NotificationsList';

const notification = (id: string, overrides: Partial<AppNotification> = {}): AppNotification => ({
  id,
  type: 'NEW_MESSAGE',
  details: `Maria (${id}) sent you a message.`,
  fromName: `Maria (${id})`,
  isRead: false,
  link: `https://tutors.example.com/conversation/c-${id}`,
  createdAt: '2026-11-02T10:00:00.000Z',
  ...overrides,
});

const listMock = (notifications: AppNotification[]): MockedResponse => ({ request: { query: GET_NOTIFICATIONS_QUERY }, result: { data: { getNotificationsQuery: notifications } } });
const addedMock = (added: AppNotification | null, delay = 1e9): MockedResponse => ({
  request: { query: NOTIFICATION_ADDED },
  result: added ? { data: { notificationAdded: added } } : {},
  delay,
});

function render(mocks: MockedResponse[], language: 'en' | 'sp' = 'en') {
  return renderWithProviders(<NotificationsList />, {
    user: testUser({ languagePreference: language }),
    language,
    mocks,
    routes: [{ path: '/conversation/:id', element: <p>conversation</p> }],
  });
}

describe('NotificationsList', () => {
  it('says when each notice came as people read it, in English and in Spanish', async () => {
    const aMinuteAgo = new Date(Date.now() - 61_000).toISOString();
    const english = render([listMock([notification('n1', { createdAt: aMinuteAgo })]), addedMock(null)]);
    expect(await screen.findByText('1 minute ago')).toBeInTheDocument();
    english.unmount();
    render([listMock([notification('n1', { createdAt: aMinuteAgo })]), addedMock(null)], 'sp');
    expect(await screen.findByText('hace 1 minuto')).toBeInTheDocument();
  });

  it('shows the notifications, marks one read on click, removes it and goes to its link without the host', async () => {
    const read = jest.fn(() => ({ data: { readNotification: true } }));
    const { router } = render([listMock([notification('n1'), notification('n2', { type: 'TUTORING_REQUEST' })]), addedMock(null), { request: { query: READ_NOTIFICATION, variables: { notificationId: 'n1' } }, result: read }]);
    expect(await screen.findByText('Maria (n1) sent you a message.')).toBeInTheDocument();
    expect(screen.getByText('New tutoring request')).toBeInTheDocument();
    await userEvent.click(screen.getByText('Maria (n1) sent you a message.'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/conversation/c-n1'));
    expect(read).toHaveBeenCalled();
  });

  it('adds a pushed notification at the top', async () => {
    render([listMock([notification('n1')]), addedMock(notification('n3', { type: 'REQUEST_ACCEPTED' }), 30)]);
    expect(await screen.findByText('Maria (n3) accepted your tutoring request.')).toBeInTheDocument();
    const items = screen.getAllByRole('menuitem');
    expect(items[0]).toHaveTextContent('Request accepted');
    expect(items).toHaveLength(2);
  });

  it('says "Error occurred." in a dialog when marking read fails', async () => {
    render([listMock([notification('n1')]), addedMock(null), { request: { query: READ_NOTIFICATION, variables: { notificationId: 'n1' } }, result: { errors: [new GraphQLError('nope')] } }]);
    await userEvent.click(await screen.findByText('Maria (n1) sent you a message.'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Error occurred.');
    expect(screen.getByText('Maria (n1) sent you a message.')).toBeInTheDocument();
  });

  it('words each notification and says when clearing fails, in Spanish', async () => {
    render([listMock([notification('n1')]), addedMock(null), { request: { query: CLEAR_NOTIFICATIONS }, result: { errors: [new GraphQLError('nope')] } }], 'sp');
    expect(await screen.findByText('Maria (n1) te envió un mensaje.')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Borrar todas' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Hubo un error al borrar tus notificaciones. Por favor, inténtalo de nuevo.');
  });

  it('empties the list on clear all', async () => {
    render([listMock([notification('n1')]), addedMock(null), { request: { query: CLEAR_NOTIFICATIONS }, result: { data: { clearNotifications: true } } }]);
    await userEvent.click(await screen.findByRole('button', { name: 'Clear all' }));
    expect(await screen.findByText('You have no notifications.')).toBeInTheDocument();
  });

});
