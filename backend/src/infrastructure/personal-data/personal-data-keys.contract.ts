import { randomUUID } from 'node:crypto';
import { PersonalDataKeys } from '../../../platform/personal-data/personal-data-keys.port';

/** The behaviour every PersonalDataKeys adapter must show; run by each adapter's int spec. */
export function describePersonalDataKeysContract(
  name: string,
  makeStore: () => Promise<{ store: PersonalDataKeys; reopen: () => Promise<PersonalDataKeys>; cleanup: () => Promise<void> }>,
): void {
  describe(`PersonalDataKeys contract: ${name}`, () => {
    let store: PersonalDataKeys;
    let reopen: () => Promise<PersonalDataKeys>;
    let cleanup: () => Promise<void>;
    const subject = () => `user-${randomUUID()}`;

    beforeEach(async () => {
      ({ store, reopen, cleanup } = await makeStore());
    });
    afterEach(async () => cleanup());

    it('creates a 32-byte key on first use and gives the same key every time after, across a reopen', async () => {
      const id = subject();
      const first = await store.keyFor(id);
      expect(first.status).toBe('active');
      if (first.status !== 'active') return;
      expect(first.key).toHaveLength(32);
      expect(await store.keyFor(id)).toEqual(first);
      store = await reopen();
      expect(await store.keyFor(id)).toEqual(first);
    });

    it('gives each subject a key of its own', async () => {
      const [a, b] = await Promise.all([store.keyFor(subject()), store.keyFor(subject())]);
      expect(a).not.toEqual(b);
    });

    it('agrees on one key when first uses race', async () => {
      const id = subject();
      const keys = await Promise.all(Array.from({ length: 8 }, () => store.keyFor(id)));
      for (const key of keys) expect(key).toEqual(keys[0]);
    });

    it('looks up existing keys only, without creating any', async () => {
      const known = subject();
      const unknown = subject();
      const key = await store.keyFor(known);
      const found = await store.lookup([known, unknown, known]);
      expect([...found.keys()]).toEqual([known]);
      expect(found.get(known)).toEqual(key);
      expect((await store.lookup([unknown])).size).toBe(0);
    });

    it('gives every key and tombstone at once while there are no more than asked for, and nothing past that', async () => {
      const active = subject();
      const destroyed = subject();
      const key = await store.keyFor(active);
      await store.keyFor(destroyed);
      await store.destroy(destroyed);
      const all = await store.lookupAll(1_000);
      expect(all?.get(active)).toEqual(key);
      expect(all?.get(destroyed)).toEqual({ status: 'destroyed' });
      expect(all?.has(subject())).toBe(false);
      expect(await store.lookupAll(all!.size)).toEqual(all);
      expect(await store.lookupAll(all!.size - 1)).toBeNull();
    });

    it('destroys a key for good: a tombstone, never a new key, even after a reopen', async () => {
      const id = subject();
      await store.keyFor(id);
      await store.destroy(id);
      expect(await store.keyFor(id)).toEqual({ status: 'destroyed' });
      expect((await store.lookup([id])).get(id)).toEqual({ status: 'destroyed' });
      store = await reopen();
      expect(await store.keyFor(id)).toEqual({ status: 'destroyed' });
    });

    it('destroys twice, or a subject that never had a key, without error, and no key is made for it later', async () => {
      const id = subject();
      await store.destroy(id);
      await store.destroy(id);
      expect(await store.keyFor(id)).toEqual({ status: 'destroyed' });
    });

    it("leaves other subjects' keys alone", async () => {
      const kept = subject();
      const gone = subject();
      const key = await store.keyFor(kept);
      await store.keyFor(gone);
      await store.destroy(gone);
      expect(await store.keyFor(kept)).toEqual(key);
    });
  });
}
