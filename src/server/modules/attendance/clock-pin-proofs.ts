import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { z } from 'zod';
import type { punchInputSchema } from '../../../shared/contracts/attendance-clock';
import type { ClockPinProof, ClockPinProofs } from '../../../shared/contracts/attendance-clock-proofs';

/**
 * Keys of the wall clock's punches, all derived from APP_KEY and never the key itself.
 *
 * 1. The punch dedupe hash (issue 12, security 8). A retried punch must mean the same punch, so
 *    the stored request is fingerprinted; the fingerprint used to be a plain sha256 over the
 *    employee, the PIN and the time, which gave the PIN back in 10^4 guesses. Now it leaves the
 *    PIN (and the PIN proof) out and is an HMAC: `k1$<base64url>`.
 *
 * 2. Offline PIN proofs (issue 19.4). The employees module keeps, sealed, each PIN's
 *    `base = PBKDF2-SHA256(pin, salt, iterations)` (employees.pin.ts). For a clock device `d`:
 *      device secret  s_d   = HMAC(K_device, d)                    handed to the clock, per device
 *      proof          P     = HMAC(s_d, base)                      what a right PIN yields on that clock
 *      verifier       V     = SHA-256(P)                            handed to the clock, per employee
 *      punch tag      T     = HMAC(P, key ␤ employee ␤ time ␤ type)  stored in the outbox and sent
 *    Offline, the clock derives P from the typed PIN (WebCrypto PBKDF2 + HMAC) and compares
 *    SHA-256(P) with V: a wrong PIN is refused on the spot. The outbox keeps only T, bound to
 *    that one punch — no PIN, no reusable proof. On sync the server recomputes T from the sealed
 *    base. The clock never gets P itself, so a stolen device token alone cannot punch for anyone:
 *    it still has to find the PIN behind V through the slow PBKDF2. A PIN set again gets a new
 *    salt; a punch tagged under the old salt is "stale" and refused with its own message.
 */

export interface ClockKeys {
  /** The dedupe fingerprint of a punch request (no PIN, keyed). */
  punchFingerprint(input: z.output<typeof punchInputSchema>): string;
  /** This device's secret: the same every time for the same device id. */
  deviceSecret(deviceId: number): Buffer;
}

/** Fingerprints written before they were keyed (migration 2026_11_24_1400 replaced them with this). */
export const LEGACY_FINGERPRINT = 'legacy';

export function createClockKeys(appKey: string): ClockKeys {
  const fingerprintKey = createHmac('sha256', appKey).update('plataforma/attendance-punch-fingerprint/v1').digest();
  const deviceKey = createHmac('sha256', appKey).update('plataforma/attendance-device-proof/v1').digest();
  return {
    punchFingerprint(input) {
      const meaning = JSON.stringify([input.employee_id ?? null, input.badge_code ?? null, input.type ?? null, input.punched_at]);
      return `k1$${createHmac('sha256', fingerprintKey).update(meaning).digest('base64url')}`;
    },
    deviceSecret: (deviceId) => createHmac('sha256', deviceKey).update(`device:${deviceId}`).digest(),
  };
}

export interface OfflineMaterial {
  salt: string;
  iterations: number;
  base: Buffer;
}

const proofOf = (deviceSecret: Buffer, base: Buffer) => createHmac('sha256', deviceSecret).update(base).digest();

/** The fields a punch tag binds: one punch, on one clock, for one employee. */
export function punchTagMessage(punch: { idempotency_key: string; employee_id: number; punched_at: string; type?: string | null }): string {
  return `${punch.idempotency_key}\n${punch.employee_id}\n${new Date(punch.punched_at).toISOString()}\n${punch.type ?? ''}`;
}

/** What the clock keeps to check an employee's PIN offline. */
export function proofFor(employeeId: number, deviceSecret: Buffer, material: OfflineMaterial): ClockPinProof {
  return {
    employee_id: employeeId,
    salt: material.salt,
    iterations: material.iterations,
    verifier: createHash('sha256').update(proofOf(deviceSecret, material.base)).digest('base64url'),
  };
}

export function proofsResponse(deviceSecret: Buffer, proofs: ClockPinProof[]): ClockPinProofs {
  return { algorithm: 'PBKDF2-SHA256/HMAC-SHA256', device_secret: deviceSecret.toString('base64url'), proofs };
}

/** `pin_proof` is `<salt>.<tag>`: the salt says which PIN the clock checked against. */
export type ProofCheck = 'valid' | 'stale' | 'wrong';

export function checkPunchProof(
  pinProof: string,
  punch: { idempotency_key: string; employee_id: number; punched_at: string; type?: string | null },
  deviceSecret: Buffer,
  material: OfflineMaterial | null,
): ProofCheck {
  const [salt, tag] = pinProof.split('.');
  if (!material || salt !== material.salt) return 'stale';
  const expected = createHmac('sha256', proofOf(deviceSecret, material.base)).update(punchTagMessage(punch)).digest();
  const given = Buffer.from(tag ?? '', 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected) ? 'valid' : 'wrong';
}
