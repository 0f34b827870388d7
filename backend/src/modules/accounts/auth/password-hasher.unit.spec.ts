import { hash } from '@node-rs/argon2';
import { hashNeedsRenewal, hashPassword, Turns, verifyPassword } from './password-hasher';

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

describe('Turns', () => {
  function gate() {
    let open!: () => void;
    let fail!: (error: Error) => void;
    const done = new Promise<void>((resolve, reject) => ((open = resolve), (fail = reject)));
    return { done, open, fail };
  }
  const settle = () => new Promise((resolve) => setImmediate(resolve));

  it('runs at most its limit at once, the others in the order they came, and frees a turn when work fails', async () => {
    const turns = new Turns(2);
    const gates = [gate(), gate(), gate(), gate()];
    const started: number[] = [];
    const runs = gates.map((g, index) => turns.run(async () => (started.push(index), g.done)).catch((error: Error) => error.message));
    await settle();
    expect(started).toEqual([0, 1]);

    gates[1].fail(new Error('failed'));
    await settle();
    expect(started).toEqual([0, 1, 2]);
    gates[0].open();
    await settle();
    expect(started).toEqual([0, 1, 2, 3]);
    gates[2].open();
    gates[3].open();
    expect(await Promise.all(runs)).toEqual([undefined, 'failed', undefined, undefined]);

    const later = gate();
    const next = turns.run(async () => (started.push(4), later.done));
    const afterIt = turns.run(async () => started.push(5));
    await settle();
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);
    later.open();
    await next;
    await afterIt;
  });
});
