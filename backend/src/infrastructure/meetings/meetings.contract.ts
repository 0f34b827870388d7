import { MeetingRequestError, Meetings, RoomUser } from '../../../platform/meetings/meetings.port';

export interface MeetingsUnderTest {
  meetings: Meetings;
  /** Lets the host have Zoom meetings (connects their Zoom account where the far side needs one). */
  connectZoomHost(hostUserId: string): Promise<void>;
  /** An authorization code the far side accepts once; null when none can be had in a test (the real Zoom). */
  validZoomCode: string | null;
  /** A code the far side refuses; null when it accepts any code (the embedded stand-in account). */
  invalidZoomCode: string | null;
  cleanup(): Promise<void>;
}

const startsAt = new Date('2030-03-04T17:00:00.000Z');
const base = { startsAt, durationMinutes: 60, hostUserId: 'tutor-1', topic: 'Algebra II with Ada' };
const tutor: RoomUser = { id: 'tutor-1', name: 'Ada Lovelace', role: 'TUTOR' };
const tutee: RoomUser = { id: 'tutee-1', name: 'Charles Babbage', role: 'STUDENT' };
const isWebUrl = (value: string | null | undefined) => typeof value === 'string' && /^https?:\/\/\S+$/.test(value);
let sequence = 0;
const newSessionId = () => `contract-${process.pid}-${Date.now()}-${++sequence}`;

