import { Collection, MongoClient } from 'mongodb';
import { CredentialStore, CredentialValue } from '../../../platform/credentials/credential-store.port';

interface CredentialDocument {
  _id: string;
  value: CredentialValue;
  expiresAt: Date | null;
}

/**
 * Production CredentialStore: a MongoDB collection apart from the read models (read models can be
 * dropped and rebuilt; credentials cannot). A TTL index removes expired tokens.
 */
export class MongoCredentialStore implements CredentialStore {
  private constructor(
    private readonly client: MongoClient,
    private readonly collection: Collection<CredentialDocument>,
  ) {}

  static async connect(url: string, dbName = 'credentials', collectionName = 'credentials'): Promise<MongoCredentialStore> {
    const client = await MongoClient.connect(url);
    const collection = client.db(dbName).collection<CredentialDocument>(collectionName);
    await collection.createIndex({ expiresAt: 1 }, { expireAfterSeconds: 0, name: 'expire_tokens' });
    return new MongoCredentialStore(client, collection);
  }

  async put(key: string, value: CredentialValue, options: { expiresAt?: Date } = {}): Promise<void> {
    await this.collection.replaceOne({ _id: key }, { value, expiresAt: options.expiresAt ?? null }, { upsert: true });
  }

  async get(key: string): Promise<CredentialValue | null> {
    return this.unlessExpired(await this.collection.findOne({ _id: key }));
  }

  // An embedded document matches when equal field by field in order: what get returned is in the stored order.
  async replace(key: string, expected: CredentialValue, next: CredentialValue): Promise<boolean> {
    const live = { $or: [{ expiresAt: null }, { expiresAt: { $gt: new Date() } }] };
    const { modifiedCount } = await this.collection.updateOne({ _id: key, value: expected, ...live }, { $set: { value: next } });
    return modifiedCount === 1;
  }

  async take(key: string): Promise<CredentialValue | null> {
    return this.unlessExpired(await this.collection.findOneAndDelete({ _id: key }));
  }

  async delete(key: string): Promise<void> {
    await this.collection.deleteOne({ _id: key });
  }

  async close(): Promise<void> {
    await this.client.close();
  }

  // The TTL monitor runs once a minute, so expiry is also checked on read.
  private unlessExpired(document: CredentialDocument | null): CredentialValue | null {
    if (!document) return null;
    if (document.expiresAt && document.expiresAt.getTime() <= Date.now()) return null;
    return document.value;
  }
}
