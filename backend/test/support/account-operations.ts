import { eventually } from '../../test-support/eventually';
import { GraphqlClient } from './test-app';

export const SIGN_UP = `mutation SignUp($input: EmailSignupInput!) { emailSignup(input: $input) { token } }`;
export const LOGIN = `mutation Login($email: String!, $password: String!) { emailLoginV2(email: $email, password: $password) { token status } }`;
export const CURRENT_USER = `query { getCurrentUserV2 { id email { address verified } createdAt profile { firstName lastName profileTypes clientProfileType languagePreference phoneNumber isPhoneNumberVerified } } }`;
export const VERIFY = `mutation Verify($token: String!) { verifyToken(token: $token) }`;
export const OUTBOX = `query Outbox($to: String!) { devOutbox(to: $to) { to subject text sentAt } }`;

export interface CurrentUser {
  id: string;
  email: { address: string; verified: boolean };
  createdAt: string;
  profile: {
    firstName: string;
    lastName: string;
    profileTypes: string[];
    clientProfileType: string | null;
    languagePreference: string;
    phoneNumber: string | null;
    isPhoneNumberVerified: boolean;
  };
}

export function signUpInput(overrides: Record<string, unknown> = {}) {
  return {
    email: `user-${Math.random().toString(36).slice(2)}@example.com`,
    password: 'first secret',
    firstName: 'Ana',
    lastName: 'López',
    profileType: 'STUDENT_OR_PARENT',
    ...overrides,
  };
}

/** Waits for the newest e-mail to an address whose text holds a link matching `pattern`; returns the token. */
export async function tokenFromOutbox(client: GraphqlClient, to: string, pattern: RegExp, notToken?: string): Promise<string> {
  return eventually(async () => {
    const { devOutbox } = await client.data<{ devOutbox: Array<{ text: string }> }>(OUTBOX, { to });
    for (const message of devOutbox) {
      const token = message.text.match(pattern)?.[1];
      if (token && token !== notToken) return decodeURIComponent(token);
    }
    throw new Error(`no e-mail matching ${pattern} for ${to}`);
  });
}

export const VERIFY_LINK = /\/welcome\/verify-account\?token=([\w%-]+)/;
export const RESET_LINK = /\/reset-password\/([\w%-]+)/;
