import { Button, Callout, Classes, H2, NonIdealState, Spinner, Tab, Tabs, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { RelativeTime } from '../../../components/RelativeTime';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { useSession } from '../../../lib/session/SessionProvider';
import { usePageTitle } from '../../../lib/usePageTitle';
import { conversationPath, fullName, otherParticipant } from '../conversation-view';
import { Conversation } from '../graphql/conversation-fields';
import { useConversationListQuery } from '../graphql/get-paginated-conversation-list';
import { useUpdateArchiveStateMutation } from '../graphql/update-archive-state';
import { useInboxLiveUpdates } from '../hooks/useInboxLiveUpdates';
import './inbox.css';
import { gradeLevelLabel } from '../grade-level';

type InboxTab = 'active' | 'archived';

/**
 * /inbox: the signed-in user's active and archived conversations, 10 at a time with Load more, as
 * a tutor or as a client (dual-role users see the mode they are in), unread ones marked.
 */
export function InboxPage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'inbox.title' }));
  const { user, loading, mode, canSwitchMode } = useSession();
  const location = useLocation();
  const [tab, setTab] = useState<InboxTab>('active');
  if (loading) return <Spinner />;
  if (!user) return <Navigate to={`/login?redirect=${encodeURIComponent(location.pathname)}`} replace />;
  const isTutorContext = mode === 'tutor';
  return (
    <section className="inbox" aria-labelledby="inbox-heading">
      <H2 id="inbox-heading">
        <FormattedMessage id="inbox.heading" />
      </H2>
      {canSwitchMode && (
        <p className={Classes.TEXT_MUTED}>
          <FormattedMessage id={isTutorContext ? 'inbox.context.tutor' : 'inbox.context.client'} />
        </p>
      )}
      <Tabs id="inbox-tabs" selectedTabId={tab} onChange={(next) => setTab(next as InboxTab)} renderActiveTabPanelOnly animate={false}>
        <Tab id="active" title={<FormattedMessage id="inbox.tab.active" />} panel={<ConversationList viewerId={user.id} isActiveContext isTutorContext={isTutorContext} />} />
        <Tab
          id="archived"
          title={<FormattedMessage id="inbox.tab.archived" />}
          panel={<ConversationList viewerId={user.id} isActiveContext={false} isTutorContext={isTutorContext} />}
        />
      </Tabs>
    </section>
  );
}

interface ListProps {
  viewerId: string;
  isActiveContext: boolean;
  isTutorContext: boolean;
}

function ConversationList(props: ListProps) {
  const intl = useIntl();
  const [pages, setPages] = useState(1);
  useInboxLiveUpdates();
  return (
    <ul className={`inbox-list ${Classes.LIST_UNSTYLED}`} aria-label={intl.formatMessage({ id: 'inbox.list' })}>
      {Array.from({ length: pages }, (_, index) => (
        <ConversationListPage key={index} {...props} pageNumber={index + 1} isLast={index + 1 === pages} onLoadMore={() => setPages(pages + 1)} />
      ))}
    </ul>
  );
}

function ConversationListPage({ viewerId, isActiveContext, isTutorContext, pageNumber, isLast, onLoadMore }: ListProps & { pageNumber: number; isLast: boolean; onLoadMore: () => void }) {
  const { data, loading, error, refetch } = useConversationListQuery({ pageNumber, isActiveContext, isTutorContext });
  const page = data?.getPaginatedConversationList;
  if (!page && loading) {
    return (
      <li>
        <Spinner size={24} />
      </li>
    );
  }
  if (!page) {
    return (
      <li>
        <Callout intent="danger" role="alert" compact>
          <FormattedMessage id="inbox.loadFailed" />{' '}
          <Button size="small" variant="minimal" text={<FormattedMessage id="inbox.retry" />} onClick={() => void refetch()} />
        </Callout>
      </li>
    );
  }
  return (
    <>
      {page.conversations.map((conversation) => (
        <ConversationItem key={conversation.id} conversation={conversation} viewerId={viewerId} />
      ))}
      {pageNumber === 1 && page.conversations.length === 0 && (
        <li>
          <NonIdealState icon="inbox" description={<FormattedMessage id={isActiveContext ? 'inbox.empty.active' : 'inbox.empty.archived'} />} />
        </li>
      )}
      {error && (
        <li>
          <Callout intent="danger" role="alert" compact>
            <FormattedMessage id="inbox.loadFailed" />
          </Callout>
        </li>
      )}
      {isLast && !page.exhaustedConversations && (
        <li className="inbox-load-more">
          <Button variant="outlined" text={<FormattedMessage id="inbox.loadMore" />} onClick={onLoadMore} />
        </li>
      )}
    </>
  );
}

function ConversationItem({ conversation, viewerId }: { conversation: Conversation; viewerId: string }) {
  const intl = useIntl();
  const [updateArchiveState, { loading }] = useUpdateArchiveStateMutation();
  const other = otherParticipant(conversation, viewerId);
  const unread = conversation.unreadCount > 0;
  const last = conversation.lastMessage;
  // A request sent without a message leaves an empty last message: shown as no message, with no 'You:'.
  const said = last && (last.type === 'ATTACHMENT' || last.body.trim()) ? last : null;
  const preview = !said
    ? intl.formatMessage({ id: 'inbox.noMessages' })
    : said.type === 'ATTACHMENT'
      ? intl.formatMessage({ id: 'inbox.attachment' }, { filename: said.filename ?? said.body })
      : said.body;
  const request = conversation.tutoringRequest;
  return (
    <li className={`inbox-item${unread ? ' inbox-item-unread' : ''}`} data-conversation-id={conversation.id}>
      <Link to={conversationPath(conversation.id)} className="inbox-item-link">
        <span className="inbox-item-name">{fullName(other)}</span>
        {request && (
          <span className={`inbox-item-request ${Classes.TEXT_MUTED}`}>
            {request.subject || intl.formatMessage({ id: 'conversation.fallback.subject' })} ·{' '}
            {gradeLevelLabel(intl, request.gradeLevel) ?? intl.formatMessage({ id: 'conversation.fallback.gradeLevel' })}
          </span>
        )}
        <span className="inbox-item-preview">
          {said && said.fromUser.id === viewerId && (
            <>
              <FormattedMessage id="inbox.you" />:{' '}
            </>
          )}
          {preview}
        </span>
        {last && (
          <span className={`inbox-item-date ${Classes.TEXT_MUTED}`}>
            <RelativeTime moment={last.date} />
          </span>
        )}
      </Link>
      {unread && (
        <Tag round intent="primary" className="inbox-item-unread-tag">
          <FormattedMessage id="inbox.unread" values={{ count: conversation.unreadCount }} />
        </Tag>
      )}
      <Button
        variant="minimal"
        size="small"
        icon={conversation.isArchived ? 'unarchive' : 'archive'}
        loading={loading}
        text={<FormattedMessage id={conversation.isArchived ? 'inbox.unarchive' : 'inbox.archive'} />}
        aria-label={`${intl.formatMessage({ id: conversation.isArchived ? 'inbox.unarchive' : 'inbox.archive' })}: ${fullName(other)}`}
        onClick={() => void updateArchiveState({ variables: { conversationId: conversation.id, isArchived: !conversation.isArchived } }).catch(() => undefined)}
      />
    </li>
  );
}
