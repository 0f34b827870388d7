import { assertNever, Decider, DomainCommand } from '../shared/decider';
import { DomainError, throwIfInvalid } from '../shared/domain-error';
import { abidesByUserGuidelines } from '../shared/user-guidelines';
import { ReferralInviteEvent } from './referral-invite.events';
import {
  MAX_INVITE_NOTE_LENGTH,
  normaliseRecipient,
  REFERRAL_INVITES_PER_HOUR,
  ReferralInviteAudience,
  ReferralInviteChannel,
  ReferralInviteMessages as Messages,
  SAME_RECIPIENT_WINDOW_MS,
  sentInLastHour,
} from './referral-invite.rules';

/** `inviteId` derives from the request's idempotency key, so a retried send is recognised. `metadata.actorId` is the sender. */
export type SendReferralInvite = DomainCommand<
  'SendReferralInvite',
  { inviteId: string; channel: ReferralInviteChannel; audience: ReferralInviteAudience; recipient: string; note?: string | null }
>;
export type ReferralInviteCommand = SendReferralInvite;

/** The sender's invitations of the last day (older ones no longer limit anything), newest last. */
export interface ReferralInvitesState {
  recent: Array<{ inviteId: string; recipient: string; sentAt: string }>;
}

export const initialReferralInvitesState = (): ReferralInvitesState => ({ recent: [] });

export function evolveReferralInvites(state: ReferralInvitesState, event: ReferralInviteEvent): ReferralInvitesState {
  switch (event.type) {
    case 'ReferralInviteSent': {
      const { inviteId, recipient, sentAt } = event.data;
      const newest = Date.parse(sentAt);
      const kept = state.recent.filter((invite) => newest - Date.parse(invite.sentAt) < SAME_RECIPIENT_WINDOW_MS);
      return { recent: [...kept, { inviteId, recipient, sentAt }] };
    }
    default:
      return assertNever(event.type);
  }
}

export function sendReferralInvite(command: SendReferralInvite, state: ReferralInvitesState): ReferralInviteEvent[] {
  const { inviteId, channel, audience } = command.data;
  if (state.recent.some((invite) => invite.inviteId === inviteId)) return [];
  const senderId = command.metadata.actorId;
  if (!senderId) throw new DomainError(Messages.notATutor);
  const recipient = normaliseRecipient(channel, command.data.recipient);
  const note = command.data.note?.trim() || null;
  const recipientField = channel === 'EMAIL' ? 'email' : 'phoneNumber';
  throwIfInvalid({
    [recipientField]: recipient ? undefined : channel === 'EMAIL' ? Messages.invalidEmail : Messages.invalidPhoneNumber,
    note: note === null ? undefined : note.length > MAX_INVITE_NOTE_LENGTH ? Messages.noteTooLong : abidesByUserGuidelines(note) ? undefined : Messages.noteGuidelines,
  });
  const { now } = command.metadata;
  if (sentInLastHour(state.recent.map((invite) => invite.sentAt), now) >= REFERRAL_INVITES_PER_HOUR) throw new DomainError(Messages.tooManyInvites);
  const sameRecipient = state.recent.some((invite) => invite.recipient === recipient && now.getTime() - Date.parse(invite.sentAt) < SAME_RECIPIENT_WINDOW_MS);
  if (sameRecipient) throw DomainError.fromFieldErrors({ [recipientField]: Messages.alreadyInvited });
  return [{ type: 'ReferralInviteSent', data: { inviteId, senderId, channel, audience, recipient: recipient!, note, sentAt: now.toISOString() } }];
}

export function decideReferralInvites(command: ReferralInviteCommand, state: ReferralInvitesState): ReferralInviteEvent[] {
  switch (command.type) {
    case 'SendReferralInvite':
      return sendReferralInvite(command, state);
    default:
      return assertNever(command.type);
  }
}

export const referralInvitesDecider: Decider<ReferralInviteCommand, ReferralInviteEvent, ReferralInvitesState> = {
  initialState: initialReferralInvitesState,
  evolve: evolveReferralInvites,
  decide: decideReferralInvites,
};
