import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describePersonalDataKeysContract } from './personal-data-keys.contract';
import { SqlitePersonalDataKeys } from './sqlite-personal-data-keys';

describePersonalDataKeysContract('SQLite', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'personal-data-keys-'));
  const file = join(dir, 'personal-data-keys.sqlite');
  let current = new SqlitePersonalDataKeys(file);
  return {
    store: current,
    reopen: async () => {
      await current.close();
      current = new SqlitePersonalDataKeys(file);
      return current;
    },
    cleanup: async () => {
      await current.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
});

describe('SqlitePersonalDataKeys on disk', () => {
  it("leaves no byte of a destroyed key in the database's files", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'personal-data-keys-'));
    const file = join(dir, 'personal-data-keys.sqlite');
    const store = new SqlitePersonalDataKeys(file);
    try {
      const key = await store.keyFor('user-1');
      if (key.status !== 'active') throw new Error('expected a key');
      await store.destroy('user-1');
      await store.close();
      const bytes = Buffer.concat([readFileSync(file), ...['-wal', '-shm'].map((suffix) => readFileSafe(file + suffix))]);
      expect(bytes.includes(key.key)).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

function readFileSafe(path: string): Buffer {
  try {
    return readFileSync(path);
  } catch {
    return Buffer.alloc(0);
  }
}
