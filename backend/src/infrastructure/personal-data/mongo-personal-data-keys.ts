import { randomBytes } from 'node:crypto';
import { Binary, Collection, MongoClient } from 'mongodb';
import { PersonalDataKeys, SubjectKey } from '../../../platform/personal-data/personal-data-keys.port';

interface KeyDocument {
  _id: string;
  /** Null once destroyed: the tombstone. */
  key: Binary | null;
  destroyedAt?: Date;
}

/**
 * Production PersonalDataKeys: a MongoDB collection in the credentials database, apart from the read
 * models (which are rebuilt from the log) and from the event store (whose copies must not carry the keys).
 */
export class MongoPersonalDataKeys implements PersonalDataKeys {
  private constructor(
    private readonly client: MongoClient,
    private readonly collection: Collection<KeyDocument>,
  ) {}

  static async connect(url: string, dbName = 'credentials', collectionName = 'personal_data_keys'): Promise<MongoPersonalDataKeys> {
    const client = await MongoClient.connect(url);
    return new MongoPersonalDataKeys(client, client.db(dbName).collection<KeyDocument>(collectionName));
  }

  async keyFor(subjectId: string): Promise<SubjectKey> {
    // $setOnInsert: of concurrent first uses, one inserts and every one reads that key back.
    const document = await this.collection.findOneAndUpdate(
      { _id: subjectId },
      { $setOnInsert: { key: new Binary(randomBytes(32)) } },
      { upsert: true, returnDocument: 'after' },
    );
    return toSubjectKey(document!);
  }

  async lookup(subjectIds: readonly string[]): Promise<Map<string, SubjectKey>> {
    const documents = await this.collection.find({ _id: { $in: [...new Set(subjectIds)] } }).toArray();
    return new Map(documents.map((document) => [document._id, toSubjectKey(document)]));
  }

  async lookupAll(limit: number): Promise<Map<string, SubjectKey> | null> {
    // From the collection's metadata: a store of more people than asked for is not read at all.
    if ((await this.collection.estimatedDocumentCount()) > limit) return null;
    const documents = await this.collection.find({}).limit(limit + 1).toArray();
    if (documents.length > limit) return null;
    return new Map(documents.map((document) => [document._id, toSubjectKey(document)]));
  }

  async destroy(subjectId: string): Promise<void> {
    await this.collection.updateOne({ _id: subjectId }, { $set: { key: null, destroyedAt: new Date() } }, { upsert: true });
  }

  async close(): Promise<void> {
    await this.client.close();
  }
}

function toSubjectKey(document: KeyDocument): SubjectKey {
  return document.key ? { status: 'active', key: Buffer.from(document.key.buffer) } : { status: 'destroyed' };
}
