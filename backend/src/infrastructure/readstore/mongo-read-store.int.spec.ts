import { withMongoTestDatabase } from '../../../test/support/mongo-test-database';
import { MongoReadStore } from './mongo-read-store';
import { describeReadStoreContract } from './read-store.contract';

withMongoTestDatabase('read store', 'ReadStore contract: MongoReadStore', (database) =>
  describeReadStoreContract('MongoReadStore', async () => {
    const db = database();
    const store = await MongoReadStore.connect(db.url, db.name);
    return {
      store,
      cleanup: async () => {
        await store.close();
        await db.drop();
      },
    };
  }),
);
