import { useApolloClient, useSubscription } from '@apollo/client';
import { Button, Callout, Classes, H2, Spinner, Tab, Tabs, TextArea } from '@blueprintjs/core';
import { FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { RelativeTime } from '../../../components/RelativeTime';
import { Link, Navigate, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../../lib/graphql-errors';
import { useSession } from '../../../lib/session/SessionProvider';
import { usePageTitle } from '../../../lib/usePageTitle';
import { fullName, otherParticipant } from '../conversation-view';
import { Conversation, Message } from '../graphql/conversation-fields';
import { CONVERSATION_UPDATED, ConversationUpdatedData } from '../graphql/conversation-updated';
import { GET_CONVERSATION_BY_ID, useConversationQuery } from '../graphql/get-conversation-by-id';
import { useReadMessageMutation } from '../graphql/read-message-mutation';
import { useSendAttachmentMessageMutation } from '../graphql/send-attachment-message';
import { useSendMessageMutation } from '../graphql/send-message-mutation';
import { ConversationMessages, useConversationMessages } from '../hooks/useConversationMessages';
import { useIdempotencyKey } from '../../../lib/useIdempotencyKey';
import { NOTIFICATION_ADDED } from '../../../lib/graphql/notification-added';
import { ReportUserButton } from '../../../components/report-user/ReportUserButton';
import { AcceptOrDecline, RequestDetails } from './RequestDetails';
import './inbox.css';

type ConversationTab = 'messages' | 'details';

/** /conversation/:conversationId (?tab=2 opens the request's details). */
export function ConversationPage() {
  const { user, loading } = useSession();
  const location = useLocation();
  const { conversationId = '' } = useParams();
  if (loading) return <Spinner />;
  if (!user) return <Navigate to={`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  return <ConversationView key={conversationId} conversationId={conversationId} viewerId={user.id} />;
}

function ConversationView({ conversationId, viewerId }: { conversationId: string; viewerId: string }) {
  const intl = useIntl();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: ConversationTab = searchParams.get('tab') === '2' ? 'details' : 'messages';
  const { data, error, refetch } = useConversationQuery(conversationId);
  const conversation = data?.getConversationByID;
  useLiveRequestStatus(conversationId, conversation?.tutoringRequest?.status === 'PENDING', refetch);
  const other = conversation ? otherParticipant(conversation, viewerId) : undefined;
  usePageTitle(other ? intl.formatMessage({ id: 'conversation.title' }, { name: fullName(other) }) : intl.formatMessage({ id: 'inbox.title' }));

  const [readMessages] = useReadMessageMutation();
  const markRead = useCallback(() => void readMessages({ variables: { conversationId } }).catch(() => undefined), [readMessages, conversationId]);
  useEffect(markRead, [markRead]);
  const messages = useConversationMessages(conversationId, viewerId, markRead);

  if (!conversation) {
    if (error) {
      return (
        <Callout intent="danger" role="alert">
          <FormattedMessage id="conversation.loadFailed" /> {errorMessage(error)}
        </Callout>
      );
    }
    return <Spinner />;
  }
  const viewerIsTutor = conversation.participants.some((participant) => participant.id === viewerId && participant.role === 'TUTOR');
  return (
    <section className="conversation" aria-labelledby="conversation-heading">
      <Link to="/inbox">
        <FormattedMessage id="conversation.back" />
      </Link>
      <H2 id="conversation-heading">{fullName(other)}</H2>
      {other && <ReportUserButton userId={other.id} name={fullName(other)} />}
      {viewerIsTutor && conversation.tutoringRequest?.status === 'PENDING' && (
        <Callout className="conversation-request-pending" intent="primary" icon="inbox" title={intl.formatMessage({ id: 'conversation.requestMessage' })}>
          <AcceptOrDecline requestId={conversation.tutoringRequest.id} />
        </Callout>
      )}
      <Tabs
        id="conversation-tabs"
        selectedTabId={tab}
        onChange={(next) => setSearchParams(next === 'details' ? { tab: '2' } : {}, { replace: true })}
        renderActiveTabPanelOnly
        animate={false}
      >
        <Tab id="messages" title={<FormattedMessage id="conversation.tab.messages" />} panel={<MessagesPanel conversation={conversation} viewerId={viewerId} messages={messages} />} />
        <Tab id="details" title={<FormattedMessage id="conversation.tab.details" />} panel={<RequestDetails request={conversation.tutoringRequest} viewerIsTutor={viewerIsTutor} />} />
      </Tabs>
    </section>
  );
}

/** Refetches while the status settles: the pushes may come before the request's read model has the change. */
const STATUS_REFETCH_DELAYS_MS = [0, 1000, 3000];

/**
 * The conversation's request status without a reload: the conversationUpdated push (its request
 * accepted, declined, cancelled or edited) replaces the conversation shown; and while the request is
 * pending, a notification that may concern it (e.g. the tutor's acceptance) refetches it as well.
 */
function useLiveRequestStatus(conversationId: string, pending: boolean, refetch: () => Promise<{ data?: { getConversationByID?: { tutoringRequest?: { status: string } | null } | null } }>) {
  const pendingRef = useRef(pending);
  // The latest status for the timers, synced after each render (render itself does not write refs).
  useEffect(() => {
    pendingRef.current = pending;
  });
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);
  const refresh = useCallback(() => {
    timers.current.forEach(clearTimeout);
    timers.current = STATUS_REFETCH_DELAYS_MS.map((delay) =>
      setTimeout(() => {
        if (!pendingRef.current) return;
        void refetch()
          .then((result) => {
            if (result.data?.getConversationByID?.tutoringRequest?.status !== 'PENDING') pendingRef.current = false;
          })
          .catch(() => undefined);
      }, delay),
    );
  }, [refetch]);
  const client = useApolloClient();
  useSubscription<ConversationUpdatedData>(CONVERSATION_UPDATED, {
    variables: { conversationId },
    onData: ({ data: pushed }) => {
      const conversation = pushed.data?.conversationUpdated;
      if (!conversation) return;
      client.writeQuery({ query: GET_CONVERSATION_BY_ID, variables: { conversationId }, data: { getConversationByID: conversation } });
      if (conversation.tutoringRequest?.status !== 'PENDING') pendingRef.current = false;
    },
  });
  useSubscription(NOTIFICATION_ADDED, {
    skip: !pending,
    onData: ({ data: pushed }) => {
      const notification = pushed.data?.notificationAdded;
      if (!notification) return;
      if (notification.type.startsWith('REQUEST_') || notification.link?.includes(conversationId)) refresh();
    },
  });
}

function MessagesPanel({ conversation, viewerId, messages }: { conversation: Conversation; viewerId: string; messages: ConversationMessages }) {
  const intl = useIntl();
  const list = useRef<HTMLOListElement>(null);
  const count = messages.messages.length;
  const lastId = messages.messages[count - 1]?.id;
  useEffect(() => {
    if (list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [lastId]);
  return (
    <>
      {messages.hasMoreMessages && (
        <Button variant="minimal" icon="history" loading={messages.loadingOlder} text={<FormattedMessage id="conversation.loadOlder" />} onClick={() => void messages.loadOlder()} />
      )}
      {messages.loading && count === 0 && <Spinner size={24} />}
      <ol ref={list} className={`conversation-messages ${Classes.LIST_UNSTYLED}`} aria-label={intl.formatMessage({ id: 'conversation.messages' })} aria-live="polite">
        {messages.messages.map((message) => (
          <MessageItem key={message.id} message={message} own={message.fromUser.id === viewerId} read={messages.readByOther(message)} />
        ))}
      </ol>
      <Compose conversationId={conversation.id} onSent={messages.addSent} />
    </>
  );
}

function MessageItem({ message, own, read }: { message: Message; own: boolean; read: boolean }) {
  return (
    <li className={`conversation-message${own ? ' conversation-message-own' : ''}`} data-message-id={message.id}>
      {message.type === 'REQUEST' && (
        <strong className="conversation-message-meta">
          <FormattedMessage id="conversation.requestMessage" />
        </strong>
      )}
      {message.file ? (
        <a href={message.file.url} target="_blank" rel="noreferrer">
          {message.file.filename}
        </a>
      ) : (
        <span>{message.body}</span>
      )}
      <span className={`conversation-message-meta ${Classes.TEXT_MUTED}`}>
        {message.fromUser.firstName} · <RelativeTime moment={message.date} />
        {own && read && (
          <>
            {' '}
            · <FormattedMessage id="conversation.read" />
          </>
        )}
      </span>
    </li>
  );
}

function Compose({ conversationId, onSent }: { conversationId: string; onSent: (message: Message) => void }) {
  const intl = useIntl();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string>();
  const [send, sending] = useSendMessageMutation();
  const [sendFile, sendingFile] = useSendAttachmentMessageMutation();
  const textKey = useIdempotencyKey();
  const fileKey = useIdempotencyKey();
  const fileInput = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim()) return;
    setError(undefined);
    try {
      const { data } = await send({ variables: { body: body.trim(), targetId: conversationId, idempotencyKey: textKey.current() } });
      if (data) onSent(data.sendMessageMutation);
      setBody('');
      textKey.next();
    } catch (caught) {
      setError(errorMessage(caught));
    }
  };

  const attach = async (file: File | undefined) => {
    if (!file) return;
    setError(undefined);
    try {
      const { data } = await sendFile({ variables: { file, targetId: conversationId, idempotencyKey: fileKey.current() } });
      if (data) onSent(data.sendAttachmentMessage);
      fileKey.next();
    } catch (caught) {
      setError(errorMessage(caught));
    }
  };

  return (
    <form className="conversation-compose-form" onSubmit={(event) => void submit(event)}>
      <div className="conversation-compose">
        <TextArea
          aria-label={intl.formatMessage({ id: 'conversation.compose' })}
          placeholder={intl.formatMessage({ id: 'conversation.compose' })}
          value={body}
          rows={2}
          onChange={(event) => {
            setBody(event.currentTarget.value);
            textKey.next();
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey) {
              event.preventDefault();
              void submit(event);
            }
          }}
        />
        <input
          ref={fileInput}
          type="file"
          hidden
          aria-label={intl.formatMessage({ id: 'conversation.attach' })}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            event.currentTarget.value = '';
            void attach(file);
          }}
        />
        <Button
          icon="paperclip"
          variant="outlined"
          disabled={sendingFile.loading}
          text={<FormattedMessage id={sendingFile.loading ? 'conversation.sendingFile' : 'conversation.attach'} />}
          onClick={() => fileInput.current?.click()}
        />
        <Button type="submit" intent="primary" icon="send-message" loading={sending.loading} disabled={!body.trim()} text={<FormattedMessage id="conversation.send" />} />
      </div>
      {error && (
        <Callout intent="danger" compact role="alert">
          <FormattedMessage id="conversation.sendFailed" values={{ error }} />
        </Callout>
      )}
    </form>
  );
}
