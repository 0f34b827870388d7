import { Card, H2, H3, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { RelativeTime } from '../../../components/RelativeTime';
import { Link } from 'react-router-dom';
import { useErrorText } from '../../../lib/form-messages';
import { usePageTitle } from '../../../lib/usePageTitle';
import { usePendingTutorRequestConversations } from '../graphql/get-pending-tutor-request-conversations';
import { TutorOnlyPage } from './TutorOnlyPage';

/** The guides under /tutor-tools/…, served as content pages (backend/content/pages/<language>/tutor-tools). */
const GUIDES = [
  { path: '/tutor-tools/find-tutoring', id: 'tutorTools.guides.findTutoring' },
  { path: '/tutor-tools/find-tutoring/nextdoor', id: 'tutorTools.guides.nextdoor' },
  { path: '/tutor-tools/find-tutoring/email-teachers', id: 'tutorTools.guides.emailTeachers' },
  { path: '/tutor-tools/find-tutoring/shortcuts', id: 'tutorTools.guides.shortcuts' },
  { path: '/tutor-tools/online-tutoring-tips', id: 'tutorTools.guides.onlineTips' },
  { path: '/tutor-tools/online-tutoring-tips/lessonspace', id: 'tutorTools.guides.lessonspace' },
] as const;

/** /tutor-tools (Find Clients): the tutoring requests waiting for the tutor's answer, and the guides to finding more clients. */
export function TutorToolsPage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'tutorTools.title' }));
  return (
    <TutorOnlyPage>
      <H2>
        <FormattedMessage id="tutorTools.heading" />
      </H2>
      <OpenRequests />
      <section aria-labelledby="tutor-tools-guides-heading">
        <H3 id="tutor-tools-guides-heading">
          <FormattedMessage id="tutorTools.guides.heading" />
        </H3>
        <ul className="tutor-tools-guides">
          {GUIDES.map((guide) => (
            <li key={guide.path}>
              <Link to={guide.path}>
                <FormattedMessage id={guide.id} />
              </Link>
            </li>
          ))}
        </ul>
        <p>
          <Link to="/tutor-refer-client">
            <FormattedMessage id="tutorTools.referClients" />
          </Link>{' '}
          ·{' '}
          <Link to="/tutor-refer-tutor">
            <FormattedMessage id="tutorTools.referTutors" />
          </Link>
        </p>
      </section>
    </TutorOnlyPage>
  );
}

function OpenRequests() {
  const intl = useIntl();
  const { data, loading, error } = usePendingTutorRequestConversations();
  const errorText = useErrorText();
  const conversations = data?.getPendingTutorRequestConversations ?? [];
  return (
    <section aria-labelledby="tutor-tools-requests-heading" className="tutor-tools-requests">
      <H3 id="tutor-tools-requests-heading">
        <FormattedMessage id="tutorTools.requests.heading" />{' '}
        <Tag round intent={conversations.length > 0 ? 'danger' : 'none'} aria-label={intl.formatMessage({ id: 'tutorTools.requests.count' }, { count: conversations.length })}>
          {conversations.length}
        </Tag>
      </H3>
      {!data && loading ? (
        <Spinner size={24} />
      ) : error && !data ? (
        <p role="alert">{errorText(error)}</p>
      ) : conversations.length === 0 ? (
        <NonIdealState icon="inbox" description={<FormattedMessage id="tutorTools.requests.none" />} />
      ) : (
        <ul className="tutor-tools-request-list">
          {conversations.map((conversation) => {
            const request = conversation.tutoringRequest;
            return (
              <li key={conversation.id}>
                <Card elevation={1}>
                  <strong>{request?.subject}</strong>
                  {request && (
                    <>
                      {' · '}
                      <FormattedMessage id={`tutor.grade.${request.gradeLevel}`} defaultMessage={request.gradeLevel} />
                      {' · '}
                      <FormattedMessage id="tutorTools.requests.from" values={{ name: request.from.firstName }} />
                      {request.city && request.state && ` · ${request.city}, ${request.state}`}
                      {' · '}
                      <RelativeTime moment={request.createdAt} />
                    </>
                  )}
                  <div>
                    <Link to={`/conversation/${encodeURIComponent(conversation.id)}`}>
                      <FormattedMessage id="tutorTools.requests.answer" />
                    </Link>
                  </div>
                </Card>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
