import { DomainEvent } from '../../domain/shared/decider';
import { InMemoryReadStore } from '../../src/infrastructure/readstore/in-memory-read-store';
import { projectInMemory, recordedInOrder } from '../../test-support/projection-test-support';
import { ReadModels } from '../runner/read-models';
import { findCreditBalance, findReferralOf, findReferralsBy, findReferrerByCode, referralCodeOf, referralsProjection } from './referrals.projection';

const at = '2026-11-24T17:00:00.000Z';
const signedUp = (userId: string, firstName: string, referralCode: string | null): DomainEvent => ({
  type: 'UserSignedUp',
  data: { userId, email: `${userId}@example.com`, firstName, lastName: 'Doe', profileTypes: ['STUDENT_OR_PARENT'], clientProfileType: 'PARENT', phoneNumber: null, referralCode, languagePreference: 'en', signedUpAt: at },
});
const events: DomainEvent[] = [
  signedUp('rita', 'Rita', null),
  signedUp('bea', 'Bea', ` ${referralCodeOf('rita').toLowerCase()} `),
  signedUp('cal', 'Cal', 'NOSUCHCODE'),
  signedUp('dan', 'Dan', referralCodeOf('dan')),
  { type: 'ReferralCreditGranted', data: { userId: 'rita', refereeId: 'bea', sessionId: 's1', amountCents: 2000, grantedAt: at } },
  { type: 'CreditsSpent', data: { userId: 'rita', sessionId: 's9', amountCents: 1500, spentAt: at } },
];

describe('the referrals projection over the in-memory read store', () => {
  let readStore: InMemoryReadStore;
  let readModels: ReadModels;

  beforeEach(() => {
    readStore = new InMemoryReadStore();
    readModels = new ReadModels(readStore, [referralsProjection], new Map());
  });

  async function applyAll(times: number): Promise<void> {
    await projectInMemory(referralsProjection, readStore, recordedInOrder(events.map((event) => ({ streamId: 's', ...event })), at), times);
  }

  it('gives every user a code, links referees by the code they signed up with, and keeps the credit', async () => {
    await applyAll(1);
    expect(referralCodeOf('rita')).toMatch(/^[0-9A-HJKMNP-TV-Z]{10}$/);
    expect(await findReferrerByCode(readModels, referralCodeOf('rita').toLowerCase())).toBe('rita');
    expect(await findReferralsBy(readModels, 'rita')).toEqual([
      expect.objectContaining({ _id: 'bea', referrerId: 'rita', refereeFirstName: 'Bea', status: 'CREDITED', creditCents: 2000, creditedAt: at }),
    ]);
    // An unknown code and one's own code refer nobody.
    expect(await findReferralOf(readModels, 'cal')).toBeNull();
    expect(await findReferralOf(readModels, 'dan')).toBeNull();
    expect(await findCreditBalance(readModels, 'rita')).toEqual({ earnedCents: 2000, balanceCents: 500 });
  });

  it('gives the same documents when the same events are applied twice', async () => {
    await applyAll(1);
    const once = [await findReferralsBy(readModels, 'rita'), await findCreditBalance(readModels, 'rita')];
    await applyAll(2);
    expect([await findReferralsBy(readModels, 'rita'), await findCreditBalance(readModels, 'rita')]).toEqual(once);
  });
});
