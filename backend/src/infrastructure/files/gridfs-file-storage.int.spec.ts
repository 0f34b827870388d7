import { withMongoTestDatabase } from '../../../test/support/mongo-test-database';
import { describeFileStorageContract } from './file-storage.contract';
import { GridFsFileStorage } from './gridfs-file-storage';

withMongoTestDatabase('files', 'FileStorage contract: GridFS', (database) =>
  describeFileStorageContract('GridFS', async () => {
    const db = database();
    const storage = await GridFsFileStorage.connect(db.url, db.name);
    return {
      storage,
      cleanup: async () => {
        await storage.close();
        await db.drop();
      },
    };
  }),
);
