import { z } from 'zod';
import { idSchema } from './common';

/**
 * Report downloads (spec §7 `GET /api/v1/companies/{id}/generate-url-report/{x}`): the first call
 * answers a signed, expiring URL; fetching that URL streams the file.
 */

export const REPORT_FORMATS = ['csv', 'xlsx'] as const;
export const reportFormatSchema = z.enum(REPORT_FORMATS, { error: 'El formato debe ser csv o xlsx.' });
export type ReportFormat = z.infer<typeof reportFormatSchema>;

/** A report kind's name as it appears in paths (`members`, later `attendance`, `containers`…). */
export const reportKindSchema = z.string().max(64, 'No existe ese tipo de reporte.');

export const generateReportParamsSchema = z.object({ id: idSchema, kind: reportKindSchema });

/** `format` plus whatever filters a kind declares (they are signed into the URL as given). */
export const generateReportQuerySchema = z.looseObject({ format: reportFormatSchema });
export type GenerateReportQuery = z.infer<typeof generateReportQuerySchema>;

export const generatedReportSchema = z.object({
  /** Server-relative: `/api/v1/reports/<kind>?company_id=…&format=…&expires=…&user=…&signature=…`. */
  url: z.string(),
  /** ISO 8601 UTC; after it the URL answers 403 `enlace_vencido`. */
  expires_at: z.string(),
  /** Suggested name, e.g. `usuarios-logistica-portuaria-del-pacifico-2026-11-23.csv`. */
  file_name: z.string(),
});
export type GeneratedReport = z.infer<typeof generatedReportSchema>;

export const reportDownloadParamsSchema = z.object({ kind: reportKindSchema });

/** The signed URL's query, checked by its signature rather than field by field. */
export const reportDownloadQuerySchema = z.record(z.string(), z.union([z.string(), z.array(z.string())]));
