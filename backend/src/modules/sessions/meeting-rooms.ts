import { userStreamId } from '../../../domain/accounts/account.rules';
import { userDecider } from '../../../domain/accounts/user.decider';
import { DomainError } from '../../../domain/shared/domain-error';
import { Session } from '../../../domain/sessions/session.decider';
import { MeetingSolution } from '../../../domain/sessions/session.events';
import { MeetingDetails, RoomRole, RoomUser } from '../../../platform/meetings/meetings.port';
import { CommandPipeline } from '../../event-sourcing/command-pipeline';
import { Viewer } from '../accounts/auth/graphql-context';
import { SessionServiceMessages } from './session-stream';

/**
 * Where a session is held and its online room. LESSONSPACE and ZOOM sessions are scheduled (or
 * switched) with their solution and no room yet; the meeting-rooms workflow
 * (workflows/meeting-rooms.reaction.ts) makes the room through the Meetings port and records it on
 * the session (SessionMeetingCreated). A recurring series shares one room.
 */

/** Where the session is held, as the create and edit forms give it. */
export interface MeetingChoice {
  meetingSolution: MeetingSolution['solution'];
  customUrl?: string | null;
  locationName?: string | null;
  locationPoint?: { lat: number; lng: number } | null;
}

export function isOnlineMeeting(meeting: MeetingSolution): meeting is Extract<MeetingSolution, { solution: 'LESSONSPACE' | 'ZOOM' }> {
  return meeting.solution === 'LESSONSPACE' || meeting.solution === 'ZOOM';
}

/** The form's meeting before any room exists; the decider checks the custom link and the place. */
export function placeholderMeeting(choice: MeetingChoice): MeetingSolution {
  switch (choice.meetingSolution) {
    case 'LESSONSPACE':
      return { solution: 'LESSONSPACE', joinUrl: null, roomId: null };
    case 'ZOOM':
      return { solution: 'ZOOM', joinUrl: null, meetingId: null };
    case 'IN_PERSON':
      return { solution: 'IN_PERSON', locationName: choice.locationName ?? '', locationPoint: choice.locationPoint ?? null };
    case 'CUSTOM_URL':
      return { solution: 'CUSTOM_URL', joinUrl: choice.customUrl ?? '' };
    default: {
      const unknown: never = choice.meetingSolution;
      throw new DomainError(`Unknown meeting solution ${String(unknown)}`);
    }
  }
}

/**
 * A Zoom session needs its tutor's connected Zoom account: a precondition checked before the
 * session is recorded (the room itself is made afterwards by the workflow), so the tutor is told at once.
 */
export async function requireZoomConnectedFor(pipeline: CommandPipeline, meeting: MeetingSolution, tutorId: string): Promise<void> {
  if (meeting.solution !== 'ZOOM') return;
  const { state } = await pipeline.load(userDecider, userStreamId(tutorId));
  if (state.status !== 'registered' || !state.zoomProfile) throw DomainError.fromFieldErrors({ meetingSolution: SessionServiceMessages.zoomNotConnected });
}

/** The key the room is made with (the Meetings port's session id): the series for a recurring session, so its occurrences share one room. */
export function roomKeyOf(session: Pick<Session, 'sessionId' | 'recurrence'>): string {
  return session.recurrence?.recurringSessionId ?? session.sessionId;
}

/** The room the Meetings port made, as the session records it. */
export function meetingOfRoom(solution: 'LESSONSPACE' | 'ZOOM', details: MeetingDetails): MeetingSolution {
  return solution === 'ZOOM'
    ? { solution: 'ZOOM', joinUrl: details.joinUrl, meetingId: details.meetingId ?? null }
    : { solution: 'LESSONSPACE', joinUrl: details.joinUrl, roomId: details.roomId ?? null };
}

/** Who enters a session's room: tutors and admins (entering as admins) lead it. */
export function roomUserOf(viewer: Viewer, session: Pick<Session, 'participants'>, asAdmin: boolean): RoomUser {
  const participant = session.participants.find((candidate) => candidate.userId === viewer.userId);
  const role: RoomRole = asAdmin ? 'ADMIN' : participant?.userType === 'TUTOR' ? 'TUTOR' : 'STUDENT';
  return { id: viewer.userId, name: `${viewer.user.profile.firstName} ${viewer.user.profile.lastName}`.trim(), role };
}

/** Rooms are for sessions that have not been cancelled (ours). */
export const ROOM_CLOSED_MESSAGE = 'This session has been cancelled, so its room is closed.';
