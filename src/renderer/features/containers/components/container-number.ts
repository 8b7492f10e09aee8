import { containerNumberProblem, iso6346CheckDigit, normalizeContainerNumber } from '../../../../shared/iso6346';
import { plural, pluralForm } from '../../../lib/plural';

/**
 * Live feedback on an ISO 6346 number while the user types it: nothing until it could be a
 * number, a hint while it is incomplete but still well formed, and the exact fault once it has
 * its 11 characters (for a wrong check digit, the digit the other ten call for).
 */
export type ContainerNumberFeedback =
  | { state: 'empty' }
  | { state: 'incomplete'; message: string }
  | { state: 'invalid'; message: string }
  | { state: 'valid'; number: string };

/** What a well-formed number looks like so far: 3 letters, U/J/Z, then digits. */
const PREFIX_PATTERN = /^[A-Z]{0,3}$|^[A-Z]{3}[UJZ]\d{0,7}$/;

export function containerNumberFeedback(input: string): ContainerNumberFeedback {
  const value = normalizeContainerNumber(input);
  if (!value) return { state: 'empty' };
  if (value.length > 11) return { state: 'invalid', message: 'El número tiene 11 caracteres: 4 letras y 7 dígitos.' };
  if (!PREFIX_PATTERN.test(value)) {
    if (value.length >= 4 && /^[A-Z]{3}/.test(value) && !/^[A-Z]{3}[UJZ]/.test(value)) {
      return { state: 'invalid', message: 'La cuarta letra es la categoría: U, J o Z.' };
    }
    return { state: 'invalid', message: 'Formato: 3 letras del propietario, U, J o Z, y 7 dígitos (p. ej. CSQU3054383).' };
  }
  if (value.length < 11) return { state: 'incomplete', message: `${pluralForm(11 - value.length, 'Falta', 'Faltan')} ${plural(11 - value.length, 'carácter', 'caracteres')}.` };
  if (containerNumberProblem(value) === 'check_digit') {
    const expected = iso6346CheckDigit(value.slice(0, 10));
    return { state: 'invalid', message: `El dígito verificador no corresponde: para ${value.slice(0, 10)} debe ser ${expected}.` };
  }
  return { state: 'valid', number: value };
}

/** Groups a number as printed on the box: `CSQU 305438 3`. */
export function formatContainerNumber(number: string): string {
  const value = normalizeContainerNumber(number);
  if (value.length !== 11) return value;
  return `${value.slice(0, 4)} ${value.slice(4, 10)} ${value.slice(10)}`;
}
