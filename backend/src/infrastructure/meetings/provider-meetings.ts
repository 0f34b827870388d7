import { EmbeddedMeetings } from './embedded-meetings';
import { LessonspaceApi } from './lessonspace-api';
import {
  CreateMeetingInput,
  DeleteMeetingInput,
  MeetingDetails,
  MeetingProviderError,
  Meetings,
  OpenGroupLessonspaceSessionInput,
  OpenLessonspaceSessionInput,
  RescheduleMeetingInput,
  RoomAccess,
  ZoomAccount,
  ZoomTokens,
  ZoomTokenVault,
} from '../../../platform/meetings/meetings.port';
import { checkMeetingInput, offlineMeeting } from './room-links';
import { ZoomApi } from './zoom-api';

/**
 * The production Meetings adapter: ZOOM meetings on the host's Zoom account, LESSONSPACE rooms on
 * Lessonspace, each only when its credentials are set; a provider without credentials falls back to
 * the embedded local rooms. The session's stable link is always the local `/rooms/<roomId>`, which
 * turns into each user's own Lessonspace url through `openLessonspaceSession`.
 */
export class ProviderMeetings implements Meetings {
  readonly kind: string;

  constructor(
    private readonly embedded: EmbeddedMeetings,
    private readonly zoom: ZoomApi | null,
    private readonly lessonspace: LessonspaceApi | null,
    private readonly vault: ZoomTokenVault,
  ) {
    this.kind = `zoom:${zoom ? 'api' : 'embedded'},lessonspace:${lessonspace ? 'api' : 'embedded'}`;
  }

  async createMeeting(input: CreateMeetingInput): Promise<MeetingDetails> {
    checkMeetingInput(input);
    const offline = offlineMeeting(input);
    if (offline) return offline;
    if (input.solution === 'ZOOM' && this.zoom) {
      const meeting = await this.zoom.createMeeting(input.hostUserId, input);
      return {
        solution: 'ZOOM',
        joinUrl: meeting.joinUrl,
        hostUrl: meeting.startUrl,
        meetingId: meeting.meetingId,
        hostId: meeting.hostId,
        ...(meeting.password === null ? {} : { password: meeting.password }),
      };
    }
    return this.embedded.createMeeting(input);
  }

  async rescheduleMeeting(input: RescheduleMeetingInput): Promise<void> {
    checkMeetingInput(input);
    if (this.onZoom(input)) await this.zoom!.rescheduleMeeting(input.hostUserId, input.meetingId, input);
  }

  async deleteMeeting(input: DeleteMeetingInput): Promise<void> {
    if (this.onZoom(input)) await this.zoom!.deleteMeeting(input.hostUserId, input.meetingId);
  }

  async openLessonspaceSession(input: OpenLessonspaceSessionInput): Promise<RoomAccess> {
    if (!this.lessonspace) return this.embedded.openLessonspaceSession(input);
    return this.launch(input.sessionId, `Session ${input.sessionId}`, input.user);
  }

  async openGroupLessonspaceSession(input: OpenGroupLessonspaceSessionInput): Promise<RoomAccess> {
    if (!this.lessonspace) return this.embedded.openGroupLessonspaceSession(input);
    return this.launch(input.sessionId, input.subject || `Session ${input.sessionId}`, input.user);
  }

  /** The stable local links are the embedded adapter's, whichever provider runs the room. */
  verifyRoomLink(roomId: string, userId: string, role: string, signature: string): boolean {
    return this.embedded.verifyRoomLink(roomId, userId, role, signature);
  }

  async exchangeZoomAuthCode(authCode: string): Promise<ZoomAccount> {
    return this.zoom ? this.zoom.exchangeAuthCode(authCode) : this.embedded.exchangeZoomAuthCode(authCode);
  }

  async keepZoomTokens(hostUserId: string, tokens: ZoomTokens): Promise<void> {
    await this.vault.save(hostUserId, tokens);
  }

  /**
   * Revokes the host's access at Zoom, then drops their tokens. The tokens go even when Zoom cannot be
   * reached or refuses (the connection is already ended on our side; the host can still remove the app
   * in Zoom's marketplace).
   */
  async forgetZoomTokens(hostUserId: string): Promise<void> {
    try {
      if (this.zoom) await this.zoom.revoke(hostUserId);
    } catch (error) {
      if (!(error instanceof MeetingProviderError)) throw error;
    } finally {
      await this.vault.remove(hostUserId);
    }
  }

  async close(): Promise<void> {}

  /** Zoom's meeting ids are numbers; any other id is a local room (made while Zoom was off), which has nothing to move. */
  private onZoom(input: { solution: string; meetingId: string }): boolean {
    return input.solution === 'ZOOM' && this.zoom !== null && /^\d+$/.test(input.meetingId);
  }

  private async launch(sessionId: string, spaceName: string, user: OpenLessonspaceSessionInput['user']): Promise<RoomAccess> {
    // The space id is the session's room id: the same space for every launch of the session, unguessable from its id.
    const roomId = this.embedded.links.roomIdFor(sessionId);
    const entry = await this.lessonspace!.launch({ spaceId: roomId, spaceName, user });
    return { roomId, url: entry.clientUrl };
  }
}
