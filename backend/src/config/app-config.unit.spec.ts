import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, MIN_AUTH_SECRET_BYTES } from './app-config';

describe('loadConfig: the session secret', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'config-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  const production = (authSecret?: string) => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, ...(authSecret === undefined ? {} : { AUTH_SECRET: authSecret }) });

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
