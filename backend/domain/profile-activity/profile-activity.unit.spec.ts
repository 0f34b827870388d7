import { deciderSpecification } from '../test-support/decider-specification';
import { ProfileActivityCommand, ProfileActivityMessages, profileActivityDecider } from './profile-activity';

const spec = deciderSpecification(profileActivityDecider);
const now = new Date('2026-11-25T10:00:00Z');
const record = (kind: string): ProfileActivityCommand => ({ type: 'RecordProfileActivity', data: { activityId: 'a1', profileId: 'p1', tutorId: 't1', kind }, metadata: { now, actorId: 'u1' } });
const viewed = { type: 'ProfileActivityRecorded' as const, data: { activityId: 'a1', profileId: 'p1', tutorId: 't1', kind: 'PROFILE_VIEW' as const, actorId: 'u1', recordedAt: now.toISOString() } };

describe('profile activity', () => {
  it('records an activity once', () => {
    spec.given([]).when(record('PROFILE_VIEW')).then([viewed]);
    spec.given([viewed]).when(record('PROFILE_VIEW')).thenNothingHappened();
  });

  it('refuses an unknown activity', () => {
    spec.given([]).when(record('LIKE')).thenThrows(ProfileActivityMessages.unknownKind, { activity: ProfileActivityMessages.unknownKind });
  });
});