/** The behaviour every Meetings adapter must show; run by each adapter's spec. */
export function describeMeetingsContract(name: string, make: () => Promise<MeetingsUnderTest>): void {
  describe(`Meetings contract: ${name}`, () => {
    let subject: MeetingsUnderTest;
    beforeEach(async () => {
      subject = await make();
    });
    afterEach(async () => subject.cleanup());

    it('meets in person at the given place, with no link', async () => {
      const meeting = await subject.meetings.createMeeting({ ...base, sessionId: newSessionId(), solution: 'IN_PERSON', location: { name: 'Central Library', point: { lat: 40.7, lng: -74 } } });
      expect(meeting).toEqual({ solution: 'IN_PERSON', joinUrl: null, location: { name: 'Central Library', point: { lat: 40.7, lng: -74 } } });
    });

    it('refuses an in-person meeting without a place', async () => {
      const creating = subject.meetings.createMeeting({ ...base, sessionId: newSessionId(), solution: 'IN_PERSON', location: { name: '  ' } });
      await expect(creating).rejects.toBeInstanceOf(MeetingRequestError);
      await expect(creating).rejects.toMatchObject({ code: 'MISSING_LOCATION' });
    });

    it('uses a custom link as given', async () => {
      const meeting = await subject.meetings.createMeeting({ ...base, sessionId: newSessionId(), solution: 'CUSTOM_URL', customUrl: 'https://meet.example.com/abc-defg-hij' });
      expect(meeting).toEqual({ solution: 'CUSTOM_URL', joinUrl: 'https://meet.example.com/abc-defg-hij' });
    });

    it.each(['javascript:alert(1)', 'meet.example.com/abc', '', undefined])('refuses the custom link %p', async (customUrl) => {
      await expect(subject.meetings.createMeeting({ ...base, sessionId: newSessionId(), solution: 'CUSTOM_URL', customUrl })).rejects.toMatchObject({ code: 'INVALID_CUSTOM_URL' });
    });

    it('refuses a meeting without a positive whole number of minutes', async () => {
      await expect(subject.meetings.createMeeting({ ...base, durationMinutes: 0, sessionId: newSessionId(), solution: 'LESSONSPACE' })).rejects.toMatchObject({ code: 'INVALID_DURATION' });
    });

    it('gives a lesson room that is the same for the same session and differs between sessions', async () => {
      const sessionId = newSessionId();
      const first = await subject.meetings.createMeeting({ ...base, sessionId, solution: 'LESSONSPACE' });
      const again = await subject.meetings.createMeeting({ ...base, sessionId, solution: 'LESSONSPACE' });
      const other = await subject.meetings.createMeeting({ ...base, sessionId: newSessionId(), solution: 'LESSONSPACE' });
      expect(first.solution).toBe('LESSONSPACE');
      expect(isWebUrl(first.joinUrl)).toBe(true);
      expect(first.roomId).toEqual(expect.any(String));
      expect(again).toEqual(first);
      expect(other.roomId).not.toBe(first.roomId);
      expect(other.joinUrl).not.toBe(first.joinUrl);
    });

    it('opens the session’s room for the tutor and the tutee, each with their own link', async () => {
      const sessionId = newSessionId();
      const meeting = await subject.meetings.createMeeting({ ...base, sessionId, solution: 'LESSONSPACE' });
      const forTutor = await subject.meetings.openLessonspaceSession({ sessionId, tutorId: tutor.id, tuteeId: tutee.id, user: tutor });
      const forTutee = await subject.meetings.openLessonspaceSession({ sessionId, tutorId: tutor.id, tuteeId: tutee.id, user: tutee });
      expect(forTutor.roomId).toBe(meeting.roomId);
      expect(forTutee.roomId).toBe(meeting.roomId);
      expect(isWebUrl(forTutor.url)).toBe(true);
      expect(isWebUrl(forTutee.url)).toBe(true);
      expect(forTutee.url).not.toBe(forTutor.url);
    });

    it('opens a group session’s room for each participant', async () => {
      const sessionId = newSessionId();
      const meeting = await subject.meetings.createMeeting({ ...base, sessionId, solution: 'LESSONSPACE' });
      const admin: RoomUser = { id: 'admin-1', name: 'Grace Hopper', role: 'ADMIN' };
      const rooms = await Promise.all([tutor, tutee, admin].map((user) => subject.meetings.openGroupLessonspaceSession({ sessionId, subject: 'Chemistry drop-in', user })));
      expect(rooms.map((room) => room.roomId)).toEqual([meeting.roomId, meeting.roomId, meeting.roomId]);
      expect(rooms.every((room) => isWebUrl(room.url))).toBe(true);
      expect(new Set(rooms.map((room) => room.url)).size).toBe(3);
    });

    it('refuses a room link it did not sign', async () => {
      const meeting = await subject.meetings.createMeeting({ ...base, sessionId: newSessionId(), solution: 'LESSONSPACE' });
      expect(subject.meetings.verifyRoomLink(meeting.roomId!, tutor.id, tutor.role, 'not-a-signature')).toBe(false);
      expect(subject.meetings.verifyRoomLink(meeting.roomId!, tutor.id, tutor.role, '')).toBe(false);
    });

    it('creates a Zoom meeting for a host who connected Zoom, with a join link and a host link', async () => {
      await subject.connectZoomHost('tutor-1');
      const meeting = await subject.meetings.createMeeting({ ...base, sessionId: newSessionId(), solution: 'ZOOM' });
      expect(meeting.solution).toBe('ZOOM');
      expect(isWebUrl(meeting.joinUrl)).toBe(true);
      expect(isWebUrl(meeting.hostUrl)).toBe(true);
      expect(meeting.meetingId).toEqual(expect.any(String));
    });

    it('moves a Zoom meeting with its session, and moving it again to the same time is harmless', async () => {
      await subject.connectZoomHost('tutor-1');
      const meeting = await subject.meetings.createMeeting({ ...base, sessionId: newSessionId(), solution: 'ZOOM' });
      const moved = { solution: 'ZOOM' as const, meetingId: meeting.meetingId!, hostUserId: 'tutor-1', startsAt: new Date('2030-03-05T18:30:00.000Z'), durationMinutes: 90, topic: 'Algebra II (moved)', timeZoneId: 'America/New_York' };
      await expect(subject.meetings.rescheduleMeeting(moved)).resolves.toBeUndefined();
      await expect(subject.meetings.rescheduleMeeting(moved)).resolves.toBeUndefined();
      await subject.meetings.deleteMeeting({ solution: 'ZOOM', meetingId: meeting.meetingId!, hostUserId: 'tutor-1' });
    });

    it('refuses to move a meeting to a length that is not a positive whole number of minutes', async () => {
      await subject.connectZoomHost('tutor-1');
      const meeting = await subject.meetings.createMeeting({ ...base, sessionId: newSessionId(), solution: 'ZOOM' });
      const moving = subject.meetings.rescheduleMeeting({ solution: 'ZOOM', meetingId: meeting.meetingId!, hostUserId: 'tutor-1', startsAt, durationMinutes: 0, topic: base.topic });
      await expect(moving).rejects.toMatchObject({ code: 'INVALID_DURATION' });
      await subject.meetings.deleteMeeting({ solution: 'ZOOM', meetingId: meeting.meetingId!, hostUserId: 'tutor-1' });
    });

    it('deletes a Zoom meeting, and deleting it again (already gone) is fine', async () => {
      await subject.connectZoomHost('tutor-1');
      const meeting = await subject.meetings.createMeeting({ ...base, sessionId: newSessionId(), solution: 'ZOOM' });
      const deletion = { solution: 'ZOOM' as const, meetingId: meeting.meetingId!, hostUserId: 'tutor-1' };
      await expect(subject.meetings.deleteMeeting(deletion)).resolves.toBeUndefined();
      await expect(subject.meetings.deleteMeeting(deletion)).resolves.toBeUndefined();
    });

    it('has nothing to move or delete for a lesson room, an in-person place or a custom link', async () => {
      const sessionId = newSessionId();
      const room = await subject.meetings.createMeeting({ ...base, sessionId, solution: 'LESSONSPACE' });
      for (const solution of ['LESSONSPACE', 'IN_PERSON', 'CUSTOM_URL'] as const) {
        const meetingId = room.roomId!;
        await expect(subject.meetings.rescheduleMeeting({ solution, meetingId, hostUserId: 'tutor-1', startsAt, durationMinutes: 30, topic: base.topic })).resolves.toBeUndefined();
        await expect(subject.meetings.deleteMeeting({ solution, meetingId, hostUserId: 'tutor-1' })).resolves.toBeUndefined();
      }
      const again = await subject.meetings.openLessonspaceSession({ sessionId, tutorId: tutor.id, tuteeId: tutee.id, user: tutor });
      expect(again.roomId).toBe(room.roomId);
    });

    it('exchanges a Zoom authorization code for the account and its tokens', async () => {
      if (subject.validZoomCode === null) return;
      const account = await subject.meetings.exchangeZoomAuthCode(subject.validZoomCode);
      expect(account).toEqual({
        zoomUserId: expect.any(String),
        email: expect.any(String),
        firstName: expect.any(String),
        lastName: expect.any(String),
        tokens: expect.objectContaining({ accessToken: expect.any(String), refreshToken: expect.any(String), expiresAt: expect.any(Date) }),
      });
      expect(account.zoomUserId).not.toBe('');
      expect(account.tokens.scope === null || typeof account.tokens.scope === 'string').toBe(true);
      expect(account.tokens.expiresAt.getTime()).toBeGreaterThan(Date.now());
    });

    it('refuses a missing Zoom authorization code, and one the far side does not know', async () => {
      await expect(subject.meetings.exchangeZoomAuthCode(' ')).rejects.toMatchObject({ code: 'INVALID_AUTH_CODE' });
      if (subject.invalidZoomCode !== null) await expect(subject.meetings.exchangeZoomAuthCode(subject.invalidZoomCode)).rejects.toThrow();
    });
  });
}
