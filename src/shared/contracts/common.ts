import { z } from 'zod';

/**
 * Length before pattern: zod 4 keeps running a string's checks after a failed `.max()` unless it
 * aborts, so a `.regex()` or `.refine()` chained after a plain `.max()` still scans a 1 MiB value
 * (a polynomial pattern then blocks the event loop for seconds). Every bound that a pattern
 * follows is declared with this; tests/shared/contracts-length-first.test.ts keeps it so.
 */
export const tooLong = (message: string) => ({ message, abort: true }) as const;

/** A positive integer id from a path segment ("12"), coerced and checked. */
export const idSchema = z.coerce
  .number({ error: 'El identificador debe ser un número.' })
  .int('El identificador debe ser un número entero.')
  .positive('El identificador debe ser positivo.')
  .max(2_147_483_647, 'El identificador es demasiado grande.');

export const idParamsSchema = z.object({ id: idSchema });

/** The plain acknowledgement most writes without a resource answer with. */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** Which front end a flow belongs to (links and e-mail branding). Spec: defaults to the main one. */
export const SERVICES = ['main', 'superempleos'] as const;
export const serviceSchema = z.enum(SERVICES, { error: 'El servicio debe ser main o superempleos.' });
export type Service = z.infer<typeof serviceSchema>;

export const emailSchema = z
  .string({ error: 'El correo electrónico es obligatorio.' })
  .trim()
  .toLowerCase()
  .max(254, 'El correo electrónico es demasiado largo.')
  .pipe(z.email({ error: 'El correo electrónico no es válido.' }));

/**
 * NIST SP 800-63B: length, not composition rules. 8 to 128 characters; the upper bound keeps the
 * hash's input bounded.
 */
export const newPasswordSchema = z
  .string({ error: 'La contraseña es obligatoria.' })
  .min(8, 'La contraseña debe tener al menos 8 caracteres.')
  .max(128, 'La contraseña no puede tener más de 128 caracteres.');

export const personNameSchema = (label: string) =>
  z
    .string({ error: `${label} es obligatorio.` })
    .trim()
    .min(1, `${label} es obligatorio.`)
    .max(100, `${label} no puede tener más de 100 caracteres.`);

export const optionalPersonNameSchema = (label: string) =>
  z
    .string({ error: `${label} debe ser texto.` })
    .trim()
    .max(100, `${label} no puede tener más de 100 caracteres.`)
    .nullish()
    // Absent stays absent (an update leaves it as it was); blank means "none".
    .transform((value) => (value === undefined ? undefined : value || null));

/** A page of a list: the items and where the page sits (1-based; last_page is at least 1). */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    current_page: z.number().int(),
    last_page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
  });

/** `?page=` of a paginated list: 1 when absent. */
export const pageQuerySchema = z.coerce
  .number({ error: 'La página debe ser un número.' })
  .int('La página debe ser un número entero.')
  .min(1, 'La página empieza en 1.')
  .max(100_000, 'La página es demasiado grande.')
  .default(1);

/** `?q=` of a list or search: words to look for, trimmed; blank lists everything. */
export const searchTextQuerySchema = z
  .string({ error: 'La búsqueda debe ser texto.' })
  .trim()
  .max(100, 'La búsqueda no puede tener más de 100 caracteres.')
  .default('');

/** An optional id filter in a query string (`?state_id=14`), coerced and checked; the label names it in messages. */
export const idQueryFilterSchema = (label: string) =>
  z.coerce
    .number({ error: `${label} debe ser un número.` })
    .int(`${label} debe ser un número entero.`)
    .positive(`${label} debe ser un identificador positivo.`)
    .max(2_147_483_647, `${label} es demasiado grande.`)
    .optional();

/** `?flag=true|false|1|0` in a query string. */
export const booleanQuerySchema = z
  .enum(['true', 'false', '1', '0'], { error: 'Debe ser true o false.' })
  .transform((value) => value === 'true' || value === '1');

/** Trimmed text of at most `max` characters, with Spanish messages naming the field. */
export const textSchema = (label: string, max: number) =>
  z
    .string({ error: `${label} debe ser texto.` })
    .trim()
    .max(max, tooLong(`${label} no puede tener más de ${max} caracteres.`));

/** An ISO 8601 date and time with its offset (2026-11-23T10:30:00-06:00); the length is checked first. */
export const isoDateTimeSchema = (message: string) =>
  z
    .string({ error: message })
    .max(40, tooLong(message))
    .pipe(z.iso.datetime({ offset: true, error: message }));

/** Absent stays absent (an update leaves it as it was); null or blank clears it. */
export const optionalTextSchema = (label: string, max: number) =>
  textSchema(label, max)
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null));
