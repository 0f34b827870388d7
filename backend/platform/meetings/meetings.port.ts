/**
 * The Meetings port: where a session happens. LESSONSPACE and ZOOM get an online room, IN_PERSON a
 * place, CUSTOM_URL the link the tutor gave. Production talks to Zoom's REST API (OAuth per host)
 * and Lessonspace's; the embedded adapter issues local room links (`<PUBLIC_URL>/rooms/<roomId>`)
 * that are the same for the same session every time.
 */
export const MEETING_SOLUTIONS = ['LESSONSPACE', 'ZOOM', 'IN_PERSON', 'CUSTOM_URL'] as const;
export type MeetingSolution = (typeof MEETING_SOLUTIONS)[number];

export interface MeetingLocation {
  name: string;
  point?: { lat: number; lng: number } | null;
}

export interface CreateMeetingInput {
  sessionId: string;
  solution: MeetingSolution;
  startsAt: Date;
  durationMinutes: number;
  /** The tutor: a Zoom meeting is created on their connected Zoom account. */
  hostUserId: string;
  topic: string;
  /** IANA zone shown in Zoom's invitation; UTC when absent. */
  timeZoneId?: string;
  /** CUSTOM_URL only: an http(s) link. */
  customUrl?: string;
  /** IN_PERSON only. */
  location?: MeetingLocation;
}

/** A meeting moved with its session: the session's new start, length and subject. */
export interface RescheduleMeetingInput {
  solution: MeetingSolution;
  /** The meeting as `createMeeting` answered it (Zoom's meeting id). */
  meetingId: string;
  /** The tutor whose Zoom account holds the meeting. */
  hostUserId: string;
  startsAt: Date;
  durationMinutes: number;
  topic: string;
  /** IANA zone shown in Zoom's invitation; UTC when absent. */
  timeZoneId?: string;
}

/** A meeting no session needs any more. */
export interface DeleteMeetingInput {
  solution: MeetingSolution;
  meetingId: string;
  hostUserId: string;
}

export interface MeetingDetails {
  solution: MeetingSolution;
  /** Where participants go; null for IN_PERSON. */
  joinUrl: string | null;
  /** Zoom's start_url for the host (a secret: show it to the host only). */
  hostUrl?: string;
  /** Zoom's meeting id. */
  meetingId?: string;
  /** Zoom's meeting passcode. */
  password?: string;
  /** Zoom's host_id. */
  hostId?: string;
  /** LESSONSPACE: the room of this session (lessonspaceOptions.roomId); the same for every call with the same session. */
  roomId?: string;
  location?: MeetingLocation;
}

export type RoomRole = 'TUTOR' | 'STUDENT' | 'ADMIN';

/** Who enters a room; tutors and admins lead it. */
export interface RoomUser {
  id: string;
  name: string;
  role: RoomRole;
}

export interface OpenLessonspaceSessionInput {
  sessionId: string;
  tutorId: string;
  tuteeId: string;
  user: RoomUser;
}

export interface OpenGroupLessonspaceSessionInput {
  sessionId: string;
  subject: string;
  user: RoomUser;
}

/** One user's way into a session's room: the url is personal (it may carry a token), so give it to that user only. */
export interface RoomAccess {
  roomId: string;
  url: string;
}

export interface ZoomTokens {
  accessToken: string;
  refreshToken: string;
  expiresAt: Date;
  scope: string | null;
}

export interface ZoomAccount {
  zoomUserId: string;
  email: string;
  firstName: string;
  lastName: string;
  /** Secrets: keep them with `keepZoomTokens` (the credential store), never in an event. */
  tokens: ZoomTokens;
}

export interface Meetings {
  readonly kind: string;
  /** Throws MeetingRequestError on a bad input, ZoomNotConnectedError or MeetingProviderError for Zoom. */
  createMeeting(input: CreateMeetingInput): Promise<MeetingDetails>;
  /**
   * Moves a meeting to the session's new time (and topic). Doing it twice is harmless. Only ZOOM
   * meetings are time-bound; the other solutions have nothing to move. Throws MeetingRequestError on
   * a bad duration, ZoomNotConnectedError or MeetingProviderError (status 404 when Zoom has no such meeting) for Zoom.
   */
  rescheduleMeeting(input: RescheduleMeetingInput): Promise<void>;
  /** Deletes a meeting; one that is already gone counts as deleted. Only ZOOM meetings exist to delete. */
  deleteMeeting(input: DeleteMeetingInput): Promise<void>;
  openLessonspaceSession(input: OpenLessonspaceSessionInput): Promise<RoomAccess>;
  openGroupLessonspaceSession(input: OpenGroupLessonspaceSessionInput): Promise<RoomAccess>;
  /** Whether a local room link's `user`, `role` and `sig` (`/rooms/<roomId>?user=&role=&sig=`) were issued by this server. */
  verifyRoomLink(roomId: string, userId: string, role: string, signature: string): boolean;
  /** `associateZoom(authCode)`: the code from Zoom's OAuth redirect, exchanged for the account and its tokens. */
  exchangeZoomAuthCode(authCode: string): Promise<ZoomAccount>;
  /** Keeps a host's Zoom tokens so meetings can be created for them. */
  keepZoomTokens(hostUserId: string, tokens: ZoomTokens): Promise<void>;
  /** Revokes the host's Zoom access (when Zoom is configured) and drops their tokens: on disconnecting and on deletion. */
  forgetZoomTokens(hostUserId: string): Promise<void>;
  close(): Promise<void>;
}

/** Where the adapters keep each host's Zoom tokens (refreshed tokens are written back). */
export interface ZoomTokenVault {
  tokensFor(hostUserId: string): Promise<ZoomTokens | null>;
  save(hostUserId: string, tokens: ZoomTokens): Promise<void>;
  remove(hostUserId: string): Promise<void>;
}

/** The caller asked for something no adapter can do (a custom url that is not http(s), an in-person session without a place). */
export class MeetingRequestError extends Error {
  constructor(
    message: string,
    readonly code: 'INVALID_CUSTOM_URL' | 'MISSING_LOCATION' | 'INVALID_DURATION' | 'INVALID_AUTH_CODE',
  ) {
    super(message);
    this.name = 'MeetingRequestError';
  }
}

/** The host has not connected Zoom (or Zoom revoked the connection): send them to /account-settings/zoom. */
export class ZoomNotConnectedError extends Error {
  constructor(readonly hostUserId: string) {
    super(`User ${hostUserId} has not connected a Zoom account`);
    this.name = 'ZoomNotConnectedError';
  }
}

/** Zoom or Lessonspace refused or failed. */
export class MeetingProviderError extends Error {
  constructor(
    message: string,
    readonly provider: 'zoom' | 'lessonspace',
    readonly status: number | null = null,
    readonly providerCode: string | number | null = null,
  ) {
    super(message);
    this.name = 'MeetingProviderError';
  }
}

export const MEETINGS = Symbol('Meetings');
