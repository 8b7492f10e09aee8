/**
 * ISO 6346 container numbers: a 3-letter owner code (BIC), an equipment category letter
 * (U freight container, J detachable freight-container equipment, Z trailer or chassis), a
 * 6-digit serial number and a check digit — e.g. `CSQU3054383`.
 *
 * Pure and dependency-free: the server validates with it, the renderer gives live feedback.
 */

const NUMBER_PATTERN = /^[A-Z]{3}[UJZ]\d{6}\d$/;
const BODY_PATTERN = /^[A-Z]{3}[UJZ]\d{6}$/;

/**
 * Letter values of the standard: A=10 and counting up, skipping 11, 22, 33 (multiples of 11),
 * so A=10, B=12 … K=21, L=23 … U=32, V=34 … Z=38.
 */
function letterValue(letter: string): number {
  let value = 10;
  for (let code = 'A'.charCodeAt(0); code < letter.charCodeAt(0); code += 1) {
    value += 1;
    if (value % 11 === 0) value += 1;
  }
  return value;
}

const LETTER_VALUES: Record<string, number> = Object.fromEntries(
  'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('').map((letter) => [letter, letterValue(letter)]),
);

/** Upper case, no spaces, dashes or dots: "csqu 305438-3" → "CSQU3054383". */
export function normalizeContainerNumber(value: string): string {
  return value.toUpperCase().replace(/[\s\-./]+/g, '');
}

/**
 * The check digit of the first 10 characters (owner code, category, serial): each character's
 * value times 2^position, summed, modulo 11; a remainder of 10 becomes 0 (the standard's rule —
 * owners avoid serials that give 10, but such numbers exist and are valid).
 * Returns null when the 10 characters are not owner code + U/J/Z + 6 digits.
 */
export function iso6346CheckDigit(firstTen: string): number | null {
  const body = normalizeContainerNumber(firstTen);
  if (!BODY_PATTERN.test(body)) return null;
  let sum = 0;
  for (let index = 0; index < 10; index += 1) {
    const char = body[index]!;
    const value = index < 4 ? LETTER_VALUES[char]! : Number(char);
    sum += value * 2 ** index;
  }
  return (sum % 11) % 10;
}

export type ContainerNumberProblem = 'format' | 'check_digit';

/** Why a number is not a valid ISO 6346 number, or null when it is (after normalizing). */
export function containerNumberProblem(value: string): ContainerNumberProblem | null {
  const number = normalizeContainerNumber(value);
  if (!NUMBER_PATTERN.test(number)) return 'format';
  return iso6346CheckDigit(number.slice(0, 10)) === Number(number[10]) ? null : 'check_digit';
}

export function isValidContainerNumber(value: string): boolean {
  return containerNumberProblem(value) === null;
}
