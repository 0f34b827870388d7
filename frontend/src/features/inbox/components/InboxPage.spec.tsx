import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, testUser } from '../../../test-support/renderWithProviders';
import { GET_PAGINATED_CONVERSATION_LIST } from '../graphql/get-paginated-conversation-list';
import { MESSAGE_ADDED } from '../graphql/message-added';
import { UPDATE_ARCHIVE_STATE } from '../graphql/update-archive-state';
import { conversation, message, TUTOR } from '../test-fixtures';
import { Conversation } from '../graphql/conversation-fields';
import { InboxPage } from './InboxPage';

const listMock = (pageNumber: number, conversations: Conversation[], exhaustedConversations: boolean, { isActiveContext = true, isTutorContext = false } = {}) => ({
  request: { query: GET_PAGINATED_CONVERSATION_LIST, variables: { pageNumber, isActiveContext, isTutorContext } },
  result: { data: { getPaginatedConversationList: { conversations, exhaustedConversations } } },
  maxUsageCount: 5,
});
const noPushes = { request: { query: MESSAGE_ADDED, variables: { conversationId: null } }, result: {}, delay: 1e9 };

const many = (from: number, count: number) =>
  Array.from({ length: count }, (_, index) => conversation({ id: `c${from + index}`, participants: [conversation().participants[0], { ...TUTOR, id: `t${from + index}`, firstName: `Tutor${from + index}` }] }));

describe('InboxPage', () => {
  it('sends a visitor to log in', async () => {
    const { router } = renderWithProviders(<InboxPage />, { path: '/inbox' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('lists active conversations with unread markers, and loads more until exhausted', async () => {
    const first = many(1, 10);
    first[0] = conversation({ unreadCount: 2, lastMessage: message('m9', TUTOR, 'See you Monday') });
    renderWithProviders(<InboxPage />, { path: '/inbox', user: testUser(), mocks: [listMock(1, first, false), listMock(2, many(11, 3), true), noPushes] });
    const list = await screen.findByRole('list', { name: 'Conversations' });
    const maria = await within(list).findByRole('link', { name: /Maria Garcia/ });
    expect(maria).toHaveAttribute('href', '/conversation/c1');
    expect(maria).toHaveTextContent('See you Monday');
    expect(maria).toHaveTextContent('Algebra 1 · High School');
    expect(within(list).getByText('2 unread messages')).toBeInTheDocument();
    expect(document.title).toBe('Inbox | Tutoring Marketplace');
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(list).findByRole('link', { name: /Tutor13/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(within(list).getAllByRole('link')).toHaveLength(13);
  });

  it('shows when the last message was sent as a relative time, and no empty "You:" for a request sent without a message', async () => {
    const viewer = testUser();
    const silent = conversation({ lastMessage: message('m1', { ...conversation().participants[0], id: viewer.id }, '', { date: new Date(Date.now() - 3 * 60_000).toISOString() }) });
    renderWithProviders(<InboxPage />, { path: '/inbox', user: viewer, mocks: [listMock(1, [silent], true), noPushes] });
    const item = await screen.findByRole('link', { name: /Maria Garcia/ });
    expect(item).toHaveTextContent('No messages yet');
    expect(item).not.toHaveTextContent('You:');
    expect(item).toHaveTextContent('3 minutes ago');
  });

  it('shows archived conversations in their tab and moves one back to active', async () => {
    const archived = conversation({ isArchived: true });
    const unarchived = jest.fn(() => ({ data: { updateArchiveState: { id: 'c1', isArchived: false } } }));
    renderWithProviders(<InboxPage />, {
      path: '/inbox',
      user: testUser(),
      mocks: [
        listMock(1, [], true),
        listMock(1, [archived], true, { isActiveContext: false }),
        { request: { query: UPDATE_ARCHIVE_STATE, variables: { conversationId: 'c1', isArchived: false } }, result: unarchived },
        noPushes,
      ],
    });
    expect(await screen.findByText('You have no active conversations yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Archived' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Move to active: Maria Garcia' }));
    await waitFor(() => expect(unarchived).toHaveBeenCalled());
  });

  it('shows a dual-role user the conversations of the mode they are in, in Spanish', async () => {
    renderWithProviders(<InboxPage />, {
      path: '/inbox',
      language: 'sp',
      user: testUser({ profileTypes: ['TUTOR', 'STUDENT_OR_PARENT'], languagePreference: 'sp' }),
      mocks: [listMock(1, [], true, { isTutorContext: true }), noPushes],
    });
    expect(await screen.findByText('Mostrando tus conversaciones como tutor')).toBeInTheDocument();
    expect(await screen.findByText('Aún no tienes conversaciones activas.')).toBeInTheDocument();
  });
});
