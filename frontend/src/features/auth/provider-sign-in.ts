import type { ClientProfileType, OAuthProvider, SignupProfileType } from '../../lib/graphql/generated';

const STORAGE_KEY = 'providerSignIn';

/** A Google or Facebook sign-in under way: kept in the tab while the provider's page is shown. */
export interface ProviderSignIn {
  provider: OAuthProvider;
  /** The random value sent to the provider and checked when it comes back (no sign-in started elsewhere is finished here). */
  state: string;
  intent: 'login' | 'signup';
  profileType: SignupProfileType;
  clientProfileType: ClientProfileType | null;
  referralCode: string | null;
  /** Where to go once signed in (login's `redirect`). */
  redirect: string | null;
}

export const providerSignInStore = {
  save(signIn: ProviderSignIn): void {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(signIn));
  },
  /** The sign-in started in this tab, if any. */
  read(): ProviderSignIn | null {
    try {
      const saved = window.sessionStorage.getItem(STORAGE_KEY);
      return saved ? (JSON.parse(saved) as ProviderSignIn) : null;
    } catch {
      return null;
    }
  },
  /** The sign-in is finished: its state is not accepted again. */
  clear(): void {
    window.sessionStorage.removeItem(STORAGE_KEY);
  },
};

/** The callback path's provider (`/oauth/callback/google`). */
export function providerOfPath(name: string | undefined): OAuthProvider | null {
  return name === 'google' ? 'GOOGLE' : name === 'facebook' ? 'FACEBOOK' : null;
}

/** The token and state a provider put in the callback's fragment (Google's `id_token`, Facebook's and the stand-in's `access_token`). */
export function providerAnswerOf(hash: string): { token: string | null; state: string | null; error: string | null } {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  return { token: params.get('id_token') ?? params.get('access_token'), state: params.get('state'), error: params.get('error') };
}
