import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy*/waitFor give up after 1 s by default; a busy 2-core CI machine can take longer to debounce and answer.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no fetch API, and the data router builds a Request for each navigation.
if (typeof globalThis.Request === 'undefined') {
  class NavigationRequest {
    readonly method = 'GET';
    readonly signal: AbortSignal | undefined;
    constructor(
      readonly url: string,
      init: { signal?: AbortSignal } = {},
    ) {
      this.signal = init.signal;
    }
  }
  Object.defineProperty(globalThis, 'Request', { value: NavigationRequest, configurable: true, writable: true });
}
