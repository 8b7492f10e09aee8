import { PIN_ATTEMPTS_PER_DEVICE, PIN_ATTEMPTS_WINDOW_MINUTES, type PunchInput, type PunchType } from '../../../../shared/contracts/attendance-clock';
import { type ClockProofBook, pinProofFor } from './pin-proof';

/**
 * Turns a typed PIN into what the outbox may keep: the punch with its `pin_proof`, never the PIN.
 * A PIN that does not match the proof the clock holds is refused here, online or offline, before
 * anything is written; an employee without a proof can only punch online (sent at once, kept
 * nowhere) or with a badge.
 */
export type PinPunch =
  | { ok: true; body: PunchInput }
  | { ok: false; reason: 'wrong_pin' | 'too_many'; message: string }
  | { ok: false; reason: 'no_proof' };

/**
 * Wrong PINs per employee on this clock, the same allowance the server gives online: checked
 * here, a PIN could otherwise be guessed at the keypad 10^4 times in a quarter of an hour. Kept in
 * memory: a reload starts over, which costs a guesser a reload every five tries.
 */
export function createPinAttempts(limit = PIN_ATTEMPTS_PER_DEVICE, windowMs = PIN_ATTEMPTS_WINDOW_MINUTES * 60_000, now: () => number = Date.now) {
  const failures = new Map<number, number[]>();
  const recent = (employeeId: number) => (failures.get(employeeId) ?? []).filter((at) => now() - at < windowMs);
  return {
    /** Seconds until this employee may try again, or 0. */
    waitSeconds(employeeId: number): number {
      const list = recent(employeeId);
      return list.length < limit ? 0 : Math.ceil((list[0]! + windowMs - now()) / 1000);
    },
    /** Records a wrong PIN; answers the attempts left. */
    failed(employeeId: number): number {
      const list = [...recent(employeeId), now()];
      failures.set(employeeId, list);
      return Math.max(0, limit - list.length);
    },
    succeeded(employeeId: number) {
      failures.delete(employeeId);
    },
  };
}
export type PinAttempts = ReturnType<typeof createPinAttempts>;

export function wrongPinMessage(left: number): string {
  return left > 0 ? `PIN incorrecto. Te quedan ${left} ${left === 1 ? 'intento' : 'intentos'}.` : 'PIN incorrecto. Se agotaron los intentos; espera unos minutos.';
}

export async function pinPunch(
  punch: { idempotency_key: string; employee_id: number; pin: string; punched_at: string; type: PunchType | null },
  book: ClockProofBook | null,
  attempts: PinAttempts,
): Promise<PinPunch> {
  const proof = book?.byEmployee[punch.employee_id];
  if (!book || !proof) return { ok: false, reason: 'no_proof' };
  const wait = attempts.waitSeconds(punch.employee_id);
  if (wait > 0) return { ok: false, reason: 'too_many', message: `Demasiados PIN incorrectos. Espera ${Math.ceil(wait / 60)} min o usa tu gafete.` };
  const { pin, type, ...rest } = punch;
  const pinProof = await pinProofFor(pin, { ...rest, type }, proof, book.deviceSecret);
  if (pinProof === null) return { ok: false, reason: 'wrong_pin', message: wrongPinMessage(attempts.failed(punch.employee_id)) };
  attempts.succeeded(punch.employee_id);
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
