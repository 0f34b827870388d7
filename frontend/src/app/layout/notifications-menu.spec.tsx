import { MockedResponse } from '@apollo/client/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { NotificationsList } from '../../features/notifications/components/NotificationsList';
import { AppNotification, GET_NOTIFICATIONS_QUERY } from '../../features/notifications/graphql/get-notifications-query';
import { READ_NOTIFICATION } from '../../features/notifications/graphql/read-notification';
import { NOTIFICATION_ADDED } from '../../lib/graphql/notification-added';
import { renderWithProviders, testUser } from '../../test-support/renderWithProviders';
import { NotificationsButton } from './HeaderMenus';

// The notification list under the header's bell (app-level: the header's menu with the notifications feature's list).
const notification = (id: string): AppNotification => ({
  id,
  type: 'NEW_MESSAGE',
  details: `Maria (${id}) sent you a message.`,
  fromName: `Maria (${id})`,
  isRead: false,
  link: `https://tutors.example.com/conversation/c-${id}`,
  createdAt: '2026-11-02T10:00:00.000Z',
});

const listMock = (notifications: AppNotification[]): MockedResponse => ({ request: { query: GET_NOTIFICATIONS_QUERY }, result: { data: { getNotificationsQuery: notifications } } });
const addedMock = (added: AppNotification | null, delay = 1e9): MockedResponse => ({
  request: { query: NOTIFICATION_ADDED },
  result: added ? { data: { notificationAdded: added } } : {},
  delay,
});

describe('NotificationsButton (the bell of the header)', () => {
  it('keeps the list under the bell open and shows "Error occurred." when marking read fails, and closes it after a read', async () => {
    const { router } = renderWithProviders(<NotificationsButton count={2} panel={<NotificationsList />} />, {
      user: testUser(),
      mocks: [
        listMock([notification('n1'), notification('n2')]),
        addedMock(null),
        { request: { query: READ_NOTIFICATION, variables: { notificationId: 'n1' } }, result: { errors: [new GraphQLError('nope')] } },
        { request: { query: READ_NOTIFICATION, variables: { notificationId: 'n2' } }, result: { data: { readNotification: true } } },
      ],
      routes: [{ path: '/conversation/:id', element: <p>conversation</p> }],
    });
    // `expanded: false`: the bell once its popover's code has loaded (HeaderMenus.tsx); a click on the
    // button drawn before can land while it is being replaced.
    await userEvent.click(await screen.findByRole('button', { name: /Notifications/, expanded: false }));
    await userEvent.click(await screen.findByText('Maria (n1) sent you a message.'));
    await screen.findByRole('dialog', { name: 'Error occurred.' });
    // Still there once the popover's transitions are over.
    await act(() => new Promise((resolve) => setTimeout(resolve, 800)));
    const dialog = screen.getByRole('dialog', { name: 'Error occurred.' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Error occurred.');
    expect(screen.getByText('Maria (n1) sent you a message.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Error occurred.' })).not.toBeInTheDocument());
    await userEvent.click(await screen.findByRole('button', { name: /Notifications/ }));
    await userEvent.click(await screen.findByText('Maria (n2) sent you a message.'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/conversation/c-n2'));
    await waitFor(() => expect(screen.queryByText('Maria (n2) sent you a message.')).not.toBeInTheDocument());
  });
});
