import { ForbiddenError } from '../shared/domain-error';
import { deciderSpecification } from '../test-support/decider-specification';
import { ConversationCommand, LinkTutoringRequest, SendMessage } from './conversation.commands';
import { conversationDecider } from './conversation.decider';
import { ConversationEvent, ConversationStarted, MessageSent, MessagesRead } from './conversation.events';
import { ConversationMessages as Messages } from './conversation.rules';

const now = new Date('2026-11-22T10:00:00.000Z');
const at = now.toISOString();
const spec = deciderSpecification(conversationDecider);
const file = { filename: 'worksheet.pdf', mimetype: 'application/pdf', url: '/files/2b1c4f0e-8a52-4a8e-9d7e-0c1f3b2a1d00/worksheet.pdf' };

const command = <C extends ConversationCommand>(type: C['type'], data: C['data'], actorId: string | null): C =>
  ({ type, data, metadata: { now, actorId } }) as C;
const link = (overrides: Partial<LinkTutoringRequest['data']> = {}, actorId: string | null = 'client-1') =>
  command<LinkTutoringRequest>(
    'LinkTutoringRequest',
    { conversationId: 'conv-1', clientId: 'client-1', tutorId: 'tutor-1', requestId: 'req-1', firstMessage: ' Hi! Can you help with algebra? ', files: [], messageIds: ['m-req'], ...overrides },
    actorId,
  );
const send = (overrides: Partial<SendMessage['data']> = {}, actorId: string | null = overrides.fromUserId ?? 'client-1') =>
  command<SendMessage>('SendMessage', { messageId: 'm1', fromUserId: 'client-1', body: 'Hello there', type: 'TEXT', file: null, ...overrides }, actorId);

const started: ConversationStarted = {
  type: 'ConversationStarted',
  data: { conversationId: 'conv-1', participantIds: ['client-1', 'tutor-1'], clientId: 'client-1', tutorId: 'tutor-1', startedAt: at },
};
const message = (messageId: string, fromUserId: string, body: string, type: MessageSent['data']['type'] = 'TEXT', attached = null as typeof file | null): MessageSent => ({
  type: 'MessageSent',
  data: { conversationId: 'conv-1', messageId, fromUserId, body, type, file: attached, sentAt: at },
});
const read = (readerId: string, upToMessageId: string): MessagesRead => ({ type: 'MessagesRead', data: { conversationId: 'conv-1', readerId, upToMessageId, readAt: at } });
const archived = (userId: string): ConversationEvent => ({ type: 'ConversationArchived', data: { conversationId: 'conv-1', userId } });

const throwsForbidden = (given: ConversationEvent[], when: ConversationCommand): void => spec.given(given).when(when).thenThrows(ForbiddenError);

