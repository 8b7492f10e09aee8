import { z } from 'zod';
import { tooLong } from './common';

/** Times of day, dates and instants of attendance (the rules are in ./attendance.ts). */

/** 0 = domingo … 6 = sábado (JavaScript's getDay()). */
export const WEEKDAY_LABELS = ['Domingo', 'Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado'] as const;

const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;
const ISO_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

export const timeOfDaySchema = (label: string) =>
  z
    .string({ error: `${label} es obligatoria.` })
    .max(5, tooLong(`${label} debe tener el formato HH:MM (24 horas).`))
    .regex(TIME_OF_DAY, `${label} debe tener el formato HH:MM (24 horas).`);

export const isoDateSchema = (label: string) =>
  z
    .string({ error: `${label} es obligatoria.` })
    .max(10, tooLong(`${label} debe tener el formato AAAA-MM-DD.`))
    .regex(ISO_DATE, `${label} debe tener el formato AAAA-MM-DD.`)
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), `${label} no es una fecha válida.`);

export const instantSchema = (label: string) =>
  z
    .string({ error: `${label} es obligatoria.` })
    .max(40, tooLong(`${label} no es una fecha y hora válida.`))
    .refine((value) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/.test(value) && !Number.isNaN(Date.parse(value)), `${label} debe ser una fecha y hora ISO 8601 con zona (por ejemplo 2026-11-23T08:00:00Z).`)
    .transform((value) => new Date(value).toISOString());

/** Minutes since midnight of "HH:MM". */
export function minutesOfDay(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/** A shift crosses midnight when its end is not after its start (22:00–06:00). */
export function crossesMidnight(start: string, end: string): boolean {
  return minutesOfDay(end) <= minutesOfDay(start);
}

/** Length of a shift in minutes (crossing midnight included). */
export function shiftLengthMinutes(start: string, end: string): number {
  const length = minutesOfDay(end) - minutesOfDay(start);
  return length <= 0 ? length + 24 * 60 : length;
}

/** A time of day as minutes from the shift's start (recesses after midnight of a night shift). */
export function minutesIntoShift(shiftStart: string, time: string): number {
  const offset = minutesOfDay(time) - minutesOfDay(shiftStart);
  return offset < 0 ? offset + 24 * 60 : offset;
}

export const minutesSchema = (label: string, max: number) =>
  z
    .number({ error: `${label} debe ser un número de minutos.` })
    .int(`${label} debe ser un número entero de minutos.`)
    // Said as a range: the labels are feminine ("la tolerancia"), "negativo" read wrong.
    .min(0, `${label} va de 0 a ${max} minutos.`)
    .max(max, `${label} no puede pasar de ${max} minutos.`);

export const colorSchema = z
  .string({ error: 'El color debe ser texto.' })
  .max(7, tooLong('El color debe tener el formato #RRGGBB.'))
  .regex(/^#[0-9a-fA-F]{6}$/, 'El color debe tener el formato #RRGGBB.')
  .nullish();
