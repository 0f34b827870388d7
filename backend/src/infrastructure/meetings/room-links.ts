import { createHmac, timingSafeEqual } from 'node:crypto';
import { CreateMeetingInput, MeetingDetails, MeetingRequestError, RoomUser } from '../../../platform/meetings/meetings.port';

/**
 * The local room links: `<PUBLIC_URL>/rooms/<roomId>`, where roomId is an HMAC of the session id,
 * so the same session always gets the same room and nobody can guess a room from a session id.
 * A user's own link adds `?user=<id>&role=<role>&sig=<hmac>`, which the room page checks with `verify`.
 */
export class RoomLinks {
  private readonly publicUrl: string;

  constructor(
    publicUrl: string,
    private readonly secret: string | Buffer,
  ) {
    this.publicUrl = publicUrl.replace(/\/$/, '');
  }

  roomIdFor(sessionId: string): string {
    return this.mac(`room:${sessionId}`).slice(0, 22);
  }

  roomUrl(roomId: string): string {
    return `${this.publicUrl}/rooms/${roomId}`;
  }

  userUrl(roomId: string, user: RoomUser): string {
    const query = new URLSearchParams({ user: user.id, role: user.role, sig: this.signature(roomId, user) });
    return `${this.roomUrl(roomId)}?${query.toString()}`;
  }

  /** Whether a link's `user`, `role` and `sig` were issued by this server for that room. */
  verify(roomId: string, userId: string, role: string, signature: string): boolean {
    const expected = Buffer.from(this.mac(`user:${roomId}:${userId}:${role}`));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  private signature(roomId: string, user: RoomUser): string {
    return this.mac(`user:${roomId}:${user.id}:${user.role}`);
  }

  private mac(text: string): string {
    return createHmac('sha256', this.secret).update(text).digest('base64url');
  }
}

/** What every adapter answers the same way: checks, and the solutions that need no provider. */
export function checkMeetingInput(input: Pick<CreateMeetingInput, 'durationMinutes'>): void {
  if (!Number.isInteger(input.durationMinutes) || input.durationMinutes <= 0) {
    throw new MeetingRequestError(`A meeting lasts a whole positive number of minutes, got ${input.durationMinutes}`, 'INVALID_DURATION');
  }
}

export function offlineMeeting(input: CreateMeetingInput): MeetingDetails | null {
  switch (input.solution) {
    case 'IN_PERSON': {
      const name = input.location?.name?.trim();
      if (!name) throw new MeetingRequestError('An in-person session needs a location name', 'MISSING_LOCATION');
      return { solution: 'IN_PERSON', joinUrl: null, location: { name, point: input.location?.point ?? null } };
    }
    case 'CUSTOM_URL':
      return { solution: 'CUSTOM_URL', joinUrl: customUrl(input.customUrl) };
    case 'LESSONSPACE':
    case 'ZOOM':
      return null;
    default: {
      const unknown: never = input.solution;
      throw new Error(`Unknown meeting solution ${String(unknown)}`);
    }
  }
}

function customUrl(value: string | undefined): string {
  let url: URL;
  try {
    url = new URL((value ?? '').trim());
  } catch {
    throw new MeetingRequestError('A custom meeting link must be a full http(s) address', 'INVALID_CUSTOM_URL');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new MeetingRequestError('A custom meeting link must be a full http(s) address', 'INVALID_CUSTOM_URL');
  return url.toString();
}
