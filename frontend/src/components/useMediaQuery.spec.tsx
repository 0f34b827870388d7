import { act, renderHook } from '@testing-library/react';
import { useMediaQuery } from './useMediaQuery';

function installMatchMedia(initiallyMatches: boolean) {
  let matches = initiallyMatches;
  const listeners = new Set<() => void>();
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      get matches() {
        return matches;
      },
      media: query,
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    }),
  });
  return {
    set(next: boolean) {
      matches = next;
      listeners.forEach((listener) => listener());
    },
    listeners,
  };
}

afterEach(() => {
  delete (window as Partial<Window>).matchMedia;
});

describe('useMediaQuery', () => {
  it('does not match where there is no matchMedia (jsdom)', () => {
    const { result } = renderHook(() => useMediaQuery('(max-width: 755px)'));
    expect(result.current).toBe(false);
  });

  it('follows the media query as it starts and stops matching', () => {
    const media = installMatchMedia(true);
    const { result, unmount } = renderHook(() => useMediaQuery('(max-width: 755px)'));
    expect(result.current).toBe(true);
    act(() => media.set(false));
    expect(result.current).toBe(false);
    unmount();
    expect(media.listeners.size).toBe(0);
  });
});
