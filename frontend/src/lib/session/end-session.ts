import { sessionToken } from '../session-token';

let ending: Promise<void> | null = null;

/**
 * Spec: logout posts /logout, clears the session and goes to / with a fresh page load. The server
 * ends the session there (the cookie's and this tab's bearer token), which also closes this tab's
 * websocket; once under way, a second call (that close, an UNAUTHENTICATED answer) joins the first.
 */
export function endSession(): Promise<void> {
  ending ??= (async () => {
    const token = sessionToken.get();
    sessionToken.set(null);
    await fetch('/logout', { method: 'POST', credentials: 'include', headers: token ? { authorization: `Bearer ${token}` } : {} }).catch(() => undefined);
    window.location.assign('/');
  })();
  return ending;
}