describe('conversation decider', () => {
  describe('starting', () => {
    it('starts the conversation of a client and a tutor once', () => {
      const start = command<ConversationCommand>('StartConversation', { conversationId: 'conv-1', clientId: 'client-1', tutorId: 'tutor-1' }, 'client-1');
      spec.given([]).when(start).then([started]);
      spec.given([started]).when(start).thenNothingHappened();
    });

    it('refuses a conversation with oneself, or started by a third person', () => {
      spec.given([]).when(command('StartConversation', { conversationId: 'c', clientId: 'u', tutorId: 'u' }, 'u')).thenThrows(Messages.sameUser);
      throwsForbidden([], command('StartConversation', { conversationId: 'conv-1', clientId: 'client-1', tutorId: 'tutor-1' }, 'stranger'));
    });
  });

  describe('linking a tutoring request', () => {
    it('starts the conversation, links the request and posts its first message and files', () => {
      spec
        .given([])
        .when(link({ files: [file], messageIds: ['m-req', 'm-file'] }))
        .then([
          started,
          { type: 'TutoringRequestLinked', data: { conversationId: 'conv-1', requestId: 'req-1' } },
          message('m-req', 'client-1', 'Hi! Can you help with algebra?', 'REQUEST'),
          message('m-file', 'client-1', 'worksheet.pdf', 'ATTACHMENT', file),
        ]);
    });

    it('reuses the conversation for a second request and records nothing for a request linked before', () => {
      const linked: ConversationEvent = { type: 'TutoringRequestLinked', data: { conversationId: 'conv-1', requestId: 'req-1' } };
      spec
        .given([started, linked])
        .when(link({ requestId: 'req-2', messageIds: ['m-req-2'], firstMessage: 'Again' }))
        .then([{ type: 'TutoringRequestLinked', data: { conversationId: 'conv-1', requestId: 'req-2' } }, message('m-req-2', 'client-1', 'Again', 'REQUEST')]);
      spec.given([started, linked]).when(link()).thenNothingHappened();
    });

    it('refuses a first message against the user guidelines', () => {
      spec.given([]).when(link({ firstMessage: 'you little shit' })).thenThrows(Messages.messageGuidelines, { firstMessage: Messages.messageGuidelines });
    });
  });

  describe('linking a pair', () => {
    it('links a pair once', () => {
      const linkPair = command<ConversationCommand>('LinkPair', { pairId: 'pair-1' }, 'tutor-1');
      spec.given([started]).when(linkPair).then([{ type: 'PairLinked', data: { conversationId: 'conv-1', pairId: 'pair-1' } }]);
      spec.given([started, { type: 'PairLinked', data: { conversationId: 'conv-1', pairId: 'pair-1' } }]).when(linkPair).thenNothingHappened();
    });

    it('needs a started conversation and a participant', () => {
      spec.given([]).when(command('LinkPair', { pairId: 'p' }, null)).thenThrows(Messages.notStarted);
      throwsForbidden([started], command('LinkPair', { pairId: 'p' }, 'stranger'));
    });
  });

  describe('sending a message', () => {
    it('records a trimmed text message from either participant', () => {
      spec.given([started]).when(send({ body: '  Hello there  ' })).then([message('m1', 'client-1', 'Hello there')]);
      spec.given([started]).when(send({ fromUserId: 'tutor-1', messageId: 'm2', body: 'Hi!' })).then([message('m2', 'tutor-1', 'Hi!')]);
    });

    it('records a retried message (same id) only once', () => {
      spec.given([started, message('m1', 'client-1', 'Hello there')]).when(send()).thenNothingHappened();
    });

    it.each(['', '   ', 'fuck off'])('refuses the body %p with the spec message', (body) => {
      spec.given([started]).when(send({ body })).thenThrows(Messages.messageGuidelines, { body: Messages.messageGuidelines });
    });

    it('refuses a message over 5000 characters', () => {
      spec.given([started]).when(send({ body: 'a'.repeat(5001) })).thenThrows(Messages.messageTooLong);
    });

    it('records an attachment with its file, and needs one', () => {
      spec.given([started]).when(send({ type: 'ATTACHMENT', body: 'worksheet.pdf', file })).then([message('m1', 'client-1', 'worksheet.pdf', 'ATTACHMENT', file)]);
      spec.given([started]).when(send({ type: 'ATTACHMENT', body: '', file: null })).thenThrows(Messages.attachmentMissing);
    });

    it('refuses strangers and messages in someone else’s name', () => {
      throwsForbidden([started], send({ fromUserId: 'stranger' }));
      throwsForbidden([started], send({ fromUserId: 'tutor-1' }, 'client-1'));
      spec.given([]).when(send()).thenThrows(Messages.notStarted);
    });
  });

  describe('reading', () => {
    const history = [started, message('m1', 'client-1', 'a'), message('m2', 'client-1', 'b')];

    it('marks every message so far as read', () => {
      spec.given(history).when(command('ReadMessages', { readerId: 'tutor-1' }, 'tutor-1')).then([read('tutor-1', 'm2')]);
    });

    it('records nothing when everything is read already, or for the sender of the last message', () => {
      spec.given([...history, read('tutor-1', 'm2')]).when(command('ReadMessages', { readerId: 'tutor-1' }, 'tutor-1')).thenNothingHappened();
      spec.given(history).when(command('ReadMessages', { readerId: 'client-1' }, 'client-1')).thenNothingHappened();
      spec.given([started]).when(command('ReadMessages', { readerId: 'tutor-1' }, 'tutor-1')).thenNothingHappened();
    });

    it('reads again once a newer message arrives', () => {
      spec.given([...history, read('tutor-1', 'm2'), message('m3', 'client-1', 'c')]).when(command('ReadMessages', { readerId: 'tutor-1' }, 'tutor-1')).then([read('tutor-1', 'm3')]);
    });

    it('refuses strangers', () => {
      throwsForbidden(history, command('ReadMessages', { readerId: 'stranger' }, 'stranger'));
    });
  });

  describe('archiving', () => {
    it('archives and unarchives per participant, recording only changes', () => {
      const archive = (isArchived: boolean, userId = 'tutor-1') => command<ConversationCommand>('SetArchiveState', { userId, isArchived }, userId);
      spec.given([started]).when(archive(true)).then([archived('tutor-1')]);
      spec.given([started, archived('tutor-1')]).when(archive(true)).thenNothingHappened();
      spec.given([started, archived('tutor-1')]).when(archive(true, 'client-1')).then([archived('client-1')]);
      spec.given([started, archived('tutor-1')]).when(archive(false)).then([{ type: 'ConversationUnarchived', data: { conversationId: 'conv-1', userId: 'tutor-1' } }]);
      spec.given([started]).when(archive(false)).thenNothingHappened();
      throwsForbidden([started], archive(true, 'stranger'));
    });
  });
});
