import { assertNever, Decider, DomainCommand, DomainEvent } from '../shared/decider';

/** A new client signed up under an organisation's referral code. */
export type CorporateMemberSignedUp = DomainEvent<'CorporateMemberSignedUp', { code: string; organisationName: string; userId: string; signedUpAt: string }>;
export type CorporateReferralEvent = CorporateMemberSignedUp;

/** Issued once the account exists; the code was checked against the configured organisations. */
export type RecordCorporateMember = DomainCommand<'RecordCorporateMember', { code: string; organisationName: string; userId: string }>;
export type CorporateReferralCommand = RecordCorporateMember;

export interface CorporateReferralState {
  members: ReadonlySet<string>;
}

export function evolveCorporateReferral(state: CorporateReferralState, event: CorporateReferralEvent): CorporateReferralState {
  switch (event.type) {
    case 'CorporateMemberSignedUp':
      return { members: new Set([...state.members, event.data.userId]) };
    default:
      return assertNever(event.type);
  }
}

/** A member is recorded once, however often their sign-up is retried. */
export function decideCorporateReferral(command: CorporateReferralCommand, state: CorporateReferralState): CorporateReferralEvent[] {
  switch (command.type) {
    case 'RecordCorporateMember': {
      if (state.members.has(command.data.userId)) return [];
      return [{ type: 'CorporateMemberSignedUp', data: { ...command.data, signedUpAt: command.metadata.now.toISOString() } }];
    }
    default:
      return assertNever(command.type);
  }
}

export const corporateReferralDecider: Decider<CorporateReferralCommand, CorporateReferralEvent, CorporateReferralState> = {
  initialState: () => ({ members: new Set() }),
  evolve: evolveCorporateReferral,
  decide: decideCorporateReferral,
};
