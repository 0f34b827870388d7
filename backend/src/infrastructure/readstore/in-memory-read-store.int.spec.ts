import { InMemoryReadStore } from './in-memory-read-store';
import { describeReadStoreContract } from './read-store.contract';

describeReadStoreContract('InMemoryReadStore', async () => {
  const store = new InMemoryReadStore();
  return { store, cleanup: () => store.close() };
});
