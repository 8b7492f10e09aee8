import { z } from 'zod';
import { tooLong } from './common';
import { rfcProblem } from './companies';

/**
 * The identifiers Mexican HR keeps for each employee — RFC (SAT, taxes), CURP (RENAPO, population
 * register) and NSS (IMSS, social security) — checked as far as their published rules allow, so a
 * mistyped character is caught when it is typed, not when the payroll is rejected.
 */

const CURP_ALPHABET = '0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ';
const CURP_STATES = 'AS|BC|BS|CC|CL|CM|CS|CH|DF|DG|GT|GR|HG|JC|MC|MN|MS|NT|NL|OC|PL|QT|QR|SP|SL|SR|TC|TS|TL|VZ|YN|ZS|NE';
// Letters, birth date, sex (H, M, or X since 2023), state of birth (NE: born abroad), internal
// consonants, RENAPO's homonym differentiator and the check digit.
const CURP_SHAPE = new RegExp(`^[A-Z][AEIOUX][A-Z]{2}(\\d{2})(\\d{2})(\\d{2})[HMX](?:${CURP_STATES})[B-DF-HJ-NP-TV-ZÑ]{3}[A-Z\\d]\\d$`);

const daysIn = (year: number, month: number) => [31, year % 4 === 0 ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;

/** The CURP's check digit: RENAPO's weighted sum of the first 17 characters, modulo 10. */
export function curpCheckDigit(first17: string): number {
  let sum = 0;
  for (let index = 0; index < 17; index++) sum += CURP_ALPHABET.indexOf(first17[index]!) * (18 - index);
  return (10 - (sum % 10)) % 10;
}

/** Why a text is not a CURP, or null when it is one. */
export function curpProblem(value: string): string | null {
  const curp = value.trim().toUpperCase();
  if (curp.length !== 18) return 'La CURP tiene 18 caracteres.';
  const match = CURP_SHAPE.exec(curp);
  if (!match) {
    return 'La CURP lleva 4 letras, la fecha de nacimiento (AAMMDD), el sexo (H, M o X), la entidad de nacimiento, 3 consonantes, un carácter y un dígito.';
  }
  const [month, day] = [Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysIn(Number(match[1]), month)) return 'La fecha de nacimiento de la CURP no existe.';
  if (curpCheckDigit(curp) !== Number(curp[17])) return 'El último dígito de la CURP no corresponde: revisa que esté bien escrita.';
  return null;
}

/** The NSS's check digit: Luhn over its first 10 digits, as IMSS computes it. */
export function nssCheckDigit(first10: string): number {
  let sum = 0;
  for (let index = 0; index < 10; index++) {
    const product = Number(first10[index]) * (index % 2 === 0 ? 1 : 2);
    sum += product > 9 ? product - 9 : product;
  }
  return (10 - (sum % 10)) % 10;
}

/** Why a text is not an IMSS social security number, or null when it is one. */
export function nssProblem(value: string): string | null {
  const nss = value.trim();
  if (!/^\d{11}$/.test(nss)) return 'El NSS tiene 11 dígitos.';
  if (nssCheckDigit(nss) !== Number(nss[10])) return 'El último dígito del NSS no corresponde: revisa que esté bien escrito.';
  return null;
}

/** A person's RFC (persona física, 13 characters); a company's 12-character RFC is refused. */
export function personRfcProblem(value: string): string | null {
  const rfc = value.trim().toUpperCase();
  if (rfc.length !== 13) return 'El RFC de una persona tiene 13 caracteres.';
  return rfcProblem(rfc);
}

/** An optional identifier: trimmed and upper-cased, empty means none, checked by `problem`. */
const optionalId = (max: number, tooLongMessage: string, problem: (value: string) => string | null) =>
  z
    .string({ error: `${tooLongMessage}` })
    .trim()
    .max(max, tooLong(tooLongMessage))
    .toUpperCase()
    .superRefine((value, context) => {
      const message = value ? problem(value) : null;
      if (message) context.addIssue({ code: 'custom', message });
    })
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null));

export const personRfcSchema = optionalId(13, 'El RFC de una persona tiene 13 caracteres.', personRfcProblem);
export const curpSchema = optionalId(18, 'La CURP tiene 18 caracteres.', curpProblem);
export const nssSchema = optionalId(11, 'El NSS tiene 11 dígitos.', nssProblem);
