import { sessionToken } from '../session-token';

/** Spec: logout posts /logout, clears the session and goes to / with a fresh page load. */
export async function endSession(): Promise<void> {
  sessionToken.set(null);
  await fetch('/logout', { method: 'POST', credentials: 'include' }).catch(() => undefined);
  window.location.assign('/');
}
