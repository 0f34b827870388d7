import { DomainEvent } from '../shared/decider';
import { ReferralInviteAudience, ReferralInviteChannel } from './referral-invite.rules';

/** An invitation a tutor sent (stream `referral-invites-<senderId>`); delivering it is a reaction on the log. */
export type ReferralInviteSent = DomainEvent<
  'ReferralInviteSent',
  {
    inviteId: string;
    senderId: string;
    channel: ReferralInviteChannel;
    audience: ReferralInviteAudience;
    /** An e-mail address (lower case) or an E.164 phone number. */
    recipient: string;
    note: string | null;
    sentAt: string;
  }
>;

export type ReferralInviteEvent = ReferralInviteSent;

export const REFERRAL_INVITE_EVENT_TYPES: ReadonlyArray<ReferralInviteEvent['type']> = ['ReferralInviteSent'];

export function referralInvitesStreamId(senderId: string): string {
  return `referral-invites-${senderId}`;
}
