import { randomUUID } from 'node:crypto';
import { MongoClient } from 'mongodb';
import { MongoReadStore } from './mongo-read-store';
import { describeReadStoreContract } from './read-store.contract';

const url = process.env.MONGODB_URL;

if (url) {
  describeReadStoreContract('MongoReadStore', async () => {
    // A database of its own per run, so runs never see each other's collections.
    const dbName = `readstore_contract_${randomUUID().replace(/-/g, '')}`;
    const store = await MongoReadStore.connect(url, dbName);
    return {
      store,
      cleanup: async () => {
        await store.close();
        const client = await MongoClient.connect(url);
        try {
          await client.db(dbName).dropDatabase();
        } finally {
          await client.close();
        }
      },
    };
  });
} else {
  process.stdout.write('skipped: no MongoDB reachable\n');
  describe('ReadStore contract: MongoReadStore', () => {
    it.skip('needs MONGODB_URL', () => undefined);
  });
}
