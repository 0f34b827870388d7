import { randomUUID } from 'node:crypto';
import {
  MongoClient,
  MongoServerError,
  type Collection as DriverCollection,
  type Db,
  type Document as DriverDocument,
  type Filter as DriverFilter,
} from 'mongodb';
import { isPlainObject, pinnedId } from './filter-equality';
import {
  DuplicateKeyError,
  type Collection,
  type Document,
  type Filter,
  type FindOptions,
  type IndexSpec,
  type ReadStore,
  type ReplaceOptions,
  type Update,
  type UpdateResult,
} from '../../../platform/readstore/read-store.port';

/** How documents cross the driver: string ids (never ObjectIds), any other fields. */
type StoredDocument = DriverDocument & { _id: string };
type StoredFilter = DriverFilter<StoredDocument>;

/** MongoDB's error code for a duplicate key in a unique index (including `_id`). */
const DUPLICATE_KEY = 11000;

/** The production ReadStore: one MongoDB database holds every read-model collection. */
export class MongoReadStore implements ReadStore {
  constructor(
    private readonly client: MongoClient,
    private readonly db: Db,
  ) {}

  /** Connects to `url`; the database is `dbName`, else the one named in the URL, else the driver's default. */
  static async connect(url: string, dbName?: string): Promise<MongoReadStore> {
    const client = await MongoClient.connect(url);
    return new MongoReadStore(client, client.db(dbName));
  }

  collection<T extends Document = Document>(name: string): Collection<T> {
    // Documents cross the driver untyped; T is only the caller's view of them.
    return new MongoCollection(this.db.collection<StoredDocument>(name)) as unknown as Collection<T>;
  }

  async dropCollection(name: string): Promise<void> {
    // The driver treats dropping a collection that does not exist as success.
    await this.db.dropCollection(name);
  }

  async listCollections(): Promise<string[]> {
    const collections = await this.db.listCollections({ type: 'collection' }, { nameOnly: true }).toArray();
    return collections.map((collection) => collection.name).filter((name) => !name.startsWith('system.'));
  }

  async close(): Promise<void> {
    await this.client.close();
  }
}

class MongoCollection implements Collection<Document> {
  constructor(private readonly driver: DriverCollection<StoredDocument>) {}

  get name(): string {
    return this.driver.collectionName;
  }

  async findOne(filter: Filter, options: Pick<FindOptions, 'sort' | 'projection' | 'readOnly'> = {}): Promise<Document | null> {
    const doc = await this.driver.findOne(filter as StoredFilter, { sort: options.sort, projection: options.projection });
    return doc as Document | null;
  }

  async find(filter: Filter, options: FindOptions = {}): Promise<Document[]> {
    const cursor = this.driver.find(filter as StoredFilter, {
      sort: options.sort,
      skip: options.skip,
      limit: options.limit,
      projection: options.projection,
    });
    return (await cursor.toArray()) as Document[];
  }

  async count(filter: Filter = {}): Promise<number> {
    // countDocuments is exact; estimatedDocumentCount can drift after an unclean shutdown or on a sharded cluster.
    return this.driver.countDocuments(filter as StoredFilter);
  }

  async insertOne(doc: Document): Promise<void> {
    // The driver would add an ObjectId to the caller's object; read models use string ids.
    const stored = doc._id === undefined || doc._id === null ? { ...doc, _id: randomUUID() } : doc;
    await this.write(() => this.driver.insertOne(stored));
  }

  async updateOne(filter: Filter, update: Update, options: { upsert?: boolean } = {}): Promise<UpdateResult> {
    const withId = options.upsert ? withStringIdOnInsert(filter, update) : update;
    const outcome = await this.write(() => this.driver.updateOne(filter as StoredFilter, withId, { upsert: options.upsert ?? false }));
    return toUpdateResult(outcome);
  }

  async updateMany(filter: Filter, update: Update): Promise<UpdateResult> {
    const outcome = await this.write(() => this.driver.updateMany(filter as StoredFilter, update));
    return toUpdateResult(outcome);
  }

  async replaceOne(filter: Filter, doc: Document, options: ReplaceOptions = {}): Promise<UpdateResult> {
    const driverFilter = filter as StoredFilter;
    const idKnown = (doc._id !== undefined && doc._id !== null) || pinnedId(filter) !== undefined;
    if (!options.upsert || idKnown) {
      const outcome = await this.write(() => this.driver.replaceOne(driverFilter, doc, { upsert: options.upsert ?? false }));
      return toUpdateResult(outcome);
    }
    // With no _id anywhere the server would insert an ObjectId, and a replacement cannot carry a fresh
    // id without clashing with a matched document's. So: replace, and insert with a string id if
    // nothing matched. Not atomic; a concurrent insert of the same document surfaces as a duplicate key.
    const outcome = await this.write(() => this.driver.replaceOne(driverFilter, doc));
    if (outcome.matchedCount > 0) return toUpdateResult(outcome);
    const upsertedId = randomUUID();
    await this.write(() => this.driver.insertOne({ ...doc, _id: upsertedId }));
    return { matchedCount: 0, modifiedCount: 0, upsertedId };
  }

  async deleteOne(filter: Filter): Promise<number> {
    const outcome = await this.driver.deleteOne(filter as StoredFilter);
    return outcome.deletedCount;
  }

  async deleteMany(filter: Filter = {}): Promise<number> {
    const outcome = await this.driver.deleteMany(filter as StoredFilter);
    return outcome.deletedCount;
  }

  async createIndex(spec: IndexSpec): Promise<void> {
    // `include` is the in-memory store's: MongoDB has no such option, and reads those fields from the documents.
    const options = { unique: spec.unique ?? false, ...(spec.sparse ? { sparse: true } : {}), ...(spec.name ? { name: spec.name } : {}) };
    await this.write(() => this.driver.createIndex(spec.keys, options));
  }

  /** Runs a driver write, turning MongoDB's duplicate key error into the port's. */
  private async write<R>(operation: () => Promise<R>): Promise<R> {
    try {
      return await operation();
    } catch (error) {
      if (error instanceof MongoServerError && error.code === DUPLICATE_KEY) {
        const key = isPlainObject(error.keyValue) ? error.keyValue : {};
        throw new DuplicateKeyError(this.name, key);
      }
      throw error;
    }
  }
}

/**
 * An upsert whose filter pins no `_id` would insert an ObjectId; `$setOnInsert` gives the new
 * document a string id instead, matching the in-memory adapter, unless the update sets one itself.
 */
function withStringIdOnInsert(filter: Filter, update: Update): Update {
  if (pinnedId(filter) !== undefined) return update;
  const setOnInsert = isPlainObject(update.$setOnInsert) ? update.$setOnInsert : {};
  const set = isPlainObject(update.$set) ? update.$set : {};
  if ('_id' in setOnInsert || '_id' in set) return update;
  return { ...update, $setOnInsert: { ...setOnInsert, _id: randomUUID() } };
}

function toUpdateResult(outcome: { matchedCount: number; modifiedCount: number; upsertedId: unknown }): UpdateResult {
  return {
    matchedCount: outcome.matchedCount,
    modifiedCount: outcome.modifiedCount,
    upsertedId: outcome.upsertedId === null || outcome.upsertedId === undefined ? null : String(outcome.upsertedId),
  };
}
