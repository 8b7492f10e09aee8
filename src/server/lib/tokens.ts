import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** 256 random bits, URL-safe: what we hand out as access, refresh and reset tokens. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * SHA-256 in hex. Tokens are stored only as this hash (a stolen database does not yield usable
 * tokens); files and documents are fingerprinted with it.
 */
export function sha256(value: string | Uint8Array): string {
  return createHash('sha256').update(value).digest('hex');
}

export function hmac(key: string, value: string): string {
  return createHmac('sha256', key).update(value).digest('hex');
}

/** A six-digit code for e-mail confirmation; uniform over 000000–999999. */
export function randomDigits(length = 6): string {
  return String(randomInt(0, 10 ** length)).padStart(length, '0');
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(sha256(a));
  const right = Buffer.from(sha256(b));
  return timingSafeEqual(left, right);
}
