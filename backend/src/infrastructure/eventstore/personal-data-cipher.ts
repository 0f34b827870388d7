import { createCipheriv, createDecipheriv, createHmac } from 'node:crypto';

/** Marks a sealed field: `pd1:` then base64 of the 12-byte IV, the 16-byte GCM tag and the ciphertext. */
const SEALED_PREFIX = 'pd1:';

export function isSealed(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith(SEALED_PREFIX);
}

/**
 * AES-256-GCM of a value's JSON (`unseal` gives back `JSON.parse(json)`), bound to its event (the id is the additional data). The IV is
 * synthetic (an HMAC of the event id and the plaintext under the key): the same event sealed twice
 * gives the same bytes, so a retried append is recognised as the same events by the store, and no IV
 * is ever reused for another plaintext.
 */
export function sealJson(key: Buffer, eventId: string, json: string): string {
  const plaintext = Buffer.from(json, 'utf8');
  const iv = createHmac('sha256', key).update(`${eventId}\u0000`).update(plaintext).digest().subarray(0, 12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(eventId, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return SEALED_PREFIX + Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64');
}

/** The value sealed for this event; throws when the key or the bytes are not the ones sealed with. */
export function unseal(key: Buffer, eventId: string, sealed: string): unknown {
  const bytes = Buffer.from(sealed.slice(SEALED_PREFIX.length), 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
  decipher.setAAD(Buffer.from(eventId, 'utf8'));
  decipher.setAuthTag(bytes.subarray(12, 28));
  const plaintext = Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]);
  return JSON.parse(plaintext.toString('utf8')) as unknown;
}
