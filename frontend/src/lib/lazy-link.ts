import { ApolloLink, FetchResult, NextLink, Observable, Operation } from '@apollo/client';

/**
 * A link created on its first use, so code only some operations need (the websocket client for
 * subscriptions, multipart uploads) stays out of the JavaScript every page loads.
 */
export class LazyLink extends ApolloLink {
  private link: Promise<ApolloLink> | null = null;

  constructor(private readonly create: () => Promise<ApolloLink>) {
    super();
  }

  override request(operation: Operation, forward?: NextLink): Observable<FetchResult> {
    return new Observable<FetchResult>((observer) => {
      let inner: { unsubscribe(): void } | undefined;
      let closed = false;
      this.link ??= this.create();
      this.link
        .then((link) => {
          if (closed) return;
          inner = link.request(operation, forward)?.subscribe(observer);
        })
        .catch((error: unknown) => observer.error(error));
      return () => {
        closed = true;
        inner?.unsubscribe();
      };
    });
  }
}

/** Whether an operation's variables hold a file to upload (File, Blob or FileList, at any depth). */
export function hasFiles(value: unknown): boolean {
  if (typeof Blob !== 'undefined' && value instanceof Blob) return true;
  if (typeof FileList !== 'undefined' && value instanceof FileList) return true;
  if (Array.isArray(value)) return value.some(hasFiles);
  if (value && typeof value === 'object') return Object.values(value).some(hasFiles);
  return false;
}
