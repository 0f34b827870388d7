import { describeEventStoreContract } from './event-store.contract';
import { EventStoreDbEventStore } from './eventstoredb-event-store';

const connectionString = process.env.EVENTSTORE_URL;

if (connectionString) {
  describeEventStoreContract('EventStoreDbEventStore', async () => {
    const store = new EventStoreDbEventStore(connectionString);
    return { store, cleanup: () => store.close(), listsStreams: false };
  });
} else {
  process.stdout.write('skipped: no EventStoreDB reachable\n');
  describe.skip('EventStore contract: EventStoreDbEventStore (set EVENTSTORE_URL to run)', () => {
    it('runs the contract against EventStoreDB', () => undefined);
  });
}
