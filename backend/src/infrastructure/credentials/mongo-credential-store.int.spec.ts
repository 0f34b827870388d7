import { withMongoTestDatabase } from '../../../test/support/mongo-test-database';
import { describeCredentialStoreContract } from './credential-store.contract';
import { MongoCredentialStore } from './mongo-credential-store';

withMongoTestDatabase('credential store', 'CredentialStore contract: MongoDB', (database) =>
  describeCredentialStoreContract('MongoDB', async () => {
    const db = database();
    let current = await MongoCredentialStore.connect(db.url, db.name);
    return {
      store: current,
      reopen: async () => {
        await current.close();
        current = await MongoCredentialStore.connect(db.url, db.name);
        return current;
      },
      cleanup: async () => {
        await current.close();
        await db.drop();
      },
    };
  }),
);
