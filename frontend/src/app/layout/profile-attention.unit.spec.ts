import { profileNeedsAttention } from './profile-attention';

describe('profileNeedsAttention', () => {
  const none = { isTutor: false, isOnboarded: undefined, isClient: false, hasCreditCard: undefined };

  it.each([
    ['a tutor not onboarded', { ...none, isTutor: true, isOnboarded: false }, true],
    ['an onboarded tutor', { ...none, isTutor: true, isOnboarded: true }, false],
    ['a tutor whose onboarding is unknown', { ...none, isTutor: true }, false],
    ['a client without a credit card', { ...none, isClient: true, hasCreditCard: false }, true],
    ['a client with a credit card', { ...none, isClient: true, hasCreditCard: true }, false],
    ['a client whose card is unknown', { ...none, isClient: true }, false],
    ['a client who is not onboarded as a tutor', { ...none, isClient: true, isOnboarded: false, hasCreditCard: true }, false],
    ['a tutor without a credit card', { ...none, isTutor: true, isOnboarded: true, hasCreditCard: false }, false],
    ['neither tutor nor client', { isTutor: false, isOnboarded: false, isClient: false, hasCreditCard: false }, false],
    ['both, with a card but not onboarded', { isTutor: true, isOnboarded: false, isClient: true, hasCreditCard: true }, true],
  ])('%s → %s', (_case, facts, expected) => {
    expect(profileNeedsAttention(facts)).toBe(expected);
  });
});
