import { createHmac, timingSafeEqual } from 'node:crypto';
import { AppError } from '../errors';

/**
 * Signed, expiring URLs: a link that is its own permission for a few minutes (report downloads
 * that a browser opens as a plain link, or the desktop app fetches to disk). The HMAC-SHA256
 * covers the path, every query parameter (sorted, so their order does not matter), the expiry and
 * the user the link was made for; changing any of them breaks the signature.
 */

export const DEFAULT_SIGNED_URL_TTL_SECONDS = 10 * 60;

/** Query parameters the signer adds itself; a caller's parameter with one of these names is a bug. */
const RESERVED = ['expires', 'user', 'signature'] as const;

const invalidLink = () =>
  new AppError('enlace_invalido', 'El enlace de descarga no es válido o fue modificado; genera el reporte de nuevo.', 403);
const expiredLink = () => new AppError('enlace_vencido', 'El enlace de descarga venció; genera el reporte de nuevo.', 403);

export interface SignUrlOptions {
  /** The user the link is made for; a bearer sent with the link must be theirs. */
  userId: number;
  ttlSeconds?: number;
  now?: Date;
}

export interface SignedUrl {
  /** `path?params&expires=…&user=…&signature=…`, relative like the path it was given. */
  url: string;
  expiresAt: Date;
}

export interface VerifiedUrl {
  userId: number;
  /** The caller's parameters, without expires, user and signature. */
  params: Record<string, string>;
  expiresAt: Date;
}

export interface UrlSigner {
  signUrl(path: string, params: Record<string, string>, options: SignUrlOptions): SignedUrl;
  /**
   * Checks a request's path and parsed query. Throws a 403 `enlace_invalido` (missing, malformed
   * or tampered) or `enlace_vencido` (good signature, past its expiry).
   */
  verifySignedUrl(path: string, query: Record<string, unknown>, options?: { now?: Date }): VerifiedUrl;
}

const encode = (value: string) => encodeURIComponent(value);

function sortedQuery(params: Record<string, string>): string {
  return Object.keys(params)
    .sort()
    .map((key) => `${encode(key)}=${encode(params[key]!)}`)
    .join('&');
}

export function createUrlSigner(appKey: string): UrlSigner {
  // A key of its own, derived from APP_KEY, so a signature made here means nothing elsewhere.
  const key = createHmac('sha256', appKey).update('plataforma/signed-url/v1').digest();
  const mac = (path: string, query: string, expires: string, user: string) =>
    createHmac('sha256', key).update(['v1', path, query, expires, user].join('\n')).digest();

  return {
    signUrl(path, params, { userId, ttlSeconds = DEFAULT_SIGNED_URL_TTL_SECONDS, now = new Date() }) {
      if (!path.startsWith('/') || path.includes('?')) throw new Error(`signUrl: the path must be absolute and carry no query: ${path}`);
      const reserved = RESERVED.find((name) => name in params);
      if (reserved) throw new Error(`signUrl: "${reserved}" is reserved for the signature`);
      if (!Number.isSafeInteger(userId) || userId <= 0) throw new Error(`signUrl: bad user id ${userId}`);
      const expires = String(Math.floor(now.getTime() / 1000) + ttlSeconds);
      const user = String(userId);
      const query = sortedQuery(params);
      const signature = mac(path, query, expires, user).toString('base64url');
      const tail = `expires=${expires}&user=${user}&signature=${signature}`;
      return { url: `${path}?${query ? `${query}&` : ''}${tail}`, expiresAt: new Date(Number(expires) * 1000) };
    },

    verifySignedUrl(path, query, { now = new Date() } = {}) {
      const { expires, user, signature, ...rest } = query;
      // Strict shapes: no leading zeros or signs, so one link has exactly one spelling.
      if (typeof expires !== 'string' || !/^[1-9]\d{0,11}$/.test(expires)) throw invalidLink();
      if (typeof user !== 'string' || !/^[1-9]\d{0,15}$/.test(user)) throw invalidLink();
      if (typeof signature !== 'string' || !/^[A-Za-z0-9_-]{43}$/.test(signature)) throw invalidLink();
      const params: Record<string, string> = {};
      for (const [name, value] of Object.entries(rest)) {
        // A repeated parameter (an array) was never signed in that form.
        if (typeof value !== 'string') throw invalidLink();
        params[name] = value;
      }
      const expected = mac(path, sortedQuery(params), expires, user);
      const given = Buffer.from(signature, 'base64url');
      // The last of 43 base64url characters carries 4 bits; a spelling with the 2 spare bits set
      // decodes to the same bytes. Only the canonical spelling counts: one link, one signature.
      if (given.toString('base64url') !== signature) throw invalidLink();
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalidLink();
      // Only a genuine link can be "expired": a tampered expiry is invalid, not expired.
      const expiresAt = new Date(Number(expires) * 1000);
      if (now.getTime() >= expiresAt.getTime()) throw expiredLink();
      return { userId: Number(user), params, expiresAt };
    },
  };
}
