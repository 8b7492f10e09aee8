import type { PunchInput, PunchType } from '../../../../shared/contracts/attendance';
import { type ClockProofBook, pinProofFor } from './pin-proof';

/**
 * Turns a typed PIN into what the outbox may keep: the punch with its `pin_proof`, never the PIN.
 * A PIN that does not match the proof the clock holds is refused here, online or offline, before
 * anything is written; an employee without a proof can only punch online (sent at once, kept
 * nowhere) or with a badge.
 */
export type PinPunch =
  | { ok: true; body: PunchInput }
  | { ok: false; reason: 'wrong_pin'; message: string }
  | { ok: false; reason: 'no_proof' };

export const WRONG_PIN_MESSAGE = 'PIN incorrecto. Vuelve a escribirlo.';

export async function pinPunch(
  punch: { idempotency_key: string; employee_id: number; pin: string; punched_at: string; type: PunchType | null },
  book: ClockProofBook | null,
): Promise<PinPunch> {
  const proof = book?.byEmployee[punch.employee_id];
  if (!book || !proof) return { ok: false, reason: 'no_proof' };
  const { pin, type, ...rest } = punch;
  const pinProof = await pinProofFor(pin, { ...rest, type }, proof, book.deviceSecret);
  if (pinProof === null) return { ok: false, reason: 'wrong_pin', message: WRONG_PIN_MESSAGE };
  return { ok: true, body: { ...rest, pin_proof: pinProof, ...(type && { type }) } };
}

/** "1 checada rechazada", "2 checadas rechazadas": what the clock's alert says. */
export function rejectedSummary(count: number): string {
  return count === 1 ? '1 checada rechazada' : `${count} checadas rechazadas`;
}

/** "1 por enviar" reads the same in both numbers; its spoken label does not. */
export function pendingLabel(count: number): string {
  return count === 1 ? '1 checada por enviar' : `${count} checadas por enviar`;
}
