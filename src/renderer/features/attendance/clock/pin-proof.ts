import type { ClockPinProof, ClockPinProofs } from '../../../../shared/contracts/attendance-clock-proofs';

/**
 * The clock's offline PIN check (issue 19.4). While online the clock downloads, per employee, a
 * salt, an iteration count and a verifier (never the PIN); offline it derives the device-keyed
 * proof of the typed PIN — PBKDF2-SHA256 then HMAC with this device's secret — and compares its
 * SHA-256 with the verifier, so a wrong PIN is refused on the spot. What goes to the outbox is a
 * tag of that proof bound to the one punch (its key, employee, time and type), not the PIN and
 * not a proof that could sign another punch. The server's side: server/modules/attendance/clock-pin-proofs.ts.
 */

export interface PunchToTag {
  idempotency_key: string;
  employee_id: number;
  punched_at: string;
  type?: string | null;
}

/** The proofs as the clock keeps them: by employee id, with this device's secret. */
export interface ClockProofBook {
  deviceSecret: string;
  byEmployee: Record<number, ClockPinProof>;
}

export function proofBookOf(response: ClockPinProofs): ClockProofBook {
  return { deviceSecret: response.device_secret, byEmployee: Object.fromEntries(response.proofs.map((proof) => [proof.employee_id, proof])) };
}

export function base64urlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const padded = value.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(value.length / 4) * 4, '=');
  const binary = atob(padded);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

export function bytesToBase64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

const encoder = new TextEncoder();

async function hmac(key: Uint8Array<ArrayBuffer>, data: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  const imported = await crypto.subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return new Uint8Array(await crypto.subtle.sign('HMAC', imported, data));
}

/** The device-keyed proof of a PIN: HMAC(deviceSecret, PBKDF2-SHA256(pin, salt, iterations)). */
async function proofOf(pin: string, proof: ClockPinProof, deviceSecret: string): Promise<Uint8Array<ArrayBuffer>> {
  const material = await crypto.subtle.importKey('raw', encoder.encode(pin), 'PBKDF2', false, ['deriveBits']);
  const base = new Uint8Array(await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt: base64urlToBytes(proof.salt), iterations: proof.iterations }, material, 256));
  return hmac(base64urlToBytes(deviceSecret), base);
}

function sameBytes(left: Uint8Array, right: Uint8Array): boolean {
  if (left.length !== right.length) return false;
  let difference = 0;
  for (let index = 0; index < left.length; index++) difference |= left[index]! ^ right[index]!;
  return difference === 0;
}

/** What the tag binds; the server builds the same text. */
export function punchTagMessage(punch: PunchToTag): string {
  return `${punch.idempotency_key}\n${punch.employee_id}\n${new Date(punch.punched_at).toISOString()}\n${punch.type ?? ''}`;
}

/**
 * The punch's `pin_proof` (`<salt>.<tag>`) when `pin` is the employee's PIN as the clock last
 * heard it, or null when it is not (the clock refuses the punch).
 */
export async function pinProofFor(pin: string, punch: PunchToTag, proof: ClockPinProof, deviceSecret: string): Promise<string | null> {
  const derived = await proofOf(pin, proof, deviceSecret);
  const verifier = new Uint8Array(await crypto.subtle.digest('SHA-256', derived));
  if (!sameBytes(verifier, base64urlToBytes(proof.verifier))) return null;
  const tag = await hmac(derived, encoder.encode(punchTagMessage(punch)));
  return `${proof.salt}.${bytesToBase64url(tag)}`;
}
