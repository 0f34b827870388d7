import { firstOpenStep, isWelcomeStepDone, leadWelcomeStepOf, pathAfter, WELCOME_STEPS, welcomeStepOf, welcomeStepsFor } from './welcome-steps';

const nothingYet = { emailVerified: false, hasLocation: false, hasCard: false };

describe('the welcome steps', () => {
  it('are every step for a client and only the e-mail for anyone else', () => {
    expect(welcomeStepsFor(true)).toEqual(['verify-account', 'location', 'payment', 'request-a-tutor']);
    expect(welcomeStepsFor(false)).toEqual(['verify-account']);
  });

  it('go on to the next step, and from the last one to the dashboard', () => {
    expect(pathAfter('verify-account', WELCOME_STEPS)).toBe('/welcome/location');
    expect(pathAfter('payment', WELCOME_STEPS)).toBe('/welcome/request-a-tutor');
    expect(pathAfter('request-a-tutor', WELCOME_STEPS)).toBe('/dashboard');
    expect(pathAfter('verify-account', welcomeStepsFor(false))).toBe('/dashboard');
  });

  it('are done when the account has what they ask for; a request is never missing', () => {
    const everything = { emailVerified: true, hasLocation: true, hasCard: true };
    expect(WELCOME_STEPS.filter((step) => isWelcomeStepDone(step, everything))).toEqual(['verify-account', 'location', 'payment']);
    expect(WELCOME_STEPS.filter((step) => isWelcomeStepDone(step, nothingYet))).toEqual([]);
  });

  it('continue at the first open step, none once only the optional one is left', () => {
    expect(firstOpenStep(WELCOME_STEPS, nothingYet)).toBe('verify-account');
    expect(firstOpenStep(WELCOME_STEPS, { ...nothingYet, emailVerified: true, hasLocation: true })).toBe('payment');
    expect(firstOpenStep(WELCOME_STEPS, { emailVerified: true, hasLocation: true, hasCard: true })).toBeNull();
  });

  it('know their own paths only', () => {
    expect(welcomeStepOf('location')).toBe('location');
    expect(welcomeStepOf('complete')).toBeNull();
    expect(welcomeStepOf(undefined)).toBeNull();
    expect(leadWelcomeStepOf('complete')).toBe('complete');
    expect(leadWelcomeStepOf('location')).toBeNull();
  });
});
