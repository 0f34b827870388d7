import { useCallback, useSyncExternalStore } from 'react';

function mediaQueryList(query: string): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;
}

/**
 * Whether a CSS media query matches now, updated when it starts or stops matching. Where the
 * browser has no `matchMedia` (jsdom, server rendering) the query counts as not matching.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaQueryList(query);
      if (!list) return () => undefined;
      if (typeof list.addEventListener === 'function') {
        list.addEventListener('change', onChange);
        return () => list.removeEventListener('change', onChange);
      }
      // Safari before 14 only has the older listener API.
      list.addListener(onChange);
      return () => list.removeListener(onChange);
    },
    [query],
  );
  const matches = () => mediaQueryList(query)?.matches ?? false;
  return useSyncExternalStore(subscribe, matches, () => false);
}
