import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, MIN_AUTH_SECRET_BYTES } from './app-config';

describe('loadConfig: the session secret', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'config-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  const EMAIL_STREAM_KEY = 'k'.repeat(32);
  const production = (authSecret?: string, env: Record<string, string> = { EMAIL_STREAM_KEY }) =>
    loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, ...env, ...(authSecret === undefined ? {} : { AUTH_SECRET: authSecret }) });

  it('refuses to start production without AUTH_SECRET', () => {
    expect(() => production()).toThrow('AUTH_SECRET must be set in production');
    expect(() => production('')).toThrow('AUTH_SECRET must be set in production');
  });

  it('refuses a production AUTH_SECRET shorter than 32 bytes, counting bytes rather than characters', () => {
    expect(MIN_AUTH_SECRET_BYTES).toBe(32);
    expect(() => production('x')).toThrow('AUTH_SECRET must be at least 32 bytes in production, got 1');
    expect(() => production('a'.repeat(31))).toThrow('got 31');
    // Sixteen two-byte characters are 32 bytes of key.
    expect(production('é'.repeat(16)).authSecret).toBe('é'.repeat(16));
    expect(production('a'.repeat(32)).authSecret).toBe('a'.repeat(32));
  });

  it('keeps taking a short secret outside production, and generates one of 32 random bytes when none is set', () => {
    expect(loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir, AUTH_SECRET: 'x' }).authSecret).toBe('x');
    const generated = loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir }).authSecret;
    expect(Buffer.from(generated, 'base64url')).toHaveLength(32);
    expect(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }).authSecret).toBe(generated);
  });
});

describe('loadConfig: the key naming e-mail address streams', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'config-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refuses to start production without an EMAIL_STREAM_KEY of at least 32 bytes', () => {
    const production = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, AUTH_SECRET: 'a'.repeat(32), ...env });
    expect(() => production({})).toThrow('EMAIL_STREAM_KEY must be set in production');
    expect(() => production({ EMAIL_STREAM_KEY: 'short' })).toThrow('EMAIL_STREAM_KEY must be at least 32 bytes in production, got 5');
    expect(production({ EMAIL_STREAM_KEY: 'e'.repeat(32) }).emailStreamKey).toBe('e'.repeat(32));
  });

  it('generates one outside production, keeps it in DATA_DIR, apart from the session secret', () => {
    const generated = loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir });
    expect(Buffer.from(generated.emailStreamKey, 'base64url')).toHaveLength(32);
    expect(generated.emailStreamKey).not.toBe(generated.authSecret);
    expect(readFileSync(join(dataDir, 'email-stream-key'), 'utf8')).toBe(generated.emailStreamKey);
    expect(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }).emailStreamKey).toBe(generated.emailStreamKey);
    expect(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, EMAIL_STREAM_KEY: 'given' }).emailStreamKey).toBe('given');
  });
});
