import { createHmac } from 'node:crypto';
import { normaliseEmail } from './account.rules';

// Apart from account.rules.ts, which the browser app imports for its validation: node:crypto stays on the server.

/**
 * The stream reserving an address: `email-` and an HMAC-SHA256 of the normalised address under a
 * secret key, so the log's stream names hold no address (a deleted person's included) and cannot be
 * reversed by hashing guessed addresses without the key.
 */
export function emailStreamId(email: string, key: string): string {
  return `email-${createHmac('sha256', key).update(normaliseEmail(email)).digest('hex')}`;
}

/** The name reservation streams had before they were keyed (`email-<normalised address>`): only the start-up migration reads them. */
export function isClearEmailStreamId(streamId: string): boolean {
  return streamId.startsWith('email-') && streamId.includes('@');
}
