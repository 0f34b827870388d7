import { randomUUID } from 'node:crypto';
import { CredentialStore } from '../../../platform/credentials/credential-store.port';

/** The behaviour every CredentialStore adapter must show; run by each adapter's int spec. */
export function describeCredentialStoreContract(
  name: string,
  makeStore: () => Promise<{ store: CredentialStore; reopen?: () => Promise<CredentialStore>; cleanup: () => Promise<void> }>,
): void {
  describe(`CredentialStore contract: ${name}`, () => {
    let store: CredentialStore;
    let reopen: (() => Promise<CredentialStore>) | undefined;
    let cleanup: () => Promise<void>;
    const key = () => `test:${randomUUID()}`;

    beforeEach(async () => {
      ({ store, reopen, cleanup } = await makeStore());
    });
    afterEach(async () => cleanup());

    it('returns what was put, and null for an unknown key', async () => {
      const k = key();
      await store.put(k, { hash: 'h1', version: 2, admin: false, note: null });
      expect(await store.get(k)).toEqual({ hash: 'h1', version: 2, admin: false, note: null });
      expect(await store.get(key())).toBeNull();
    });

    it('overwrites a key', async () => {
      const k = key();
      await store.put(k, { hash: 'old' });
      await store.put(k, { hash: 'new' });
      expect(await store.get(k)).toEqual({ hash: 'new' });
    });

    it('hides an expired value', async () => {
      const k = key();
      await store.put(k, { userId: 'u1' }, { expiresAt: new Date(Date.now() - 1) });
      expect(await store.get(k)).toBeNull();
      expect(await store.take(k)).toBeNull();
    });

    it('lets a value be taken exactly once, even by concurrent takers', async () => {
      const k = key();
      await store.put(k, { userId: 'u1' }, { expiresAt: new Date(Date.now() + 60_000) });
      const results = await Promise.all(Array.from({ length: 10 }, () => store.take(k)));
      expect(results.filter((value) => value !== null)).toEqual([{ userId: 'u1' }]);
      expect(await store.get(k)).toBeNull();
    });

    it('replaces a value only while it is the one expected, once among concurrent replacers', async () => {
      const k = key();
      await store.put(k, { hash: 'old', version: 1 });
      const read = (await store.get(k))!;
      const replaced = await Promise.all([store.replace(k, read, { hash: 'first', version: 2 }), store.replace(k, read, { hash: 'second', version: 2 })]);
      expect(replaced.filter(Boolean)).toHaveLength(1);
      const kept = replaced[0] ? 'first' : 'second';
      expect(await store.get(k)).toEqual({ hash: kept, version: 2 });
      await store.put(k, { hash: 'changed meanwhile' });
      expect(await store.replace(k, { hash: kept, version: 2 }, { hash: 'stale' })).toBe(false);
      expect(await store.get(k)).toEqual({ hash: 'changed meanwhile' });
      expect(await store.replace(key(), { hash: 'changed meanwhile' }, { hash: 'nowhere' })).toBe(false);
    });

    it('replaces a live value that expires, never an expired one', async () => {
      const expired = key();
      await store.put(expired, { userId: 'u1' }, { expiresAt: new Date(Date.now() - 1) });
      expect(await store.replace(expired, { userId: 'u1' }, { userId: 'u2' })).toBe(false);
      const live = key();
      await store.put(live, { userId: 'u1' }, { expiresAt: new Date(Date.now() + 60_000) });
      expect(await store.replace(live, { userId: 'u1' }, { userId: 'u2' })).toBe(true);
      expect(await store.take(live)).toEqual({ userId: 'u2' });
    });

    it('deletes a key', async () => {
      const k = key();
      await store.put(k, { hash: 'h' });
      await store.delete(k);
      expect(await store.get(k)).toBeNull();
    });

    it('keeps values across a reopen', async () => {
      if (!reopen) return;
      const k = key();
      await store.put(k, { hash: 'kept' });
      store = await reopen();
      expect(await store.get(k)).toEqual({ hash: 'kept' });
    });
  });
}
