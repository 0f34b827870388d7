/*
 * Fixture for read-model-snapshots.int.spec.ts, run as a child process (ts-node): writes a snapshot
 * of a read model whole, then starts writing the next one and is killed (SIGKILL, as a crash or the
 * OOM killer does) once the writer thread has put part of it on disk.
 */
import { readdirSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import pino from 'pino';
import { InMemoryReadStore } from './in-memory-read-store';
import { ReadModelSnapshots } from './read-model-snapshots';

export const KILLED_TARGET = { projection: 'things', version: 1, collections: ['things_v1'] };
export const FIRST_POSITION = 1000;
export const KILLED_THINGS = 1000;

async function main(directory: string): Promise<void> {
  const store = new InMemoryReadStore();
  const things = store.collection('things_v1');
  await things.createIndex({ keys: { kinds: 1, events: -1, _id: 1 }, name: 'by_kind' });
  for (let index = 0; index < KILLED_THINGS; index++) await things.insertOne({ _id: `thing-${index}`, events: 1, kinds: ['a', `k${index % 7}`] });
  const snapshots = new ReadModelSnapshots(store, directory, pino({ level: 'silent' }));
  await snapshots.save(KILLED_TARGET, FIRST_POSITION);
  process.send?.('first written');
  // The next one is large enough to take a while: killed part way.
  for (let index = 0; index < 20 * KILLED_THINGS; index++) await things.insertOne({ _id: `later-${index}`, events: 2, kinds: ['b'], text: 'x'.repeat(2000) });
  void snapshots.save(KILLED_TARGET, FIRST_POSITION + 1);
  const temp = `${basename(snapshots.fileOf(KILLED_TARGET))}.tmp-${process.pid}-`;
  const started = Date.now();
  const poll = setInterval(() => {
    const partial = readdirSync(directory).find((name) => name.startsWith(temp));
    if ((partial && statSync(join(directory, partial)).size > 1_000_000) || Date.now() - started > 30_000) {
      clearInterval(poll);
      process.kill(process.pid, 'SIGKILL');
    }
  }, 1);
}

if (require.main === module) void main(process.argv[2]);
