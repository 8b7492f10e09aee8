import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Attendance PINs have 4 to 8 digits: at most 10^8 values, which no password hash can protect
 * against someone holding the table. So the hash is keyed: HMAC-SHA256 under a key derived from
 * APP_KEY (kept out of the database) over a per-employee salt and the PIN. Without the key the
 * stored value says nothing; with it, checking is microseconds, so a 10,000-row import with PINs
 * stays fast. Format: `h1$<salt>$<mac>` (base64url).
 */
export interface PinHasher {
  hash(pin: string): string;
  verify(pin: string, stored: string | null): boolean;
}

export function createPinHasher(appKey: string): PinHasher {
  const key = createHmac('sha256', appKey).update('plataforma/attendance-pin/v1').digest();
  const mac = (salt: string, pin: string) => createHmac('sha256', key).update(`${salt}\n${pin}`).digest();
  return {
    hash(pin) {
      const salt = randomBytes(12).toString('base64url');
      return `h1$${salt}$${mac(salt, pin).toString('base64url')}`;
    },
    verify(pin, stored) {
      const [version, salt, expected] = stored?.split('$') ?? [];
      if (version !== 'h1' || !salt || !expected) return false;
      const actual = mac(salt, pin);
      const wanted = Buffer.from(expected, 'base64url');
      return wanted.length === actual.length && timingSafeEqual(actual, wanted);
    },
  };
}
