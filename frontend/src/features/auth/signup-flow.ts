import { FormMessage } from '../../lib/form-messages';
import { ClientProfileType, SignupProfileType } from './graphql/email-signup';
import { validateEmail, validateFirstName, validateLastName, validateOptionalPhoneNumber, validatePassword } from './validation';

/**
 * The client sign-up flow (spec: clientSignUp state, flowState starting at ACCOUNT): account, then
 * profile type, then contact info, one route each.
 */
export const SIGNUP_STEPS = ['ACCOUNT', 'PROFILE_TYPE', 'CONTACT_INFO'] as const;
export type SignupStep = (typeof SIGNUP_STEPS)[number];

export const SIGNUP_STEP_PATH: Record<SignupStep, string> = {
  ACCOUNT: '/signup',
  PROFILE_TYPE: '/signup/profileType',
  CONTACT_INFO: '/signup/contactInfo',
};

/** The step a `/signup/:step` parameter names; null for an unknown one. */
export function stepOfParam(param: string | undefined): SignupStep | null {
  if (param === undefined) return 'ACCOUNT';
  if (param === 'profileType') return 'PROFILE_TYPE';
  if (param === 'contactInfo') return 'CONTACT_INFO';
  return null;
}

export const CLIENT_PROFILE_TYPES: readonly ClientProfileType[] = ['PARENT', 'STUDENT', 'OTHER'];
export const DEFAULT_CLIENT_PROFILE_TYPE: ClientProfileType = 'PARENT';

export interface SignupValues {
  email: string;
  password: string;
  accountType: SignupProfileType | null;
  clientProfileType: ClientProfileType;
  firstName: string;
  lastName: string;
  phoneNumber: string;
}
export type SignupField = keyof SignupValues;
export type SignupErrors = Partial<Record<SignupField, FormMessage>>;

export interface SignupFlowState extends SignupValues {
  /** The furthest step the user has reached; earlier steps stay open for going back. */
  flowState: SignupStep;
  /** The code of the referral link that led here (/signup?referralCode=...), sent with the sign-up. */
  referralCode: string | null;
  errors: SignupErrors;
}

export type SignupFlowAction =
  | { type: 'changed'; values: Partial<SignupValues> }
  | { type: 'stepCompleted'; step: SignupStep }
  | { type: 'errorsFound'; errors: SignupErrors }
  | { type: 'referredBy'; referralCode: string }
  | { type: 'reset' };

export const STEP_FIELDS: Record<SignupStep, readonly SignupField[]> = {
  ACCOUNT: ['email', 'password'],
  PROFILE_TYPE: ['accountType', 'clientProfileType'],
  CONTACT_INFO: ['firstName', 'lastName', 'phoneNumber'],
};

export function initialSignupFlow(): SignupFlowState {
  return {
    flowState: 'ACCOUNT',
    email: '',
    password: '',
    accountType: null,
    clientProfileType: DEFAULT_CLIENT_PROFILE_TYPE,
    firstName: '',
    lastName: '',
    phoneNumber: '',
    referralCode: null,
    errors: {},
  };
}

const stepIndex = (step: SignupStep): number => SIGNUP_STEPS.indexOf(step);

export function signupFlowReducer(state: SignupFlowState, action: SignupFlowAction): SignupFlowState {
  switch (action.type) {
    case 'changed': {
      const errors = { ...state.errors };
      for (const field of Object.keys(action.values) as SignupField[]) delete errors[field];
      return { ...state, ...action.values, errors };
    }
    case 'stepCompleted': {
      const next = SIGNUP_STEPS[Math.min(stepIndex(action.step) + 1, SIGNUP_STEPS.length - 1)];
      return { ...state, flowState: stepIndex(next) > stepIndex(state.flowState) ? next : state.flowState };
    }
    case 'errorsFound':
      return { ...state, errors: { ...state.errors, ...action.errors } };
    case 'referredBy': {
      const referralCode = action.referralCode.trim();
      return referralCode === '' ? state : { ...state, referralCode };
    }
    case 'reset':
      return initialSignupFlow();
    default: {
      const unknown: never = action;
      return unknown;
    }
  }
}

/** The client-side errors of one step's fields. */
export function validateSignupStep(state: SignupValues, step: SignupStep): SignupErrors {
  const checks: Partial<Record<SignupField, string | undefined>> =
    step === 'ACCOUNT'
      ? { email: validateEmail(state.email), password: validatePassword(state.password) }
      : step === 'PROFILE_TYPE'
        ? { accountType: state.accountType ? undefined : 'auth.validation.accountType' }
        : {
            firstName: validateFirstName(state.firstName),
            lastName: validateLastName(state.lastName),
            phoneNumber: validateOptionalPhoneNumber(state.phoneNumber),
          };
  const errors: SignupErrors = {};
  for (const [field, id] of Object.entries(checks) as Array<[SignupField, string | undefined]>) if (id) errors[field] = { id };
  return errors;
}

/** A step can be visited once reached, and only while every earlier step's data is valid. */
export function canVisitStep(state: SignupFlowState, step: SignupStep): boolean {
  if (stepIndex(step) > stepIndex(state.flowState)) return false;
  return SIGNUP_STEPS.slice(0, stepIndex(step)).every((earlier) => Object.keys(validateSignupStep(state, earlier)).length === 0);
}

/** The earliest step holding one of the errors, e.g. ACCOUNT for "email taken". */
export function stepOfErrors(errors: SignupErrors): SignupStep | undefined {
  return SIGNUP_STEPS.find((step) => STEP_FIELDS[step].some((field) => errors[field] !== undefined));
}

/** Maps the server's input field names (EmailSignupInput) to the flow's fields. */
export function signupErrorsOfServer(fieldMessages: Record<string, FormMessage>): SignupErrors {
  const errors: SignupErrors = {};
  for (const [field, message] of Object.entries(fieldMessages)) {
    const own: SignupField | undefined = field === 'profileType' ? 'accountType' : isSignupField(field) ? field : undefined;
    if (own) errors[own] = message;
  }
  return errors;
}

function isSignupField(field: string): field is SignupField {
  return Object.values(STEP_FIELDS).some((fields) => fields.includes(field as SignupField));
}

/**
 * What survives a reload: everything but the password and the errors. The password stays in
 * memory only, as the session token does: storage is readable by any injected script.
 */
export function serializeSignupFlow(state: SignupFlowState): string {
  const { password: _password, errors: _errors, ...kept } = state;
  return JSON.stringify(kept);
}

export function deserializeSignupFlow(stored: string | null): SignupFlowState {
  const initial = initialSignupFlow();
  if (!stored) return initial;
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return initial;
  }
  if (typeof parsed !== 'object' || parsed === null) return initial;
  const value = parsed as Record<string, unknown>;
  const text = (key: 'email' | 'firstName' | 'lastName' | 'phoneNumber'): string => (typeof value[key] === 'string' ? (value[key] as string) : '');
  return {
    ...initial,
    flowState: SIGNUP_STEPS.find((step) => step === value.flowState) ?? initial.flowState,
    email: text('email'),
    accountType: value.accountType === 'TUTOR' || value.accountType === 'STUDENT_OR_PARENT' ? value.accountType : null,
    clientProfileType: CLIENT_PROFILE_TYPES.find((type) => type === value.clientProfileType) ?? initial.clientProfileType,
    firstName: text('firstName'),
    lastName: text('lastName'),
    phoneNumber: text('phoneNumber'),
    referralCode: typeof value.referralCode === 'string' && value.referralCode.trim() !== '' ? value.referralCode : null,
  };
}
