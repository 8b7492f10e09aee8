import { z } from 'zod';
import { tooLong } from './common';

/**
 * Offline PIN proofs of the wall clock (issue 19.4): `GET /attendance-api/v1/device/pin-proofs`,
 * authenticated by the clock's device token. Never the PIN and never a value the server accepts
 * as a proof: a verifier the clock compares against what it derives from a typed PIN (see
 * server/modules/attendance/clock-pin-proofs.ts for the construction).
 */

// Salts, verifiers and secrets are at most 64 bytes: 86 base64url characters; 128 leaves room.
const base64url = z.string().max(128, tooLong('El valor no es base64url válido.')).regex(/^[A-Za-z0-9_-]+$/);

export const clockPinProofSchema = z.object({
  employee_id: z.number().int(),
  /** base64url PBKDF2 salt; a new one each time the PIN is set. */
  salt: base64url,
  iterations: z.number().int().positive(),
  /** base64url SHA-256 of the device-keyed proof. */
  verifier: base64url,
});
export type ClockPinProof = z.infer<typeof clockPinProofSchema>;

export const clockPinProofsSchema = z.object({
  algorithm: z.literal('PBKDF2-SHA256/HMAC-SHA256'),
  /** This device's secret (base64url): the HMAC key of its proofs. */
  device_secret: base64url,
  /** One per employee whose PIN has offline material; an employee missing here can only punch online or by badge. */
  proofs: z.array(clockPinProofSchema),
});
export type ClockPinProofs = z.infer<typeof clockPinProofsSchema>;

/** `pin_proof` of a punch: `<salt>.<tag>`, both base64url (the tag is 32 bytes). */
export const PIN_PROOF_PATTERN = /^[A-Za-z0-9_-]{16,64}\.[A-Za-z0-9_-]{43}$/;

/** A punch the server refused once the clock synced, as the clock lists it. */
export const REJECTED_PUNCH_NOTICE_TITLE = 'Checada rechazada del reloj';
