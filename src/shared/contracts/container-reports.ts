import { z } from 'zod';
import { idQueryFilterSchema, textSchema, tooLong } from './common';
import { containerCategorySchema, containerStatusSchema, loadStatusSchema } from './containers';
import { reportFormatSchema } from './reports';

/**
 * Report kinds, with the spec's spelling in their paths: `GET /api/v1/containers/reports`
 * (stock by status), `/containers/existance-reports` (what was in the yard at a date),
 * `/containers/departure-reports` (departures over a range). Each answers
 * `{ url, expires_at, file_name }` (generatedReportSchema); the URL streams the file.
 */
export const CONTAINER_REPORT_KINDS = ['containers-stock', 'containers-existence', 'containers-departures'] as const;
export type ContainerReportKind = (typeof CONTAINER_REPORT_KINDS)[number];

const dateOnly = (label: string) =>
  z.string({ error: `${label} es obligatoria (AAAA-MM-DD).` }).max(10, tooLong(`${label} debe tener el formato AAAA-MM-DD.`)).regex(/^\d{4}-\d{2}-\d{2}$/, `${label} debe tener el formato AAAA-MM-DD.`);

/** `/containers/reports?format&company_id&status&load_status&category&shipping_line`. */
export const stockReportQuerySchema = z.object({
  format: reportFormatSchema.default('xlsx'),
  company_id: idQueryFilterSchema('La empresa'),
  status: containerStatusSchema.optional(),
  load_status: loadStatusSchema.optional(),
  category: containerCategorySchema.optional(),
  shipping_line: textSchema('La naviera', 60).optional(),
});
/** `/containers/existance-reports?format&date` — the containers in the yard at the end of `date` (Mexico City). */
export const existenceReportQuerySchema = z.object({
  format: reportFormatSchema.default('xlsx'),
  company_id: idQueryFilterSchema('La empresa'),
  date: dateOnly('La fecha'),
});
/** The longest range of a departure report (a year and a day). */
export const DEPARTURE_REPORT_MAX_DAYS = 366;
/** `/containers/departure-reports?format&from&to` — gate outs and loads between two dates (inclusive, Mexico City). */
export const departureReportQuerySchema = z
  .object({
    format: reportFormatSchema.default('xlsx'),
    company_id: idQueryFilterSchema('La empresa'),
    from: dateOnly('La fecha inicial'),
    to: dateOnly('La fecha final'),
  })
  .refine((value) => value.from <= value.to, { path: ['to'], message: 'La fecha final no puede ser anterior a la inicial.' })
  .refine((value) => Date.parse(value.to) - Date.parse(value.from) <= DEPARTURE_REPORT_MAX_DAYS * 86_400_000, {
    path: ['to'],
    message: `El rango puede ser de hasta ${DEPARTURE_REPORT_MAX_DAYS} días.`,
  });
