import { Inject, Injectable } from '@nestjs/common';
import { DomainError, ForbiddenError } from '../../../../../domain/shared/domain-error';
import { MEETINGS, Meetings, RoomAccess } from '../../../../../platform/meetings/meetings.port';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { Viewer } from '../../../accounts/auth/graphql-context';
import { ROOM_CLOSED_MESSAGE, roomUserOf } from '../../meeting-rooms';
import { requireParticipant, requireSession } from '../../session-access';
import { isAdmin } from '../../session-lists';

/** openGroupLessonspaceSession: the viewer's own link into a group or drop-in session's room; admins enter (leading it) only with isAdminContext. */
@Injectable()
export class OpenGroupLessonspaceSessionHandler {
  constructor(
    private readonly pipeline: CommandPipeline,
    @Inject(MEETINGS) private readonly meetings: Meetings,
  ) {}

  async execute(input: { viewer: Viewer; sessionId: string; subject: string; isTutorContext: boolean; isAdminContext: boolean }): Promise<RoomAccess> {
    const { viewer, sessionId } = input;
    const asAdmin = input.isAdminContext && isAdmin(viewer);
    const { session } = asAdmin ? await requireSession(this.pipeline, sessionId) : await requireParticipant(this.pipeline, sessionId, viewer.userId);
    if (session.status === 'CANCELLED') throw new DomainError(ROOM_CLOSED_MESSAGE);
    const user = roomUserOf(viewer, session, asAdmin);
    if (input.isTutorContext && user.role === 'STUDENT') throw new ForbiddenError();
    return this.meetings.openGroupLessonspaceSession({ sessionId, subject: input.subject.trim() || session.subject, user });
  }
}
