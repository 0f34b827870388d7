import { Inject, Injectable } from '@nestjs/common';
import { DomainError, ForbiddenError } from '../../../../../domain/shared/domain-error';
import { SessionMessages } from '../../../../../domain/sessions/session.rules';
import { MEETINGS, Meetings, RoomAccess } from '../../../../../platform/meetings/meetings.port';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { Viewer } from '../../../accounts/auth/graphql-context';
import { ROOM_CLOSED_MESSAGE, roomUserOf } from '../../meeting-rooms';
import { requireParticipant } from '../../session-access';

/** openLessonspaceSession: the viewer's own link into a one-on-one session's online room, for its tutor and client; the tutor leads it. */
@Injectable()
export class OpenLessonspaceSessionHandler {
  constructor(
    private readonly pipeline: CommandPipeline,
    @Inject(MEETINGS) private readonly meetings: Meetings,
  ) {}

  async execute(input: { viewer: Viewer; sessionId: string; tutorId: string; tuteeId: string }): Promise<RoomAccess> {
    const { viewer, sessionId, tutorId, tuteeId } = input;
    if (viewer.userId !== tutorId && viewer.userId !== tuteeId) throw new ForbiddenError(SessionMessages.notParticipant);
    const { session } = await requireParticipant(this.pipeline, sessionId, viewer.userId);
    if (session.status === 'CANCELLED') throw new DomainError(ROOM_CLOSED_MESSAGE);
    const ids = new Set(session.participants.map((participant) => participant.userId));
    if (!ids.has(tutorId) || !ids.has(tuteeId)) throw new ForbiddenError(SessionMessages.notParticipant);
    return this.meetings.openLessonspaceSession({ sessionId, tutorId, tuteeId, user: roomUserOf(viewer, session, false) });
  }
}
