/**
 * Rules of a request itself rather than of its content. An idempotency key is made by the browser
 * (a UUID) and kept across retries; it lands in event ids and sometimes in event data, so it is
 * bounded like any other stored value.
 */
export const RequestMessages = {
  idempotencyKey: 'This request could not be sent safely. Please reload the page and try again.',
} as const;

export const MAX_IDEMPOTENCY_KEY_LENGTH = 200;

/** A key with a visible character, no control characters, at most MAX_IDEMPOTENCY_KEY_LENGTH long. */
export function isIdempotencyKey(key: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are what this rule looks for
  return key.trim() !== '' && key.length <= MAX_IDEMPOTENCY_KEY_LENGTH && !/[\u0000-\u001f\u007f]/.test(key);
}
