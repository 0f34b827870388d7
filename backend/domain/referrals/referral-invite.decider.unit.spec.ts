import { deciderSpecification } from '../test-support/decider-specification';
import { referralInvitesDecider, SendReferralInvite } from './referral-invite.decider';
import { ReferralInviteSent } from './referral-invite.events';
import { REFERRAL_INVITES_PER_HOUR, ReferralInviteMessages as Messages, tutorReferralLinkPath } from './referral-invite.rules';

const now = new Date('2026-11-25T10:00:00.000Z');
const spec = deciderSpecification(referralInvitesDecider);
const send = (data: Partial<SendReferralInvite['data']>, at = now): SendReferralInvite => ({
  type: 'SendReferralInvite',
  data: { inviteId: 'i1', channel: 'EMAIL', audience: 'CLIENT', recipient: 'parent@example.com', ...data },
  metadata: { now: at, actorId: 'tutor-1' },
});
const sent = (inviteId: string, recipient: string, sentAt: Date): ReferralInviteSent => ({
  type: 'ReferralInviteSent',
  data: { inviteId, senderId: 'tutor-1', channel: 'EMAIL', audience: 'CLIENT', recipient, note: null, sentAt: sentAt.toISOString() },
});
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

describe('referral invitations', () => {
  it('records an e-mail invitation to the address in lower case, with its note', () => {
    spec
      .given([])
      .when(send({ recipient: ' Parent@Example.com ', note: '  Happy to help your kids with math! ' }))
      .then([
        {
          type: 'ReferralInviteSent',
          data: { inviteId: 'i1', senderId: 'tutor-1', channel: 'EMAIL', audience: 'CLIENT', recipient: 'parent@example.com', note: 'Happy to help your kids with math!', sentAt: now.toISOString() },
        },
      ]);
  });

  it('records a text invitation to a US number in E.164', () => {
    spec
      .given([])
      .when(send({ channel: 'SMS', audience: 'TUTOR', recipient: '(415) 555-2671' }))
      .then([{ type: 'ReferralInviteSent', data: { inviteId: 'i1', senderId: 'tutor-1', channel: 'SMS', audience: 'TUTOR', recipient: '+14155552671', note: null, sentAt: now.toISOString() } }]);
  });

  it('records a retried invitation once', () => {
    spec.given([sent('i1', 'parent@example.com', minutesAgo(1))]).when(send({})).thenNothingHappened();
  });

  it('refuses an address or number that is not one, and a note against the guidelines, naming each field', () => {
    spec.given([]).when(send({ recipient: 'parent@', note: 'shit' })).thenThrows(Messages.invalidEmail, { email: Messages.invalidEmail, note: Messages.noteGuidelines });
    spec.given([]).when(send({ channel: 'SMS', recipient: '12' })).thenThrows(Messages.invalidPhoneNumber, { phoneNumber: Messages.invalidPhoneNumber });
    spec.given([]).when(send({ recipient: `${'a'.repeat(250)}@example.com` })).thenThrows(Messages.invalidEmail);
    spec.given([]).when(send({ note: 'n'.repeat(501) })).thenThrows(Messages.noteTooLong, { note: Messages.noteTooLong });
  });

  it(`allows ${REFERRAL_INVITES_PER_HOUR} invitations in any hour, then refuses until the oldest is an hour old`, () => {
    const lastHour = Array.from({ length: REFERRAL_INVITES_PER_HOUR }, (_, index) => sent(`old-${index}`, `friend${index}@example.com`, minutesAgo(59 - index)));
    spec.given(lastHour).when(send({ inviteId: 'new' })).thenThrows(Messages.tooManyInvites);
    spec
      .given(lastHour)
      .when(send({ inviteId: 'new' }, new Date(now.getTime() + 60_000)))
      .then([{ ...sent('new', 'parent@example.com', new Date(now.getTime() + 60_000)) }]);
  });

  it('invites the same person once a day', () => {
    spec.given([sent('i0', 'parent@example.com', minutesAgo(23 * 60))]).when(send({})).thenThrows(Messages.alreadyInvited, { email: Messages.alreadyInvited });
    spec.given([sent('i0', 'parent@example.com', minutesAgo(24 * 60))]).when(send({})).then([sent('i1', 'parent@example.com', now)]);
  });

  it('forgets invitations older than a day, so the state stays small', () => {
    const state = [sent('i0', 'a@example.com', minutesAgo(25 * 60)), sent('i1', 'b@example.com', minutesAgo(10))].reduce(
      referralInvitesDecider.evolve,
      referralInvitesDecider.initialState(),
    );
    expect(state.recent.map((invite) => invite.inviteId)).toEqual(['i1']);
  });

  it('links a client invitation to /trc and a tutor invitation to /trt', () => {
    expect(tutorReferralLinkPath('CLIENT', 'ABC123')).toBe('/trc/ABC123');
    expect(tutorReferralLinkPath('TUTOR', 'ABC123')).toBe('/trt/ABC123');
  });
});
