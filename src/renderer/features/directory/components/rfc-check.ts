import { rfcProblem } from '../../../../shared/contracts/companies';

export type RfcCheck =
  | { state: 'empty' }
  /** Right so far; `missing` more characters make a company's RFC. */
  | { state: 'typing'; missing: number }
  | { state: 'invalid'; message: string }
  | { state: 'valid'; kind: 'moral' | 'fisica' };

const LETTER = /^[A-ZÑ&]$/;
const DIGIT = /^\d$/;
const HOMOCLAVE = /^[A-Z\d]$/;
const CHECK_DIGIT = /^[\dA]$/;

/** Whether `prefix` can still become an RFC of `length` characters (12 company, 13 person). */
function fitsShape(prefix: string, length: 12 | 13): boolean {
  if (prefix.length > length) return false;
  const letters = length - 9;
  return [...prefix].every((char, index) => {
    if (index < letters) return LETTER.test(char);
    if (index < letters + 6) return DIGIT.test(char);
    if (index < length - 1) return HOMOCLAVE.test(char);
    return CHECK_DIGIT.test(char);
  });
}

/**
 * The RFC field's live check, as the person types: silent while what is there can still become
 * an RFC, a Spanish reason as soon as it cannot, and the shared contract's verdict (the one the
 * server applies, date included) once it is complete.
 */
export function checkRfcLive(raw: string): RfcCheck {
  const value = raw.trim().toUpperCase();
  if (!value) return { state: 'empty' };
  if (/\s/.test(value)) return { state: 'invalid', message: 'El RFC no lleva espacios.' };
  if (value.length > 13) return { state: 'invalid', message: 'El RFC tiene como máximo 13 caracteres.' };
  const company = fitsShape(value, 12);
  const person = fitsShape(value, 13);
  if (value.length < 12) {
    if (company || person) return { state: 'typing', missing: 12 - value.length };
    return { state: 'invalid', message: rfcPrefixProblem(value) };
  }
  const problem = rfcProblem(value);
  if (problem) {
    // 12 characters that fit a person's RFC so far: one more is still to come.
    if (value.length === 12 && person && !company) return { state: 'typing', missing: 1 };
    return { state: 'invalid', message: problem };
  }
  return { state: 'valid', kind: value.length === 12 ? 'moral' : 'fisica' };
}

/** Why a short text can no longer become an RFC. */
function rfcPrefixProblem(value: string): string {
  const leadingLetters = /^[A-ZÑ&]*/.exec(value)![0].length;
  if (leadingLetters < 3) return 'El RFC empieza con 3 letras (empresa) o 4 (persona física).';
  if (leadingLetters > 4) return 'El RFC lleva a lo más 4 letras antes de la fecha.';
  return 'Después de las letras el RFC lleva la fecha de constitución o nacimiento (AAMMDD) y una homoclave de 3 caracteres.';
}
