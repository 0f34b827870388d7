import { hash } from '@node-rs/argon2';
import { hashNeedsRenewal, hashPassword, verifyPassword } from './password-hasher';

describe('password hashing', () => {
  it("hashes with OWASP's argon2id m=7 MiB t=5 p=1, and verifies hashes made with other settings", async () => {
    const current = await hashPassword('correct horse');
    expect(current).toMatch(/^\$argon2id\$v=19\$m=7168,t=5,p=1\$/);
    expect(hashNeedsRenewal(current)).toBe(false);
    expect(await verifyPassword(current, 'correct horse')).toBe(true);
    expect(await verifyPassword(current, 'wrong horse')).toBe(false);

    const earlier = await hash('correct horse', { memoryCost: 19456, timeCost: 2, parallelism: 1 });
    expect(hashNeedsRenewal(earlier)).toBe(true);
    expect(await verifyPassword(earlier, 'correct horse')).toBe(true);
    expect(hashNeedsRenewal('not a hash')).toBe(true);
    expect(await verifyPassword('not a hash', 'correct horse')).toBe(false);
  });
});

