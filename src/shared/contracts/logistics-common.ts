import { z } from 'zod';
import { idQueryFilterSchema, idSchema, isoDateTimeSchema, pageQuerySchema, searchTextQuerySchema, textSchema } from './common';
import { rfcSchema } from './companies';

/**
 * Container logistics around the containers themselves: terminals, routes, units (trucks) and
 * their drivers, orders (a piece of work on a container) and waybills (carta porte, CFDI with the
 * Carta Porte 3.1 complement, for road transport of a container).
 *
 * Every record belongs to one company (`company_id`). Creating takes `company_id` only when the
 * caller belongs to several companies (or is a super admin); it must be one of the caller's
 * companies (404 otherwise). Lists take `?company_id` to narrow to one of them.
 *
 * The contracts are split by sub-domain: `logistics-terminals`, `logistics-routes`,
 * `logistics-units`, `logistics-orders`, `logistics-waybills` and `logistics-unit-detail` (the unit
 * page, which joins units and orders). This file holds what they share.
 */

/** Field helpers the logistics contracts share. */
export const positiveId = (label: string) =>
  z
    .number({ error: `${label} debe ser un identificador numérico.` })
    .int(`${label} debe ser un identificador entero.`)
    .positive(`${label} debe ser un identificador positivo.`)
    .max(2_147_483_647, 'El identificador es demasiado grande.');

export const idList = (label: string) =>
  z
    .array(positiveId(label), { error: `${label}: envía una lista de identificadores.` })
    .max(200, 'No se pueden enviar más de 200 identificadores.')
    .transform((ids) => [...new Set(ids)]);

export const optionalRfcSchema = rfcSchema.nullish().or(z.literal('').transform(() => null));

export const dateTimeSchema = isoDateTimeSchema('La fecha y hora debe ser ISO 8601 (2026-11-23T10:30:00-06:00).');

export const codeSchema = (label: string, max: number) =>
  textSchema(label, max)
    .min(1, `${label} es obligatorio.`)
    .toUpperCase()
    .refine((value) => /^[A-Z0-9][A-Z0-9.\-/ ]*$/.test(value), { message: `${label} solo admite letras sin acentos, números, espacios, guiones, puntos y /.` });

/** `?company_id&page&per_page&q` of a logistics list (20 per page unless `per_page` says up to 100: pickers). */
export const logisticsListQuerySchema = z.object({
  page: pageQuerySchema,
  per_page: z.coerce
    .number({ error: 'per_page debe ser un número.' })
    .int('per_page debe ser un número entero.')
    .min(1, 'per_page va de 1 a 100.')
    .max(100, 'per_page va de 1 a 100.')
    .default(20),
  q: searchTextQuerySchema,
  company_id: idQueryFilterSchema('La empresa'),
});
export type LogisticsListQuery = z.input<typeof logisticsListQuerySchema>;

export const LOGISTICS_PER_PAGE = 20;

/** `GET /api/v1/search/{terminals|units|routes}?q&page&company_id`: word-prefix search (codes, names, plates, numbers). */
export const logisticsSearchQuerySchema = logisticsListQuerySchema;

/** Path params of `/drivers/{id}/units` and friends. */
export const logisticsIdParamsSchema = z.object({ id: idSchema });
