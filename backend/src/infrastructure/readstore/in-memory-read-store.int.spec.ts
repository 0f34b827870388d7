import { InMemoryReadStore } from './in-memory-read-store';
import { describeReadStoreContract } from './read-store.contract';

describeReadStoreContract('InMemoryReadStore', async () => {
  const store = new InMemoryReadStore();
  return { store, cleanup: () => store.close() };
});

describe('InMemoryReadStore readOnly answers', () => {
  it('are the frozen stored values: a caller breaking its promise fails loudly and the store keeps its documents', async () => {
    const collection = new InMemoryReadStore().collection('people');
    await collection.insertOne({ _id: 'ada', name: 'Ada', tags: ['math'], address: { city: 'London' } });
    const [ada] = await collection.find({ _id: 'ada' }, { readOnly: true });
    expect(() => (ada.tags as string[]).push('changed')).toThrow(TypeError);
    expect(() => {
      (ada.address as { city: string }).city = 'changed';
    }).toThrow(TypeError);
    const [copy] = await collection.find({ _id: 'ada' });
    (copy.tags as string[]).push('mine');
    expect(await collection.findOne({ _id: 'ada' })).toEqual({ _id: 'ada', name: 'Ada', tags: ['math'], address: { city: 'London' } });
  });
});
