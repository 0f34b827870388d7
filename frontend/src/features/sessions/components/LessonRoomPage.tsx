import { Callout, Card, H2, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { FormattedDate, FormattedMessage, FormattedTime, useIntl } from 'react-intl';
import { useParams, useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useGetLessonRoomQuery } from '../graphql/get-lesson-room';

/**
 * `/rooms/:roomId?user=&role=&sig=`: the local lesson room a LESSONSPACE session's Join link leads
 * to when no Lessonspace account is set up. The signed link is the credential, so no sign-in.
 */
export function LessonRoomPage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'sessions.room.title' }));
  const { roomId = '' } = useParams();
  const [search] = useSearchParams();
  const variables = { roomId, user: search.get('user') ?? '', role: search.get('role') ?? '', sig: search.get('sig') ?? '' };
  const incomplete = Object.values(variables).some((value) => value === '');
  const { data, loading, error } = useGetLessonRoomQuery(variables, incomplete);

  if (loading) return <Spinner aria-label={intl.formatMessage({ id: 'sessions.room.loading' })} />;
  const room = data?.getLessonRoom;
  if (incomplete || error || !room) {
    const invalid = incomplete || error?.graphQLErrors.some((graphQLError) => graphQLError.extensions?.code === 'NOT_FOUND');
    return (
      <NonIdealState
        icon="disable"
        title={intl.formatMessage({ id: invalid ? 'sessions.room.invalid.title' : 'sessions.room.error.title' })}
        description={intl.formatMessage({ id: invalid ? 'sessions.room.invalid.description' : 'sessions.room.error.description' })}
      />
    );
  }
  return (
    <Card className="lesson-room">
      <H2>
        <FormattedMessage id="sessions.room.title" />
      </H2>
      <p className="lesson-room-subject">{room.subject}</p>
      <p>
        <FormattedMessage
          id="sessions.when"
          values={{
            date: <FormattedDate value={room.startTime} weekday="long" month="long" day="numeric" />,
            start: <FormattedTime value={room.startTime} />,
            end: <FormattedTime value={room.endTime} timeZoneName="short" />,
          }}
        />{' '}
        <Tag minimal>
          <FormattedMessage id={`sessions.status.${room.status}`} />
        </Tag>
      </p>
      <p>
        <FormattedMessage id="sessions.room.people" values={{ names: intl.formatList(room.participants.map((participant) => participant.firstName)) }} />
      </p>
      {room.status === 'CANCELLED' && (
        <Callout intent="warning">
          <FormattedMessage id="sessions.room.cancelled" />
        </Callout>
      )}
    </Card>
  );
}
