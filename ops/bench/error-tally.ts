/**
 * A failure's kind, to count alike failures together: the socket's error code (ECONNRESET), or the
 * HTTP status with the GraphQL error's code and message (GraphqlHttpClient rejects with
 * `<status>: <body>`), or the message itself.
 */
export function errorKind(error: unknown): string {
  // Duck-typed rather than instanceof Error: errors from Node's core come from another realm under jest.
  const { code, message } = (typeof error === 'object' && error !== null ? error : { message: String(error) }) as { code?: unknown; message?: unknown };
  if (typeof code === 'string') return code;
  const text = String(message);
  const answer = /^(\d{3}): ([\s\S]*)$/.exec(text);
  if (!answer) return text.slice(0, 120);
  const [, status, body] = answer;
  // The client keeps the body's first 200 characters: the message may be cut, the code cut off.
  const graphqlMessage = /"message":"((?:[^"\\]|\\.)*)/.exec(body)?.[1];
  const graphqlCode = /"code":"([A-Z_]+)"/.exec(body)?.[1];
  return [`HTTP ${status}`, graphqlCode, graphqlMessage?.slice(0, 100)].filter(Boolean).join(' ');
}

/** Alike failures counted together, most frequent first. */
export class ErrorTally {
  private readonly counts = new Map<string, number>();
  total = 0;

  add(error: unknown): void {
    const kind = errorKind(error);
    this.counts.set(kind, (this.counts.get(kind) ?? 0) + 1);
    this.total += 1;
  }

  kinds(): Array<[string, number]> {
    return [...this.counts].sort((a, b) => b[1] - a[1]);
  }
}
