import { withMongoTestDatabase } from '../../../test/support/mongo-test-database';
import { describePersonalDataKeysContract } from './personal-data-keys.contract';
import { MongoPersonalDataKeys } from './mongo-personal-data-keys';

withMongoTestDatabase('personal data keys', 'PersonalDataKeys contract: MongoDB', (database) =>
  describePersonalDataKeysContract('MongoDB', async () => {
    const db = database();
    let current = await MongoPersonalDataKeys.connect(db.url, db.name);
    return {
      store: current,
      reopen: async () => {
        await current.close();
        current = await MongoPersonalDataKeys.connect(db.url, db.name);
        return current;
      },
      cleanup: async () => {
        await current.close();
        await db.drop();
      },
    };
  }),
);
