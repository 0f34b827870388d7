import { assertNever, Decider, DomainCommand, DomainEvent } from '../shared/decider';
import { DomainError } from '../shared/domain-error';

/**
 * What people do with a tutor's public profile (createProfileActivity): viewed it, clicked Connect,
 * shared its link. One stream per activity, `profile-activity-<activityId>`, its id from the
 * browser's idempotency key, so a retried report is counted once.
 */
export const PROFILE_ACTIVITY_KINDS = ['PROFILE_VIEW', 'CONNECT_CLICK', 'PROFILE_SHARE'] as const;
export type ProfileActivityKind = (typeof PROFILE_ACTIVITY_KINDS)[number];

export const ProfileActivityMessages = {
  unknownKind: 'This is not a profile activity.',
} as const;

export type ProfileActivityRecorded = DomainEvent<
  'ProfileActivityRecorded',
  { activityId: string; profileId: string; tutorId: string; kind: ProfileActivityKind; actorId: string | null; recordedAt: string }
>;
export type ProfileActivityEvent = ProfileActivityRecorded;

export type RecordProfileActivity = DomainCommand<'RecordProfileActivity', { activityId: string; profileId: string; tutorId: string; kind: string }>;
export type ProfileActivityCommand = RecordProfileActivity;

export type ProfileActivityState = { recorded: boolean };

export function profileActivityStreamId(activityId: string): string {
  return `profile-activity-${activityId}`;
}

export function recordProfileActivity(command: RecordProfileActivity, state: ProfileActivityState): ProfileActivityEvent[] {
  const { activityId, profileId, tutorId, kind } = command.data;
  if (!(PROFILE_ACTIVITY_KINDS as readonly string[]).includes(kind)) throw new DomainError(ProfileActivityMessages.unknownKind, { activity: ProfileActivityMessages.unknownKind });
  if (state.recorded) return [];
  return [{ type: 'ProfileActivityRecorded', data: { activityId, profileId, tutorId, kind: kind as ProfileActivityKind, actorId: command.metadata.actorId, recordedAt: command.metadata.now.toISOString() } }];
}

export const profileActivityDecider: Decider<ProfileActivityCommand, ProfileActivityEvent, ProfileActivityState> = {
  initialState: () => ({ recorded: false }),
  evolve: (_state, event) => {
    switch (event.type) {
      case 'ProfileActivityRecorded':
        return { recorded: true };
      default:
        return assertNever(event.type);
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'RecordProfileActivity':
        return recordProfileActivity(command, state);
      default:
        return assertNever(command.type);
    }
  },
};
