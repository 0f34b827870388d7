import { useEffect, useState } from 'react';

/** Typeahead delay: a query goes out once typing pauses. */
export const TYPEAHEAD_DELAY_MS = 200;

/** The value once it has stopped changing for `delay` ms. */
export function useDebouncedValue<T>(value: T, delay = TYPEAHEAD_DELAY_MS): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}
