/*
 * Keys for the server's `Idempotency-Key` (the wallet's writes, the attendance clock's punches):
 * one key per person's action, so a retried request can never act twice.
 */

/** A v4 UUID from getRandomValues: randomUUID exists only in secure contexts, and a clock on a LAN address may not be one. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The key of one action, reused while the person retries the same request and renewed when they
 * ask for something else (the server refuses a key reused for another request) or once the
 * action succeeded (the next one is a new action).
 */
export function createActionKeys() {
  let current: { request: string; key: string } | null = null;
  return {
    /** The key for this request: the same one as the last attempt when the request is the same. */
    keyFor(request: unknown): string {
      const fingerprint = JSON.stringify(request);
      if (current?.request !== fingerprint) current = { request: fingerprint, key: newIdempotencyKey() };
      return current.key;
    },
    /** The action is done: the next request, even an identical one, is a new action. */
    done() {
      current = null;
    },
  };
}
export type ActionKeys = ReturnType<typeof createActionKeys>;
