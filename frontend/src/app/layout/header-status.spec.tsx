import { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { GET_UNREAD_MESSAGE_COUNT } from '../../features/inbox/graphql/get-unread-message-count';
import { INBOX_BADGE } from '../../features/inbox/graphql/inbox-badge';
import { GET_NOTIFICATIONS_QUERY } from '../../features/notifications/graphql/get-notifications-query';
import { NOTIFICATION_ADDED } from '../../lib/graphql/notification-added';
import { GET_CREDIT_CARD_DATA } from '../../components/payments/graphql/get-credit-card-data';
import { GET_PENDING_TUTOR_REQUEST_COUNT } from '../../features/requests/graphql/get-pending-tutor-request-count';
import { renderWithProviders, testUser } from '../../test-support/renderWithProviders';
import { AppLayout } from './AppLayout';

const quiet = (query: MockedResponse['request']['query']): MockedResponse => ({ request: { query }, result: {}, delay: 1e9 });
const notifications = (count: number): MockedResponse => ({
  request: { query: GET_NOTIFICATIONS_QUERY },
  result: {
    data: {
      getNotificationsQuery: Array.from({ length: count }, (_, index) => ({
        id: `n${index}`,
        type: 'NEW_MESSAGE',
        details: 'New message',
        fromName: 'Maria López',
        isRead: false,
        link: '/inbox',
        createdAt: '2026-11-02T10:00:00.000Z',
      })),
    },
  },
});

describe('header badges (useHeaderStatus)', () => {
  it('shows a tutor the Inbox, Find Clients and notification counts, and the Inbox count pushed by inboxBadge', async () => {
    renderWithProviders(<AppLayout />, {
      user: testUser({ profileTypes: ['TUTOR'] }),
      mocks: [
        { request: { query: GET_UNREAD_MESSAGE_COUNT }, result: { data: { getUnreadMessageCount: 2 } } },
        { request: { query: INBOX_BADGE }, result: { data: { inboxBadge: 3 } }, delay: 50 },
        { request: { query: GET_PENDING_TUTOR_REQUEST_COUNT }, result: { data: { getPendingTutorRequestCount: 1 } } },
        notifications(4),
        quiet(NOTIFICATION_ADDED),
      ],
    });
    const inbox = await screen.findByRole('link', { name: /Inbox/ });
    expect(await within(inbox).findByText('3 new items')).toBeInTheDocument();
    expect(await within(screen.getByRole('link', { name: /Find Clients/ })).findByText('1 new item')).toBeInTheDocument();
    expect(await within(screen.getByRole('button', { name: /Notifications/ })).findByText('4 new items')).toBeInTheDocument();
  });

  it('asks nothing for a visitor', async () => {
    renderWithProviders(<AppLayout />);
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByTestId('count-badge')).not.toBeInTheDocument();
  });

  it.each([
    [[], true],
    [[{ id: 'card-1', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030, isDefault: true }], false],
  ])('raises the profile badge for a client without a card (cards: %j)', async (cards, badge) => {
    const answered = jest.fn(() => ({ data: { getCreditCardData: cards } }));
    renderWithProviders(<AppLayout />, {
      user: testUser(),
      mocks: [
        { request: { query: GET_CREDIT_CARD_DATA }, result: answered },
        quiet(GET_UNREAD_MESSAGE_COUNT),
        quiet(INBOX_BADGE),
        quiet(GET_NOTIFICATIONS_QUERY),
        quiet(NOTIFICATION_ADDED),
      ],
    });
    await screen.findByRole('link', { name: /Inbox/ });
    await waitFor(() => expect(answered).toHaveBeenCalled());
    if (badge) expect(await screen.findByTestId('profile-badge')).toBeInTheDocument();
    else expect(screen.queryByTestId('profile-badge')).not.toBeInTheDocument();
  });
});
