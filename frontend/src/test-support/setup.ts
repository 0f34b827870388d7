import '@testing-library/jest-dom';

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
