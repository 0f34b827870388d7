import jwt from 'jsonwebtoken';
import { AppConfig } from '../../../config/app-config';
import { SessionTokenService } from './session-token.service';

const config = { authSecret: 'a-secret-for-session-token-tests', sessionTtlSeconds: 3600 } as AppConfig;

describe('SessionTokenService', () => {
  afterEach(() => jest.useRealTimers());

  it('verifies its own token again and again to the same session, and refuses it from the second it expires', () => {
    jest.useFakeTimers({ now: new Date('2026-11-25T10:00:00.000Z') });
    const tokens = new SessionTokenService(config);
    const token = tokens.issue({ userId: 'user-1', passwordVersion: 2 });
    const first = tokens.verify(token);
    expect(first).toMatchObject({ userId: 'user-1', passwordVersion: 2, expiresAt: new Date('2026-11-25T11:00:00.000Z') });
    expect(tokens.verify(token)).toEqual(first);

    jest.setSystemTime(new Date('2026-11-25T10:59:59.999Z'));
    expect(tokens.verify(token)).toEqual(first);
    jest.setSystemTime(new Date('2026-11-25T11:00:00.000Z'));
    expect(tokens.verify(token)).toBeNull();
    expect(tokens.verify(token)).toBeNull();
  });

  it('refuses a token signed with another secret or altered, even after verifying the genuine one', () => {
    const tokens = new SessionTokenService(config);
    const token = tokens.issue({ userId: 'user-1', passwordVersion: 0 });
    expect(tokens.verify(token)).not.toBeNull();
    const forged = jwt.sign({ pwv: 0 }, 'another-secret', { algorithm: 'HS256', subject: 'user-1', expiresIn: 3600 });
    expect(tokens.verify(forged)).toBeNull();
    const [header, , signature] = token.split('.');
    const otherClaims = Buffer.from(JSON.stringify({ pwv: 0, sub: 'user-2', iat: 1, exp: 4_102_444_800 })).toString('base64url');
    expect(tokens.verify(`${header}.${otherClaims}.${signature}`)).toBeNull();
  });
});
