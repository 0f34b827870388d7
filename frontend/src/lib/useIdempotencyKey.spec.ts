import { renderHook } from '@testing-library/react';
import { useIdempotencyKey, withIdempotencyKey } from './useIdempotencyKey';

describe('useIdempotencyKey', () => {
  it('keeps one key per action across renders (a re-click after a failure) and makes a new one for the next action', () => {
    const { result, rerender } = renderHook(() => useIdempotencyKey());
    const first = result.current.current();
    expect(first).toMatch(/\S{16,}/);
    rerender();
    expect(result.current.current()).toBe(first);
    result.current.next();
    expect(result.current.current()).not.toBe(first);
  });

  it('gives each form instance its own key', () => {
    const one = renderHook(() => useIdempotencyKey());
    const two = renderHook(() => useIdempotencyKey());
    expect(one.result.current.current()).not.toBe(two.result.current.current());
  });

  it('adds the key to the variables', () => {
    expect(withIdempotencyKey({ tutorId: 't1' }, 'k1')).toEqual({ tutorId: 't1', idempotencyKey: 'k1' });
  });
});
