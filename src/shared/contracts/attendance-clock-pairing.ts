import { z } from 'zod';
import { attendanceDeviceSchema } from './attendance-clock';
import { tooLong } from './common';

/**
 * Pairing a wall clock with a short code instead of its 47-character token (issue 19.6). An
 * administrator asks for a code for one clock (`POST /devices/{id}/pairing-code`); the clock
 * redeems it once (`POST /clock/pair`, no bearer) and gets a device token, as if it had been typed.
 */

/** No 0/O, 1/I/L: read aloud or off a screen, none of them can be taken for another. */
export const PAIRING_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const PAIRING_CODE_LENGTH = 8;
export const PAIRING_CODE_TTL_MINUTES = 10;
/** Attempts to redeem a code per address (right or wrong) before it must wait. */
export const PAIRING_ATTEMPTS_PER_ADDRESS = 10;
export const PAIRING_ATTEMPTS_WINDOW_MINUTES = 15;

export const PAIRING_CODE_INVALID_MESSAGE = 'El código no es válido o ya venció. Pide uno nuevo en Turnos → Relojes.';

/** "k7qm-4xpt", " K7QM 4XPT " → "K7QM4XPT": dashes, spaces and case do not matter. */
export function normalizePairingCode(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}

const codePattern = new RegExp(`^[${PAIRING_CODE_ALPHABET}]{${PAIRING_CODE_LENGTH}}$`);

/** Whether what was typed is a short pairing code (a long `dvc_…` token is not). */
export function isPairingCode(value: string): boolean {
  return value.length <= 20 && codePattern.test(normalizePairingCode(value));
}

/** "K7QM4XPT" → "K7QM-4XPT", as it is shown. */
export function formatPairingCode(code: string): string {
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

/** `POST /devices/{id}/pairing-code`: a new code for the clock (the previous one stops working). */
export const pairingCodeSchema = z.object({ code: z.string(), expires_at: z.string() });
export type PairingCode = z.infer<typeof pairingCodeSchema>;

/** `POST /clock/pair`: the code as typed (any case, with or without the dash). */
export const pairClockInputSchema = z.strictObject({
  code: z.string({ error: 'Escribe el código del reloj.' }).max(20, tooLong(PAIRING_CODE_INVALID_MESSAGE)).transform(normalizePairingCode),
});
export type PairClockInput = z.input<typeof pairClockInputSchema>;

/** What the clock needs to run: its new device token (shown nowhere, kept by the clock). */
export const pairedClockSchema = z.object({ device: attendanceDeviceSchema, token: z.string() });
export type PairedClock = z.infer<typeof pairedClockSchema>;
