import { Client, createClient } from 'graphql-ws';
import WebSocket from 'ws';

export interface LiveClient {
  client: Client;
  /** Subscribes; resolves once the server has started the subscription (first value, or an error). */
  subscribe<T>(query: string, variables?: Record<string, unknown>): LiveStream<T>;
  close(): Promise<void>;
}

export interface LiveStream<T> {
  /** Values received so far, in order. */
  values: T[];
  errors: Array<{ message: string; extensions?: { code?: string } }>;
  /** Resolves with the n-th value (1-based) once it arrives. */
  nth(n: number, timeoutMs?: number): Promise<T>;
  /** Resolves with the first error. */
  firstError(timeoutMs?: number): Promise<{ message: string; extensions?: { code?: string } }>;
  stop(): void;
}

/**
 * A graphql-ws client as the browser's, with the session token in connectionParams (or none, a
 * visitor), and `headers` on the upgrade request (a browser's `cookie` and `origin`).
 */
export function liveClient(httpUrl: string, token: string | null, options: { headers?: Record<string, string> } = {}): LiveClient {
  const headers = options.headers;
  const client = createClient({
    url: `${httpUrl.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: headers
      ? class extends WebSocket {
          constructor(address: string, protocols?: string | string[]) {
            super(address, protocols, { headers });
          }
        }
      : WebSocket,
    connectionParams: token ? { authorization: `Bearer ${token}` } : {},
    retryAttempts: 0,
    lazy: true,
  });
  return {
    client,
    subscribe<T>(query: string, variables: Record<string, unknown> = {}): LiveStream<T> {
      const values: T[] = [];
      const errors: LiveStream<T>['errors'] = [];
      const listeners = new Set<() => void>();
      const notify = () => listeners.forEach((listener) => listener());
      const stop = client.subscribe<Record<string, T>>(
        { query, variables },
        {
          next: (result) => {
            if (result.errors?.length) errors.push(...(result.errors as LiveStream<T>['errors']));
            else if (result.data) values.push(Object.values(result.data)[0]);
            notify();
          },
          error: (error) => {
            if (Array.isArray(error)) errors.push(error[0]);
            else if (error && typeof error === 'object' && 'code' in error) errors.push({ message: `closed ${(error as { code: number }).code} ${(error as { reason?: string }).reason ?? ''}`.trim() });
            else errors.push({ message: String((error as Error)?.message ?? error) });
            notify();
          },
          complete: () => undefined,
        },
      );
      const waitFor = <R>(probe: () => R | undefined, timeoutMs: number, what: string) =>
        new Promise<R>((resolve, reject) => {
          const check = () => {
            const value = probe();
            if (value === undefined) return;
            clearTimeout(timer);
            listeners.delete(check);
            resolve(value);
          };
          const timer = setTimeout(() => {
            listeners.delete(check);
            reject(new Error(`timed out waiting for ${what}; values ${JSON.stringify(values)}, errors ${JSON.stringify(errors)}`));
          }, timeoutMs);
          listeners.add(check);
          check();
        });
      return {
        values,
        errors,
        nth: (n, timeoutMs = 5000) => waitFor(() => (values.length >= n ? values[n - 1] : undefined), timeoutMs, `value ${n}`),
        firstError: (timeoutMs = 5000) => waitFor(() => errors[0], timeoutMs, 'an error'),
        stop,
      };
    },
    close: () => client.dispose() as Promise<void>,
  };
}
