import {
  canVisitStep,
  deserializeSignupFlow,
  initialSignupFlow,
  serializeSignupFlow,
  signupErrorsOfServer,
  SignupFlowAction,
  signupFlowReducer,
  SignupFlowState,
  stepOfErrors,
  stepOfParam,
  validateSignupStep,
} from './signup-flow';

const run = (...actions: SignupFlowAction[]): SignupFlowState => actions.reduce(signupFlowReducer, initialSignupFlow());

const completedAccount: SignupFlowAction[] = [
  { type: 'changed', values: { email: 'ana@example.com', password: 'long-password' } },
  { type: 'stepCompleted', step: 'ACCOUNT' },
];
const completedProfileType: SignupFlowAction[] = [
  ...completedAccount,
  { type: 'changed', values: { accountType: 'STUDENT_OR_PARENT' } },
  { type: 'stepCompleted', step: 'PROFILE_TYPE' },
];

describe('sign-up flow', () => {
  it('starts at ACCOUNT with the client type defaulting to Parent', () => {
    const state = initialSignupFlow();
    expect(state.flowState).toBe('ACCOUNT');
    expect(state.clientProfileType).toBe('PARENT');
    expect(state.accountType).toBeNull();
  });

  it('maps route parameters to steps', () => {
    expect(stepOfParam(undefined)).toBe('ACCOUNT');
    expect(stepOfParam('profileType')).toBe('PROFILE_TYPE');
    expect(stepOfParam('contactInfo')).toBe('CONTACT_INFO');
    expect(stepOfParam('payment')).toBeNull();
  });

  it('advances the furthest step reached, and never moves it back', () => {
    expect(run(...completedAccount).flowState).toBe('PROFILE_TYPE');
    expect(run(...completedProfileType).flowState).toBe('CONTACT_INFO');
    expect(run(...completedProfileType, { type: 'stepCompleted', step: 'ACCOUNT' }).flowState).toBe('CONTACT_INFO');
  });

  it('guards each step behind the valid data of the earlier ones', () => {
    expect(canVisitStep(initialSignupFlow(), 'ACCOUNT')).toBe(true);
    expect(canVisitStep(initialSignupFlow(), 'PROFILE_TYPE')).toBe(false);
    expect(canVisitStep(run(...completedAccount), 'PROFILE_TYPE')).toBe(true);
    expect(canVisitStep(run(...completedAccount), 'CONTACT_INFO')).toBe(false);
    expect(canVisitStep(run(...completedProfileType), 'CONTACT_INFO')).toBe(true);
    // Reached, but the password is gone (e.g. after a reload): back to the start.
    expect(canVisitStep(run(...completedProfileType, { type: 'changed', values: { password: '' } }), 'CONTACT_INFO')).toBe(false);
  });

  it('validates the fields of one step', () => {
    expect(validateSignupStep(initialSignupFlow(), 'ACCOUNT')).toEqual({
      email: { id: 'auth.validation.email' },
      password: { id: 'auth.validation.password' },
    });
    expect(validateSignupStep(initialSignupFlow(), 'PROFILE_TYPE')).toEqual({ accountType: { id: 'auth.validation.accountType' } });
    expect(validateSignupStep({ ...initialSignupFlow(), firstName: ' ', lastName: 'López', phoneNumber: '123' }, 'CONTACT_INFO')).toEqual({
      firstName: { id: 'auth.validation.firstName' },
      phoneNumber: { id: 'auth.validation.phoneNumber' },
    });
  });

  it('clears the error of a field once it changes', () => {
    const state = run({ type: 'errorsFound', errors: { email: { id: 'auth.validation.email' }, password: { id: 'auth.validation.password' } } }, {
      type: 'changed',
      values: { email: 'a' },
    });
    expect(state.errors).toEqual({ password: { id: 'auth.validation.password' } });
  });

  it('finds the step holding a server field error', () => {
    const errors = signupErrorsOfServer({ email: { server: 'taken' }, unknownField: { server: 'x' } });
    expect(errors).toEqual({ email: { server: 'taken' } });
    expect(stepOfErrors(errors)).toBe('ACCOUNT');
    expect(stepOfErrors(signupErrorsOfServer({ profileType: { server: 'bad' } }))).toBe('PROFILE_TYPE');
    expect(stepOfErrors(signupErrorsOfServer({ phoneNumber: { server: 'bad' }, lastName: { server: 'bad' } }))).toBe('CONTACT_INFO');
    expect(stepOfErrors({})).toBeUndefined();
  });

  it('stores everything but the password and the errors, and restores it', () => {
    const state = run(...completedProfileType, { type: 'changed', values: { firstName: 'Ana', phoneNumber: '(415) 555-2671', clientProfileType: 'STUDENT' } }, {
      type: 'errorsFound',
      errors: { lastName: { id: 'auth.validation.lastName' } },
    });
    const stored = serializeSignupFlow(state);
    expect(stored).not.toContain('long-password');
    expect(deserializeSignupFlow(stored)).toEqual({ ...state, password: '', errors: {} });
  });

  it('restores a fresh flow from missing or damaged storage', () => {
    expect(deserializeSignupFlow(null)).toEqual(initialSignupFlow());
    expect(deserializeSignupFlow('{not json')).toEqual(initialSignupFlow());
    expect(deserializeSignupFlow('"text"')).toEqual(initialSignupFlow());
    expect(deserializeSignupFlow(JSON.stringify({ flowState: 'PAYMENT', accountType: 'ADMIN', clientProfileType: 'X', email: 3 }))).toEqual(initialSignupFlow());
  });

  it('keeps the referral code of the link the user came from, across storage, until reset', () => {
    const referred = run({ type: 'referredBy', referralCode: ' 7K3MQ9X2AB ' }, ...completedAccount);
    expect(referred.referralCode).toBe('7K3MQ9X2AB');
    expect(run({ type: 'referredBy', referralCode: '  ' }).referralCode).toBeNull();
    expect(deserializeSignupFlow(serializeSignupFlow(referred)).referralCode).toBe('7K3MQ9X2AB');
    expect(deserializeSignupFlow(JSON.stringify({ referralCode: 42 })).referralCode).toBeNull();
    expect(run({ type: 'referredBy', referralCode: '7K3MQ9X2AB' }, { type: 'reset' }).referralCode).toBeNull();
  });

  it('resets to the start', () => {
    expect(run(...completedProfileType, { type: 'reset' })).toEqual(initialSignupFlow());
  });
});
