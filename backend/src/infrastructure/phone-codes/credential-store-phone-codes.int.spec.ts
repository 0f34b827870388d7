import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { withMongoTestDatabase } from '../../../test/support/mongo-test-database';
import { MongoCredentialStore } from '../credentials/mongo-credential-store';
import { SqliteCredentialStore } from '../credentials/sqlite-credential-store';
import { CredentialStorePhoneCodes } from './credential-store-phone-codes';
import { describePhoneCodesContract } from './phone-codes.contract';

describePhoneCodesContract('credential store: SQLite (embedded)', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'phone-codes-'));
  const store = new SqliteCredentialStore(join(dir, 'credentials.sqlite'));
  return {
    codes: new CredentialStorePhoneCodes(store, 'secret'),
    cleanup: async () => {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
});

withMongoTestDatabase('phone codes', 'PhoneCodes contract: credential store: MongoDB', (database) =>
  describePhoneCodesContract('credential store: MongoDB', async () => {
    const db = database();
    const store = await MongoCredentialStore.connect(db.url, db.name);
    return {
      codes: new CredentialStorePhoneCodes(store, 'secret'),
      cleanup: async () => {
        await store.close();
        await db.drop();
      },
    };
  }),
);

describe('phone codes in the credential store', () => {
  it('keeps only a hash of the code', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'phone-codes-'));
    const store = new SqliteCredentialStore(join(dir, 'credentials.sqlite'));
    const code = await new CredentialStorePhoneCodes(store, 'secret').issue('u1', '+14155552671', new Date());
    const stored = await store.get('phone-code:u1');
    expect(JSON.stringify(stored)).not.toContain(code);
    expect(stored).toMatchObject({ phoneNumber: '+14155552671', attempts: 0, hash: expect.stringMatching(/^[0-9a-f]{64}$/) });
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });
});
