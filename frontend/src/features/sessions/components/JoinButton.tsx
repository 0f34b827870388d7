import { AnchorButton, Button } from '@blueprintjs/core';
import { MouseEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { showToast } from '../../../components/toaster';
import { errorMessage } from '../../../lib/graphql-errors';
import { useOpenLessonspaceSessionLazyQuery } from '../graphql/open-lessonspace-session';
import { Session } from '../graphql/session-fields';
import { isOnline } from '../session-view';

/**
 * Join an online session: a one-on-one lesson space opens with the viewer's own link
 * (openLessonspaceSession); any other online session opens its join link.
 */
export function JoinButton({ session }: { session: Session }) {
  const [openRoom, { loading }] = useOpenLessonspaceSessionLazyQuery();
  if (!isOnline(session) || !session.joinUrl) return null;
  const tutor = session.participants.find((participant) => participant.userType === 'TUTOR');
  const tutee = session.participants.find((participant) => participant.userType === 'STUDENT');
  const ownLink = session.meetingSolution === 'LESSONSPACE' && session.sessionType === 'ONE_ON_ONE' && tutor && tutee;
  if (!ownLink) {
    return <AnchorButton role="link" intent="primary" icon="log-in" href={session.joinUrl} target="_blank" rel="noopener noreferrer" text={<FormattedMessage id="sessions.join" />} />;
  }
  const join = async (event: MouseEvent<HTMLElement>) => {
    event.preventDefault();
    // Opened before the answer arrives, so the browser does not block it as a pop-up.
    const room = window.open('', '_blank');
    try {
      const { data, error } = await openRoom({ variables: { sessionId: session.id, tuteeId: tutee.user.id, tutorId: tutor.user.id } });
      if (error || !data) throw error ?? new Error('no room');
      if (room) room.location.href = data.openLessonspaceSession.url;
      else window.location.assign(data.openLessonspaceSession.url);
    } catch (error) {
      room?.close();
      void showToast({ intent: 'danger', message: errorMessage(error) });
    }
  };
  return <Button intent="primary" icon="log-in" loading={loading} onClick={(event) => void join(event)} text={<FormattedMessage id="sessions.join" />} />;
}
