import { createHash } from 'node:crypto';
import { UserDeleted, UserSignedUp } from '../../domain/accounts/user.events';
import { DELETED_USER_NAME } from '../../domain/personal-data/personal-fields';
import { AccountCreditSaved, CreditsSpent, ReferralCreditGranted } from '../../domain/referrals/credit-account.events';
import { normaliseReferralCode, REFERRAL_CODE_ALPHABET, REFERRAL_CODE_LENGTH, ReferralStatus } from '../../domain/referrals/referral.rules';
import { RecordedEvent } from '../../platform/eventstore/event-store.port';
import { evolveDocument, ProjectedDocument, ProjectionDefinition } from '../runner/projection';
import { ReadModels } from '../runner/read-models';

/**
 * A user's referral code, derived from the user id: 10 base32 characters of its SHA-256 (50 bits),
 * so codes need no event of their own and collisions are negligible at any realistic user count.
 */
export function referralCodeOf(userId: string): string {
  const digest = createHash('sha256').update(userId).digest();
  let code = '';
  for (let index = 0; index < REFERRAL_CODE_LENGTH; index++) code += REFERRAL_CODE_ALPHABET[digest[index] % REFERRAL_CODE_ALPHABET.length];
  return code;
}

/** `_id` = the code. */
export interface ReferralCodeDocument extends ProjectedDocument {
  userId: string;
}

/** `_id` = the referee (the referred user). */
export interface ReferralDocument extends ProjectedDocument {
  referrerId: string;
  refereeFirstName: string;
  refereeLastName: string;
  status: ReferralStatus;
  signedUpAt: string;
  creditedAt: string | null;
  creditCents: number;
}

/** `_id` = the user: referral credits earned and what is left to spend before the card. */
export interface CreditBalanceDocument extends ProjectedDocument {
  earnedCents: number;
  balanceCents: number;
}

export const REFERRAL_CODES_COLLECTION = 'referral-codes';
export const CREDIT_BALANCES_COLLECTION = 'credit-balances';
export const REFERRALS_COLLECTION = 'referrals';

type ReferralEvent = UserSignedUp | UserDeleted | ReferralCreditGranted | CreditsSpent | AccountCreditSaved;

export const referralsProjection: ProjectionDefinition = {
  name: 'referrals',
  version: 3,
  handles: ['UserSignedUp', 'UserDeleted', 'ReferralCreditGranted', 'CreditsSpent', 'AccountCreditSaved'],
  collections: [REFERRAL_CODES_COLLECTION, REFERRALS_COLLECTION, CREDIT_BALANCES_COLLECTION],
  async setup(store) {
    await store.collection(REFERRALS_COLLECTION).createIndex({ keys: { referrerId: 1, signedUpAt: -1 }, name: 'by_referrer' });
  },
  async apply(event: RecordedEvent, store) {
    const fact = { type: event.type, data: event.data } as ReferralEvent;
    // Every evolver below builds a new document and never changes the one it is given.
    const keepsCurrent = { evolveKeepsCurrent: true };
    const codes = store.collection<ReferralCodeDocument>(REFERRAL_CODES_COLLECTION);
    const referrals = store.collection<ReferralDocument>(REFERRALS_COLLECTION);
    if (fact.type === 'UserSignedUp') {
      const { userId, referralCode, firstName, lastName, signedUpAt } = fact.data;
      // The first holder keeps a code; a later user with the same code (a 50-bit collision) has none.
      const code = referralCodeOf(userId);
      await evolveDocument(codes, code, event, (current) => current ?? { _id: code, userId, _position: event.position }, keepsCurrent);
      if (!referralCode) return;
      const referrer = await codes.findOne({ _id: normaliseReferralCode(referralCode) }, { readOnly: true });
      if (!referrer || referrer.userId === userId) return;
      await evolveDocument(referrals, userId, event, (current) =>
        current ?? { _id: userId, referrerId: referrer.userId, refereeFirstName: firstName, refereeLastName: lastName, status: 'SIGNED_UP' as const, signedUpAt, creditedAt: null, creditCents: 0, _position: event.position },
        keepsCurrent,
      );
      return;
    }
    if (fact.type === 'UserDeleted') {
      // The referral and its credit stay; the referrer no longer sees who it was.
      await referrals.updateMany({ _id: fact.data.userId }, { $set: { refereeFirstName: DELETED_USER_NAME, refereeLastName: '' } });
      return;
    }
    const balances = store.collection<CreditBalanceDocument>(CREDIT_BALANCES_COLLECTION);
    const balanceOf = (current: CreditBalanceDocument | null): CreditBalanceDocument => current ?? { _id: fact.data.userId, earnedCents: 0, balanceCents: 0, _position: 0 };
    if (fact.type === 'CreditsSpent' || fact.type === 'AccountCreditSaved') {
      // An admin's grant adds to the balance (a removal takes off), spending takes off; neither is referral credit earned.
      const change = fact.type === 'CreditsSpent' ? -fact.data.amountCents : fact.data.amountCents;
      await evolveDocument(balances, fact.data.userId, event, (current) => {
        const balance = balanceOf(current);
        return { ...balance, balanceCents: balance.balanceCents + change };
      }, keepsCurrent);
      return;
    }
    const { refereeId, grantedAt, amountCents } = fact.data;
    await evolveDocument(balances, fact.data.userId, event, (current) => {
      const balance = balanceOf(current);
      return { ...balance, earnedCents: balance.earnedCents + amountCents, balanceCents: balance.balanceCents + amountCents };
    }, keepsCurrent);
    await evolveDocument(referrals, refereeId, event, (current) => (current ? { ...current, status: 'CREDITED' as const, creditedAt: grantedAt, creditCents: amountCents } : null), keepsCurrent);
  },
};

// Readers

export async function findReferrerByCode(readModels: ReadModels, code: string): Promise<string | null> {
  return (await readModels.collection<ReferralCodeDocument>(REFERRAL_CODES_COLLECTION).findOne({ _id: normaliseReferralCode(code) }))?.userId ?? null;
}

export function findReferralOf(readModels: ReadModels, refereeId: string): Promise<ReferralDocument | null> {
  return readModels.collection<ReferralDocument>(REFERRALS_COLLECTION).findOne({ _id: refereeId });
}

export async function findCreditBalance(readModels: ReadModels, userId: string): Promise<{ earnedCents: number; balanceCents: number }> {
  const found = await readModels.collection<CreditBalanceDocument>(CREDIT_BALANCES_COLLECTION).findOne({ _id: userId });
  return { earnedCents: found?.earnedCents ?? 0, balanceCents: found?.balanceCents ?? 0 };
}

export function findReferralsBy(readModels: ReadModels, referrerId: string): Promise<ReferralDocument[]> {
  return readModels.collection<ReferralDocument>(REFERRALS_COLLECTION).find({ referrerId }, { sort: { signedUpAt: -1 } });
}
