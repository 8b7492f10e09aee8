import { z } from 'zod';

/**
 * Bulk imports of every kind (employees, container manifests): one multipart upload (field
 * `file`, CSV or XLSX, first sheet, first row = headers) becomes a batch that the server works
 * through in the background; `GET /api/v1/batch/{id}` answers how far it went. The columns of each
 * kind are in its own contract (`employee-import.ts`, `containers.ts`).
 */
export const IMPORT_KINDS = ['employees', 'containers'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** Largest file and most data rows one upload may carry, whatever its kind. */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 50_000;

export const BATCH_STATUSES = ['pending', 'processing', 'done', 'failed'] as const;
export type BatchStatus = (typeof BATCH_STATUSES)[number];

export const batchRowErrorSchema = z.object({ row: z.number().int(), message: z.string() });
export type BatchRowError = z.infer<typeof batchRowErrorSchema>;

/** How many row errors a batch lists; `errors_total` says how many there are. */
export const BATCH_ERRORS_SHOWN = 1000;

/**
 * A bulk import and how far it went. `failed` counts rows with an error (listed in `errors`, in
 * row order, at most BATCH_ERRORS_SHOWN of them). `message` explains a status of `failed` (a file
 * that could not be read at all).
 */
export const batchSchema = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  /** What was uploaded. */
  kind: z.enum(IMPORT_KINDS),
  file_name: z.string(),
  status: z.enum(BATCH_STATUSES),
  total: z.number().int(),
  processed: z.number().int(),
  created: z.number().int(),
  /** Rows that changed an existing record. */
  updated: z.number().int(),
  /** Rows that matched a record already up to date (a file uploaded again). */
  unchanged: z.number().int(),
  failed: z.number().int(),
  message: z.string().nullable(),
  errors: z.array(batchRowErrorSchema),
  errors_total: z.number().int(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type Batch = z.infer<typeof batchSchema>;

export const isBatchFinished = (batch: Pick<Batch, 'status'> | undefined) => batch?.status === 'done' || batch?.status === 'failed';

/** Rows of a file shown in its preview, below its headers. */
export const IMPORT_PREVIEW_ROWS = 5;

/**
 * `POST …/preview` (same multipart upload as the import, nothing written): how the server reads
 * the file before it is imported — its encoding, which field each header was taken for, the
 * required columns it lacks, the reason it could not be imported as it is, and its first rows.
 */
export const importPreviewSchema = z.object({
  file_kind: z.enum(['csv', 'xlsx']),
  /** A CSV's text encoding as detected; null for XLSX. */
  encoding: z.enum(['utf-8', 'windows-1252']).nullable(),
  columns: z.array(z.object({ header: z.string(), field: z.string().nullable(), label: z.string().nullable() })),
  missing: z.array(z.string()),
  /** Why the import would refuse the file as it stands (a missing column…); null when it would start. */
  problem: z.string().nullable(),
  rows: z.array(z.object({ row: z.number().int(), cells: z.array(z.string()) })),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

export const IMPORT_TEMPLATE_FORMATS = ['csv', 'xlsx'] as const;
export const importTemplateQuerySchema = z.object({
  format: z.enum(IMPORT_TEMPLATE_FORMATS, { error: 'El formato de la plantilla debe ser csv o xlsx.' }).default('xlsx'),
});
