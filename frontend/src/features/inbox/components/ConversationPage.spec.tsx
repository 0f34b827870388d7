import { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { Navigate } from 'react-router-dom';
import { renderWithProviders, testUser } from '../../../test-support/renderWithProviders';
import { ACCEPT_TUTORING_REQUEST } from '../graphql/accept-tutoring-request';
import { Conversation, Message } from '../graphql/conversation-fields';
import { DECLINE_TUTORING_REQUEST } from '../graphql/decline-tutoring-request';
import { GET_CONVERSATION_BY_ID } from '../graphql/get-conversation-by-id';
import { GET_MESSAGES_FOR_CONVERSATION } from '../graphql/get-messages-for-conversation';
import { MESSAGE_ADDED } from '../graphql/message-added';
import { MESSAGES_READ } from '../graphql/messages-read';
import { READ_MESSAGE_MUTATION } from '../graphql/read-message-mutation';
import { SEND_MESSAGE_MUTATION } from '../graphql/send-message-mutation';
import { NOTIFICATION_ADDED } from '../../../lib/graphql/notification-added';
import { CONVERSATION_UPDATED } from '../graphql/conversation-updated';
import { CLIENT, conversation, message, request, TUTOR } from '../test-fixtures';
import { ConversationPage } from './ConversationPage';

const conversationMock = (value: Conversation): MockedResponse => ({
  request: { query: GET_CONVERSATION_BY_ID, variables: { conversationId: 'c1' } },
  result: { data: { getConversationByID: value } },
  maxUsageCount: 5,
});
const messagesMock = (messages: Message[], hasMoreMessages: boolean, before: string | null = null): MockedResponse => ({
  request: { query: GET_MESSAGES_FOR_CONVERSATION, variables: { conversationId: 'c1', limit: 20, before } },
  result: { data: { getMessagesForConversation: { messages, hasMoreMessages } } },
});
const readMock = (result = jest.fn(() => ({ data: { readMessageMutation: true } }))): MockedResponse => ({
  request: { query: READ_MESSAGE_MUTATION, variables: { conversationId: 'c1' } },
  result,
  maxUsageCount: 5,
});
const pushMock = (pushed: Message | null, delay = 1e9): MockedResponse => ({
  request: { query: MESSAGE_ADDED, variables: { conversationId: 'c1' } },
  result: pushed ? { data: { messageAdded: pushed } } : {},
  delay,
});
const receiptsMock = (delay = 1e9, upToMessageId = 'm2'): MockedResponse => ({
  request: { query: MESSAGES_READ, variables: { conversationId: 'c1' } },
  result: { data: { messagesRead: { conversationId: 'c1', readerId: TUTOR.id, upToMessageId, readAt: '2026-11-02T11:00:00.000Z' } } },
  delay,
});

/** Opens /conversation/c1 (or `path`) through the route pattern, so the page reads its id from the URL. */
function render(mocks: MockedResponse[], { path = '/conversation/c1', user = testUser(), language = 'en' as 'en' | 'sp' } = {}) {
  return renderWithProviders(<Navigate to={path} replace />, {
    mocks,
    user,
    language,
    routes: [
      { path: '/conversation/:conversationId', element: <ConversationPage /> },
      { path: '/inbox', element: <p>inbox</p> },
    ],
  });
}

describe('ConversationPage', () => {
  it('shows the newest messages, marks them read, loads older ones and shows a reply pushed while open', async () => {
    const read = jest.fn(() => ({ data: { readMessageMutation: true } }));
    const newest = Array.from({ length: 20 }, (_, index) => message(`m${index + 21}`, index % 2 ? TUTOR : CLIENT, `message ${index + 21}`));
    const older = [message('m1', CLIENT, 'Hi Maria!', { type: 'REQUEST' })];
    render([
        conversationMock(conversation()),
        messagesMock(newest, true),
        messagesMock(older, false, 'm21'),
        readMock(read),
        pushMock(message('m99', TUTOR, 'See you on Monday!'), 50),
        receiptsMock(),
    ]);
    const list = await screen.findByRole('list', { name: 'Messages' });
    expect(await within(list).findByText('message 40')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Maria Garcia' })).toBeInTheDocument();
    await waitFor(() => expect(read).toHaveBeenCalled());
    expect(await within(list).findByText('See you on Monday!')).toBeInTheDocument();
    await waitFor(() => expect(read).toHaveBeenCalledTimes(2));
    await userEvent.click(screen.getByRole('button', { name: 'Load older messages' }));
    expect(await within(list).findByText('Hi Maria!')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Tutoring request');
    expect(screen.queryByRole('button', { name: 'Load older messages' })).not.toBeInTheDocument();
    expect(document.title).toBe('Conversation with Maria Garcia | Tutoring Marketplace');
  });

  it('sends a message and shows the read receipt when the tutor reads it', async () => {
    const sent = message('m2', CLIENT, 'Are you free Monday?');
    render([
      conversationMock(conversation()),
      messagesMock([message('m1', CLIENT, 'Hi Maria!')], false),
      readMock(),
      pushMock(null),
      receiptsMock(400),
      {
        request: { query: SEND_MESSAGE_MUTATION },
        variableMatcher: (variables: { body?: string; targetId?: string; idempotencyKey?: string }) =>
          variables.body === 'Are you free Monday?' && variables.targetId === 'c1' && typeof variables.idempotencyKey === 'string',
        result: { data: { sendMessageMutation: sent } },
      },
    ]);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Write a message' }), 'Are you free Monday?');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    const mine = await screen.findByText('Are you free Monday?');
    expect(screen.getByRole('textbox', { name: 'Write a message' })).toHaveValue('');
    await waitFor(() => expect(mine.closest('li')).toHaveTextContent('Read'));
  });

  it('opens the request details with ?tab=2, with the spec’s fallbacks for what the request left out', async () => {
    const bare = request({ subject: '', gradeLevel: '', sessionType: '', daysAvailable: [], timeAvailable: '', note: '', files: [], zipCode: null, city: null, state: null });
    render([conversationMock(conversation({ tutoringRequest: bare })), messagesMock([], false), readMock(), pushMock(null), receiptsMock()], { path: '/conversation/c1?tab=2' });
    expect(await screen.findByRole('tab', { name: 'Request details' })).toHaveAttribute('aria-selected', 'true');
    for (const text of [
      'No subject provided',
      'Grade Unavailable',
      'No location preference provided',
      'No availability detail description was provided',
      'No daily preference for tutoring sessions provided',
      'No preference set for In-person or online sessions',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByText('Pending')).toBeInTheDocument();
    // The client sees no accept or decline.
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  });

  it('shows the request’s details: subject, grade level, days, session type and files', async () => {
    const accepted = jest.fn(() => ({ data: { acceptTutoringRequest: { id: 'pair-1', isActive: true } } }));
    render(
      [
        conversationMock(conversation()),
        conversationMock(conversation({ tutoringRequest: request({ status: 'ACCEPTED' }) })),
        messagesMock([], false),
        readMock(),
        pushMock(null),
        receiptsMock(),
        { request: { query: ACCEPT_TUTORING_REQUEST, variables: { requestId: 'r1' } }, result: accepted },
      ],
      { path: '/conversation/c1?tab=2', user: testUser({ profileTypes: ['TUTOR'], firstName: 'Maria' }) },
    );
    const details = await screen.findByRole('tabpanel');
    expect(within(details).getByText('Algebra 1')).toBeInTheDocument();
    expect(within(details).getByText('High School')).toBeInTheDocument();
    expect(within(details).getByText('Monday, Wednesday')).toBeInTheDocument();
    expect(within(details).getByText('Online')).toBeInTheDocument();
    expect(within(details).getByRole('link', { name: 'syllabus.pdf' })).toHaveAttribute('href', '/files/f1/syllabus.pdf');
  });

  it('lets the tutor decline with a message, which is required, and shows a failure', async () => {
    const tutorViewer = { ...testUser({ profileTypes: ['TUTOR'] }), id: TUTOR.id };
    render(
      [
        conversationMock(conversation()),
        messagesMock([], false),
        readMock(),
        pushMock(null),
        receiptsMock(),
        {
          request: { query: DECLINE_TUTORING_REQUEST, variables: { requestId: 'r1', message: 'Sorry, my week is full.' } },
          result: { errors: [new GraphQLError('This tutoring request is no longer pending.')] },
        },
      ],
      { path: '/conversation/c1?tab=2', user: tutorViewer },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline this request' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline request' }));
    expect(within(dialog).getByLabelText('Message to the client')).toHaveAccessibleDescription('Please enter a message for the client.');
    await userEvent.type(within(dialog).getByLabelText('Message to the client'), 'Sorry, my week is full.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline request' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This tutoring request is no longer pending.');
  });

  it('shows the tutor Accept and calls acceptTutoringRequest', async () => {
    const tutorViewer = { ...testUser({ profileTypes: ['TUTOR'], languagePreference: 'sp' }), id: TUTOR.id };
    const accepted = jest.fn(() => ({ data: { acceptTutoringRequest: { id: 'pair-1', isActive: true } } }));
    render(
      [
        conversationMock(conversation()),
        messagesMock([], false),
        readMock(),
        pushMock(null),
        receiptsMock(),
        { request: { query: ACCEPT_TUTORING_REQUEST, variables: { requestId: 'r1' } }, result: accepted },
      ],
      { path: '/conversation/c1?tab=2', user: tutorViewer, language: 'sp' },
    );
    expect(await screen.findByText('Pendiente')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(accepted).toHaveBeenCalled());
  });

  it('shows the tutor Accept and Decline where the request is read, on the messages tab', async () => {
    const tutorViewer = { ...testUser({ profileTypes: ['TUTOR'] }), id: TUTOR.id };
    const accepted = jest.fn(() => ({ data: { acceptTutoringRequest: { id: 'pair-1', isActive: true } } }));
    render(
      [
        conversationMock(conversation()),
        messagesMock([message('m1', CLIENT, 'Hi Maria!', { type: 'REQUEST' })], false),
        readMock(),
        pushMock(null),
        receiptsMock(),
        { request: { query: ACCEPT_TUTORING_REQUEST, variables: { requestId: 'r1' } }, result: accepted },
      ],
      { user: tutorViewer },
    );
    expect(await screen.findByRole('tab', { name: 'Messages' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Hi Maria!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Decline' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(accepted).toHaveBeenCalled());
  });

  it('turns Pending into Accepted without a reload when the tutor accepts (the notification push refetches the conversation)', async () => {
    const acceptedNotification = {
      id: 'n1',
      type: 'REQUEST_ACCEPTED',
      details: 'Maria accepted your request.',
      fromName: 'Maria Garcia',
      isRead: false,
      link: '/conversation/c1',
      createdAt: '2026-11-02T10:05:00.000Z',
    };
    render(
      [
        { request: { query: GET_CONVERSATION_BY_ID, variables: { conversationId: 'c1' } }, result: { data: { getConversationByID: conversation() } } },
        conversationMock(conversation({ tutoringRequest: request({ status: 'ACCEPTED' }) })),
        messagesMock([], false),
        readMock(),
        pushMock(null),
        receiptsMock(),
        { request: { query: NOTIFICATION_ADDED }, result: { data: { notificationAdded: acceptedNotification } }, delay: 100 },
      ],
      { path: '/conversation/c1?tab=2' },
    );
    expect(await screen.findByText('Pending')).toBeInTheDocument();
    expect(await screen.findByText('Accepted')).toBeInTheDocument();
    expect(screen.queryByText('Pending')).not.toBeInTheDocument();
  });

  it('turns Pending into Accepted on the conversationUpdated push, in Spanish', async () => {
    render(
      [
        conversationMock(conversation()),
        messagesMock([], false),
        readMock(),
        pushMock(null),
        receiptsMock(),
        {
          request: { query: CONVERSATION_UPDATED, variables: { conversationId: 'c1' } },
          result: { data: { conversationUpdated: conversation({ tutoringRequest: request({ status: 'ACCEPTED' }) }) } },
          delay: 100,
        },
      ],
      { path: '/conversation/c1?tab=2', language: 'sp', user: testUser({ languagePreference: 'sp' }) },
    );
    expect(await screen.findByText('Pendiente')).toBeInTheDocument();
    expect(await screen.findByText('Aceptada')).toBeInTheDocument();
    expect(screen.queryByText('Pendiente')).not.toBeInTheDocument();
  });
});
