import { LeastRecentlyUsed } from './least-recently-used';

describe('LeastRecentlyUsed', () => {
  it('makes a value once and hands it out again', () => {
    const cache = new LeastRecentlyUsed<object>(2);
    const made = cache.get('a', () => ({}));
    expect(cache.get('a', () => ({}))).toBe(made);
  });

  it('forgets the least recently used entry beyond its capacity', () => {
    const cache = new LeastRecentlyUsed<string>(2);
    cache.get('a', () => 'a1');
    cache.get('b', () => 'b1');
    cache.get('a', () => 'a2'); // a is now the most recent
    cache.get('c', () => 'c1'); // b goes
    expect(cache.size).toBe(2);
    expect(cache.get('a', () => 'a3')).toBe('a1');
    expect(cache.get('b', () => 'b2')).toBe('b2');
  });

  it('deletes an entry only while it still holds the value given', () => {
    const cache = new LeastRecentlyUsed<string>(4);
    cache.get('a', () => 'old');
    cache.delete('a', 'other');
    expect(cache.get('a', () => 'new')).toBe('old');
    cache.delete('a', 'old');
    expect(cache.get('a', () => 'new')).toBe('new');
    cache.clear();
    expect(cache.size).toBe(0);
  });
});
