import { z } from 'zod';
import { cvTypeSchema } from './jobs-profile';

/**
 * The candidate's CV (issue 15): an uploaded PDF or one generated from the profile, whichever
 * `cv_type` says. `GET/PUT /api/v1/profile/cv`, `PUT/DELETE /api/v1/profile/cv/file` (multipart,
 * field "file"), `GET /api/v1/profile/cv/pdf`, and the company's `GET /api/v1/applications/{id}/cv`.
 */

/** What a CV upload may weigh: a scanned résumé of a few pages fits; job boards allow 2–5 MB. */
export const CV_MAX_BYTES = 5 * 1024 * 1024;
export const CV_FILE_FIELD = 'file';

export const cvFileSchema = z.object({
  original_name: z.string(),
  size: z.number().int(),
  uploaded_at: z.string(),
});
export type CvFile = z.infer<typeof cvFileSchema>;

export const cvStatusSchema = z.object({
  /** null: not chosen yet (the generated CV is what a company gets meanwhile). */
  cv_type: cvTypeSchema.nullable(),
  /** The uploaded PDF, whether or not it is the chosen one. */
  file: cvFileSchema.nullable(),
  /** The type a download answers now: the uploaded file only when chosen and present. */
  effective_type: cvTypeSchema,
});
export type CvStatus = z.infer<typeof cvStatusSchema>;

export const setCvTypeInputSchema = z.object({ cv_type: cvTypeSchema });
export type SetCvTypeInput = z.infer<typeof setCvTypeInputSchema>;

/** `GET /profile/cv/pdf?type=`: the candidate may preview either one; without it, the chosen one. */
export const cvPdfQuerySchema = z.object({ type: cvTypeSchema.optional() });

/** The file name a download suggests, e.g. `cv-ana-lopez.pdf`. */
export function cvFileName(name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
  return `cv-${slug || 'candidato'}.pdf`;
}
