import { createHash } from 'node:crypto';
import {
  CreateMeetingInput,
  DeleteMeetingInput,
  MeetingDetails,
  MeetingRequestError,
  Meetings,
  OpenGroupLessonspaceSessionInput,
  OpenLessonspaceSessionInput,
  RescheduleMeetingInput,
  RoomAccess,
  ZoomAccount,
  ZoomTokens,
} from '../../../platform/meetings/meetings.port';
import { checkMeetingInput, offlineMeeting, RoomLinks } from './room-links';

/**
 * Embedded Meetings adapter (no Zoom or Lessonspace account): LESSONSPACE and ZOOM sessions meet in
 * a local room, `<PUBLIC_URL>/rooms/<roomId>`, the same room for the same session every time; each
 * user gets a signed link to it. Connecting Zoom is simulated: any non-empty code gives a stand-in
 * account derived from the code, so the /account-settings/zoom flow can be tried without Zoom.
 */
export class EmbeddedMeetings implements Meetings {
  readonly kind = 'embedded';

  constructor(
    readonly links: RoomLinks,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async createMeeting(input: CreateMeetingInput): Promise<MeetingDetails> {
    checkMeetingInput(input);
    const offline = offlineMeeting(input);
    if (offline) return offline;
    const roomId = this.links.roomIdFor(input.sessionId);
    const joinUrl = this.links.roomUrl(roomId);
    if (input.solution === 'ZOOM') {
      const host = this.links.userUrl(roomId, { id: input.hostUserId, name: '', role: 'TUTOR' });
      return { solution: 'ZOOM', joinUrl, hostUrl: host, meetingId: roomId, hostId: input.hostUserId, roomId };
    }
    return { solution: 'LESSONSPACE', joinUrl, roomId };
  }

  /** Local rooms are open at any time: nothing moves but the checks every adapter makes. */
  async rescheduleMeeting(input: RescheduleMeetingInput): Promise<void> {
    checkMeetingInput(input);
  }

  /** A local room is derived from its session, so there is nothing to delete. */
  async deleteMeeting(_input: DeleteMeetingInput): Promise<void> {}

  async openLessonspaceSession(input: OpenLessonspaceSessionInput): Promise<RoomAccess> {
    const roomId = this.links.roomIdFor(input.sessionId);
    return { roomId, url: this.links.userUrl(roomId, input.user) };
  }

  async openGroupLessonspaceSession(input: OpenGroupLessonspaceSessionInput): Promise<RoomAccess> {
    const roomId = this.links.roomIdFor(input.sessionId);
    return { roomId, url: this.links.userUrl(roomId, input.user) };
  }

  verifyRoomLink(roomId: string, userId: string, role: string, signature: string): boolean {
    return this.links.verify(roomId, userId, role, signature);
  }

  async exchangeZoomAuthCode(authCode: string): Promise<ZoomAccount> {
    const code = authCode.trim();
    if (!code) throw new MeetingRequestError('The Zoom authorization code is missing', 'INVALID_AUTH_CODE');
    const digest = createHash('sha256').update(code).digest('hex');
    const zoomUserId = `embedded-${digest.slice(0, 16)}`;
    return {
      zoomUserId,
      email: `${zoomUserId}@zoom.invalid`,
      firstName: 'Zoom',
      lastName: 'Stand-in',
      tokens: { accessToken: `embedded-access-${digest.slice(16, 48)}`, refreshToken: `embedded-refresh-${digest.slice(48)}`, expiresAt: new Date(this.now().getTime() + 3600_000), scope: null },
    };
  }

  /** Local rooms need no Zoom tokens. */
  async keepZoomTokens(_hostUserId: string, _tokens: ZoomTokens): Promise<void> {}

  async forgetZoomTokens(_hostUserId: string): Promise<void> {}

  async close(): Promise<void> {}
}
