/**
 * The session token of this tab, kept in memory only: the httpOnly cookie carries the session
 * across reloads, and a token in storage would be readable by any injected script.
 */
let token: string | null = null;

export const sessionToken = {
  get: (): string | null => token,
  set: (value: string | null): void => {
    token = value;
  },
};
