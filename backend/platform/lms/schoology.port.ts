/**
 * The Schoology port: the LMS sign-in link that starts a user's Schoology authorisation. Schoology
 * itself when configured; an embedded stand-in that returns straight to the callback otherwise.
 */
export interface Schoology {
  readonly kind: 'embedded' | 'schoology';
  /** Where to send the user to sign in to Schoology; they come back to `callbackUrl`. */
  loginUrl(callbackUrl: string): Promise<string>;
}

export const SCHOOLOGY = Symbol('Schoology');
