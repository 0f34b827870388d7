import { EmbeddedMeetings } from './embedded-meetings';
import { describeMeetingsContract } from './meetings.contract';
import { RoomUser } from '../../../platform/meetings/meetings.port';
import { RoomLinks } from './room-links';

const embedded = () => new EmbeddedMeetings(new RoomLinks('https://tutoring.example.com/', 'test-secret'));

describeMeetingsContract('embedded', async () => ({
  meetings: embedded(),
  connectZoomHost: async () => {},
  validZoomCode: 'any-code',
  invalidZoomCode: null,
  cleanup: async () => {},
}));

describe('EmbeddedMeetings room links', () => {
  const student: RoomUser = { id: 'tutee-1', name: 'Charles Babbage', role: 'STUDENT' };

  it('accepts the link it gave a user, and refuses it with the user, role or signature changed', async () => {
    const meetings = embedded();
    const { roomId, url } = await meetings.openLessonspaceSession({ sessionId: 'session-1', tutorId: 'tutor-1', tuteeId: student.id, user: student });
    const link = new URL(url);
    expect(link.pathname).toBe(`/rooms/${roomId}`);
    const [user, role, sig] = ['user', 'role', 'sig'].map((name) => link.searchParams.get(name) ?? '');
    expect(meetings.verifyRoomLink(roomId, user, role, sig)).toBe(true);
    expect(meetings.verifyRoomLink(roomId, user, 'TUTOR', sig)).toBe(false);
    expect(meetings.verifyRoomLink(roomId, 'tutor-1', role, sig)).toBe(false);
    expect(meetings.verifyRoomLink(meetings.links.roomIdFor('session-2'), user, role, sig)).toBe(false);
    expect(meetings.verifyRoomLink(roomId, user, role, `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`)).toBe(false);
  });
});
