import { createHash, createHmac } from 'node:crypto';

/**
 * The tokens of the public verification links printed as QR codes (signed service orders,
 * employment letters).
 *
 * A token is derived, not drawn: HMAC-SHA-256 of the record's id and the instant it was sealed,
 * under a key of its own per purpose (derived from APP_KEY). It is as unguessable as a random
 * token to anyone without the key, yet a PDF prints the same link every time it is downloaded,
 * and the database keeps only the token's SHA-256 (a database dump does not hand out links).
 * Rotating APP_KEY invalidates printed links.
 */
export function createVerificationTokens(appKey: string, purpose: string) {
  const key = createHmac('sha256', appKey).update(`plataforma:${purpose}-verification`).digest();
  return (id: number, sealedAt: string) => createHmac('sha256', key).update(`${id}:${sealedAt}`).digest('base64url');
}

/** What the database stores of a token, and what a lookup by token compares. */
export const tokenHashOf = (token: string) => createHash('sha256').update(token).digest('hex');
