import { createCipheriv, createDecipheriv, createHmac, pbkdf2, randomBytes, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const pbkdf2Async = promisify(pbkdf2);

/**
 * PBKDF2-SHA256 iterations of a PIN's offline material. The wall clock repeats them (WebCrypto)
 * on every PIN typed while offline, so this is what a ≤ 300 ms punch allows on a modest kiosk;
 * the count travels with each proof, so raising it later only needs new PINs.
 */
export const PIN_OFFLINE_ITERATIONS = 100_000;

/**
 * Attendance PINs have 4 to 8 digits: at most 10^8 values, which no password hash can protect
 * against someone holding the table. So the hash is keyed: HMAC-SHA256 under a key derived from
 * APP_KEY (kept out of the database) over a per-employee salt and the PIN. Without the key the
 * stored value says nothing; with it, checking is microseconds, so a 10,000-row import with PINs
 * stays fast. Format: `h1$<salt>$<mac>` (base64url).
 *
 * Offline material (issue 19.4): a clock without a network must still refuse a wrong PIN, so
 * when a PIN is set we also derive `base = PBKDF2-SHA256(pin, offlineSalt, iterations)` — the
 * one moment the server sees the PIN — and keep it sealed (AES-256-GCM under another APP_KEY
 * derivation): the database alone yields nothing to brute-force. The attendance clock module
 * turns `base` into device-keyed proofs (modules/attendance/clock-pin-proofs.ts). Format appended
 * to the hash: `$p1$<iterations>$<offlineSalt>$<sealed>`; a hash without it (set before this
 * existed) simply has no offline proof.
 */
export interface PinHasher {
  hash(pin: string): Promise<string>;
  verify(pin: string, stored: string | null): boolean;
  /** The PIN's offline material, unsealed, or null when the stored hash has none. */
  offlineMaterial(stored: string | null): PinOfflineMaterial | null;
}

export interface PinOfflineMaterial {
  /** base64url of the PBKDF2 salt: a new one each time the PIN is set, so it also names the PIN's version. */
  salt: string;
  iterations: number;
  /** PBKDF2-SHA256(pin, salt, iterations), 32 bytes. */
  base: Buffer;
}

export function createPinHasher(appKey: string, iterations = PIN_OFFLINE_ITERATIONS): PinHasher {
  const key = createHmac('sha256', appKey).update('plataforma/attendance-pin/v1').digest();
  const sealKey = createHmac('sha256', appKey).update('plataforma/attendance-pin-offline/v1').digest();
  const mac = (salt: string, pin: string) => createHmac('sha256', key).update(`${salt}\n${pin}`).digest();

  const seal = (salt: string, base: Buffer) => {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', sealKey, iv);
    // The salt is authenticated with the material: a sealed base cannot be moved to another salt.
    cipher.setAAD(Buffer.from(salt));
    const body = Buffer.concat([cipher.update(base), cipher.final()]);
    return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
  };
  const unseal = (salt: string, sealed: string): Buffer | null => {
    const bytes = Buffer.from(sealed, 'base64url');
    if (bytes.length !== 12 + 32 + 16) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', sealKey, bytes.subarray(0, 12));
      decipher.setAAD(Buffer.from(salt));
      decipher.setAuthTag(bytes.subarray(44));
      return Buffer.concat([decipher.update(bytes.subarray(12, 44)), decipher.final()]);
    } catch {
      return null;
    }
  };

  return {
    async hash(pin) {
      const salt = randomBytes(12).toString('base64url');
      const offlineSalt = randomBytes(16).toString('base64url');
      // Asynchronous (libuv's pool): an import setting thousands of PINs never stalls the event loop.
      const base = await pbkdf2Async(pin, Buffer.from(offlineSalt, 'base64url'), iterations, 32, 'sha256');
      return `h1$${salt}$${mac(salt, pin).toString('base64url')}$p1$${iterations}$${offlineSalt}$${seal(offlineSalt, base)}`;
    },
    verify(pin, stored) {
      const [version, salt, expected] = stored?.split('$') ?? [];
      if (version !== 'h1' || !salt || !expected) return false;
      const actual = mac(salt, pin);
      const wanted = Buffer.from(expected, 'base64url');
      return wanted.length === actual.length && timingSafeEqual(actual, wanted);
    },
    offlineMaterial(stored) {
      const [, , , version, rounds, salt, sealed] = stored?.split('$') ?? [];
      if (version !== 'p1' || !rounds || !salt || !sealed) return null;
      const base = unseal(salt, sealed);
      return base ? { salt, iterations: Number(rounds), base } : null;
    },
  };
}
