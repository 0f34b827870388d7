import { Inject } from '@nestjs/common';
import { Args, ID, Query, Resolver } from '@nestjs/graphql';
import { DomainError, ForbiddenError } from '../../../../../domain/shared/domain-error';
import { Session } from '../../../../../domain/sessions/session.decider';
import { SessionMessages } from '../../../../../domain/sessions/session.rules';
import { MEETINGS, Meetings, RoomRole, RoomUser } from '../../../../../platform/meetings/meetings.port';
import { CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { Viewer } from '../../../accounts/auth/graphql-context';
import { SessionCommands } from '../../session-commands.service';
import { RoomAccessModel } from '../../session.models';

/** Rooms are for sessions that have not been cancelled (ours). */
export const ROOM_CLOSED_MESSAGE = 'This session has been cancelled, so its room is closed.';

/**
 * The viewer's own link into a session's online room (Lessonspace, or the local room): for its
 * participants, leading it as the tutor; for admins only when they say so (isAdminContext).
 */
@Resolver()
export class OpenLessonspaceSessionResolver {
  constructor(
    private readonly sessions: SessionCommands,
    @Inject(MEETINGS) private readonly meetings: Meetings,
  ) {}

  @SignedIn()
  @Query(() => RoomAccessModel, { description: 'The viewer’s link into the one-on-one session’s online room; for its tutor and client.' })
  async openLessonspaceSession(
    @Args('tuteeId', { type: () => ID }) tuteeId: string,
    @Args('tutorId', { type: () => ID }) tutorId: string,
    @Args('sessionId', { type: () => ID }) sessionId: string,
    @CurrentViewer() viewer: Viewer,
  ): Promise<RoomAccessModel> {
    if (viewer.userId !== tutorId && viewer.userId !== tuteeId) throw new ForbiddenError(SessionMessages.notParticipant);
    const session = await this.openable(sessionId, viewer, false);
    const ids = new Set(session.participants.map((participant) => participant.userId));
    if (!ids.has(tutorId) || !ids.has(tuteeId)) throw new ForbiddenError(SessionMessages.notParticipant);
    return this.meetings.openLessonspaceSession({ sessionId, tutorId, tuteeId, user: this.roomUser(viewer, session, false) });
  }

  @SignedIn()
  @Query(() => RoomAccessModel, { description: 'The viewer’s link into a group or drop-in session’s online room; admins enter with isAdminContext.' })
  async openGroupLessonspaceSession(
    @Args('subject', { type: () => String }) subject: string,
    @Args('sessionId', { type: () => ID }) sessionId: string,
    @Args('isTutorContext', { type: () => Boolean }) isTutorContext: boolean,
    @Args('isAdminContext', { type: () => Boolean, nullable: true, defaultValue: false }) isAdminContext: boolean,
    @CurrentViewer() viewer: Viewer,
  ): Promise<RoomAccessModel> {
    const asAdmin = isAdminContext && viewer.user.profile.profileTypes.includes('ADMIN');
    const session = await this.openable(sessionId, viewer, asAdmin);
    const user = this.roomUser(viewer, session, asAdmin);
    if (isTutorContext && user.role === 'STUDENT') throw new ForbiddenError();
    return this.meetings.openGroupLessonspaceSession({ sessionId, subject: subject.trim() || session.subject, user });
  }

  private async openable(sessionId: string, viewer: Viewer, asAdmin: boolean): Promise<Session> {
    const session = asAdmin ? await this.sessions.require(sessionId) : await this.sessions.requireParticipant(sessionId, viewer.userId);
    if (session.status === 'CANCELLED') throw new DomainError(ROOM_CLOSED_MESSAGE);
    return session;
  }

  private roomUser(viewer: Viewer, session: Session, asAdmin: boolean): RoomUser {
    const participant = session.participants.find((candidate) => candidate.userId === viewer.userId);
    const role: RoomRole = asAdmin ? 'ADMIN' : participant?.userType === 'TUTOR' ? 'TUTOR' : 'STUDENT';
    return { id: viewer.userId, name: `${viewer.user.profile.firstName} ${viewer.user.profile.lastName}`.trim(), role };
  }
}
