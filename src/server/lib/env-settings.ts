import { z } from 'zod';

/*
 * The zod pieces `config.ts` and every area's `<area>.config.ts` build their variables from, so
 * each setting reads the same way and says what is wrong with it in the same Spanish words.
 */

/** An optional variable: unset and empty both read as undefined. */
const emptyAsUndefined = (value: string | undefined) => (value ? value : undefined);

/** An optional text variable, trimmed; unset or empty is undefined. */
export const optionalText = () => z.string().trim().optional().transform(emptyAsUndefined);

/** Is `value` a URL whose scheme (`https:`) matches `protocols`? */
export const hasProtocol = (value: string, protocols: RegExp) => protocols.test(URL.parse(value)?.protocol ?? '');

/**
 * A whole number between `min` and `max`, in `unit` when it has one: «X debe ser un número de
 * segundos.», «X debe ser un número entero de segundos.», «X debe estar entre 1 y 300[ segundos].»
 * (the unit is repeated in the range only with `unitInRange`). The caller adds `.default()` or
 * `.optional()`.
 */
export function integerSetting(label: string, range: { min: number; max: number; unit?: string; unitInRange?: boolean }) {
  const { min, max, unit, unitInRange = false } = range;
  const of = unit ? ` de ${unit}` : '';
  const between = `${label} debe estar entre ${min} y ${max}${unit && unitInRange ? ` ${unit}` : ''}.`;
  return z.coerce
    .number({ error: `${label} debe ser un número${of}.` })
    .int(`${label} debe ser un número entero${of}.`)
    .min(min, between)
    .max(max, between);
}

/** `auto`, `on` (or `1`) or `off` (or `0`), read as auto, on or off: `auto` leaves it to the area's rule. */
export const autoOnOff = (label: string) =>
  z
    .enum(['auto', 'off', '0', 'on', '1'], { error: `${label} debe ser auto, on (1) u off (0).` })
    .default('auto')
    .transform((value): 'auto' | 'on' | 'off' => (value === '1' ? 'on' : value === '0' ? 'off' : value));
