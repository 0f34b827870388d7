import { randomUUID } from 'node:crypto';
import { MongoClient } from 'mongodb';
import { describeCredentialStoreContract } from './credential-store.contract';
import { MongoCredentialStore } from './mongo-credential-store';

const url = process.env.MONGODB_URL;

if (url) {
  describeCredentialStoreContract('MongoDB', async () => {
    const dbName = `credentials_test_${randomUUID().slice(0, 8)}`;
    let current = await MongoCredentialStore.connect(url, dbName);
    return {
      store: current,
      reopen: async () => {
        await current.close();
        current = await MongoCredentialStore.connect(url, dbName);
        return current;
      },
      cleanup: async () => {
        await current.close();
        const client = await MongoClient.connect(url);
        await client.db(dbName).dropDatabase();
        await client.close();
      },
    };
  });
} else {
  process.stdout.write('skipped: no MongoDB reachable (credential store)\n');
  describe('CredentialStore contract: MongoDB', () => {
    it.skip('skipped: no MongoDB reachable (set MONGODB_URL)', () => undefined);
  });
}
