import { Request, Response } from 'express';

export const SESSION_COOKIE = 'tm_session';

/** httpOnly so scripts cannot read it, SameSite=Lax against cross-site posts, Secure over HTTPS. */
export function setSessionCookie(res: Response, token: string, maxAgeSeconds: number, secure: boolean): void {
  res.cookie(SESSION_COOKIE, token, { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: maxAgeSeconds * 1000 });
}

export function clearSessionCookie(res: Response, secure: boolean): void {
  res.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
}

/** The bearer token when present, else the session cookie. */
export function sessionTokenOf(req: Request): string | null {
  const header = req.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length).trim() || null;
  const cookies = (req as Request & { cookies?: Record<string, string> }).cookies;
  return cookies?.[SESSION_COOKIE] || null;
}
