/** Where a signed-in user who opens /login or /signup is sent. */
export const DASHBOARD_PATH = '/dashboard';

/**
 * The in-app path a `redirect` query parameter names, or the fallback. Only same-site paths are
 * followed ("/x", never "//host" or "/\host"), so a crafted link cannot send a user elsewhere.
 */
export function safeRedirect(redirect: string | null, fallback = '/'): string {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/\\')) return fallback;
  return redirect;
}
