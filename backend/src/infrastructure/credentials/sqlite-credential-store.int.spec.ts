import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeCredentialStoreContract } from './credential-store.contract';
import { SqliteCredentialStore } from './sqlite-credential-store';

describeCredentialStoreContract('SQLite', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'credentials-'));
  const file = join(dir, 'credentials.sqlite');
  let current = new SqliteCredentialStore(file);
  return {
    store: current,
    reopen: async () => {
      await current.close();
      current = new SqliteCredentialStore(file);
      return current;
    },
    cleanup: async () => {
      await current.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
});
