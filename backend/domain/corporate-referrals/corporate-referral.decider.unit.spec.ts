import { deciderSpecification } from '../test-support/decider-specification';
import { corporateReferralDecider, CorporateMemberSignedUp, RecordCorporateMember } from './corporate-referral.decider';
import { normaliseCorporateCode, parseCorporateOrganisations } from './corporate-referral.rules';

const now = new Date('2026-11-25T10:00:00.000Z');
const spec = deciderSpecification(corporateReferralDecider);
const record = (userId: string): RecordCorporateMember => ({ type: 'RecordCorporateMember', data: { code: 'ACME', organisationName: 'Acme Corporation', userId }, metadata: { now, actorId: userId } });
const signedUp = (userId: string): CorporateMemberSignedUp => ({ type: 'CorporateMemberSignedUp', data: { code: 'ACME', organisationName: 'Acme Corporation', userId, signedUpAt: now.toISOString() } });

describe('corporate referrals', () => {
  it('records a member who signed up under the code', () => {
    spec.given([signedUp('u1')]).when(record('u2')).then([signedUp('u2')]);
  });

  it('records a member once', () => {
    spec.given([signedUp('u1')]).when(record('u1')).thenNothingHappened();
  });

  it('read their organisations from the setting, codes trimmed and upper-cased', () => {
    expect([...parseCorporateOrganisations(' acme=Acme Corporation ; GLOBEX = Globex=Inc ').values()]).toEqual([
      { code: 'ACME', name: 'Acme Corporation' },
      { code: 'GLOBEX', name: 'Globex=Inc' },
    ]);
    expect(parseCorporateOrganisations(undefined).size).toBe(0);
    expect(() => parseCorporateOrganisations('ACME')).toThrow('CORPORATE_REFERRAL_CODES');
  });

  it('know a code only in its own shape', () => {
    expect(normaliseCorporateCode(' acme-1 ')).toBe('ACME-1');
    for (const bad of ['', 'A', 'acme corp', '../x', 'X'.repeat(41)]) expect(normaliseCorporateCode(bad)).toBeNull();
  });
});
