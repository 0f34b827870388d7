import { randomUUID } from 'node:crypto';
import { MongoClient } from 'mongodb';

/** A database of its own on MONGODB_URL for one suite run, so runs never see each other's data. */
export interface MongoTestDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

/**
 * Runs `suite` with a fresh test database when MONGODB_URL is set; otherwise prints one
 * `skipped: no MongoDB reachable (<what>)` line and registers one skipped test under `title`.
 */
export function withMongoTestDatabase(what: string, title: string, suite: (database: () => MongoTestDatabase) => void): void {
  const url = process.env.MONGODB_URL;
  if (!url) {
    process.stdout.write(`skipped: no MongoDB reachable (${what})\n`);
    describe(title, () => {
      it.skip('needs MONGODB_URL', () => undefined);
    });
    return;
  }
  suite(() => {
    const name = `${what.replace(/\W+/g, '_')}_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
    return {
      url,
      name,
      async drop() {
        const client = await MongoClient.connect(url);
        try {
          await client.db(name).dropDatabase();
        } finally {
          await client.close();
        }
      },
    };
  });
}
