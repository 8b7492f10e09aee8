import { z } from 'zod';
import { idSchema } from './common';

/**
 * What an image or a document belongs to. Each area adds its kinds here when it lands
 * (container, unit, vacancy…) and registers, on the server, how to find the company that owns a
 * record of that kind and which actions read and write its files (`files.registerOwner`).
 *
 * - company, department, employee: the record with that id.
 * - complaint: the photo a passenger attached to a complaint or suggestion (parabus).
 * - ticket, revision_order: a ticket's attachments; the photos of a revision order's checklist.
 * - company_logo, company_banner: images of the company with that id, shown in the public
 *   directory, so their files are served publicly under `/media/company-images/…`.
 */
export const RESOURCE_TYPES = ['company', 'department', 'employee', 'company_logo', 'company_banner', 'complaint', 'unit', 'ticket', 'revision_order'] as const;
export const resourceTypeSchema = z.enum(RESOURCE_TYPES, {
  error: `El tipo de recurso debe ser uno de: ${RESOURCE_TYPES.join(', ')}.`,
});
export type ResourceType = z.infer<typeof resourceTypeSchema>;

/** Images whose files anybody may fetch (by their unguessable URL). */
export const PUBLIC_IMAGE_TYPES: readonly ResourceType[] = ['company_logo', 'company_banner'];

const MIB = 1024 * 1024;

/** Images: JPEG, PNG or WebP, 5 MiB at most; the type is read from the bytes, not the name. */
export const IMAGE_MAX_BYTES = 5 * MIB;
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const IMAGE_TYPES_LABEL = 'JPEG, PNG o WebP';

/** Documents: PDF, PNG, JPEG, Word (.docx) or Excel (.xlsx), 10 MiB at most. */
export const DOCUMENT_MAX_BYTES = 10 * MIB;
export const DOCUMENT_MIME_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
] as const;
export const DOCUMENT_TYPES_LABEL = 'PDF, PNG, JPEG, Word (.docx) o Excel (.xlsx)';

const commentsSchema = z
  .string({ error: 'Los comentarios deben ser texto.' })
  .trim()
  .max(1000, 'Los comentarios no pueden tener más de 1000 caracteres.');

/** `?resource_id&resource_type` of the lists, and the text fields of the multipart uploads. */
export const resourceRefSchema = z.object({
  resource_id: idSchema,
  resource_type: resourceTypeSchema,
});
export type ResourceRef = z.input<typeof resourceRefSchema>;

/** Text fields of `POST /api/v1/images` (multipart; the file goes in the field "file"). */
export const uploadImageFieldsSchema = resourceRefSchema.extend({
  comments: commentsSchema.optional().transform((value) => value || null),
});
export type UploadImageFields = z.input<typeof uploadImageFieldsSchema>;

/** Text fields of `POST /api/v1/documents` (multipart; the file goes in the field "file"). */
export const uploadDocumentFieldsSchema = resourceRefSchema;
export type UploadDocumentFields = z.input<typeof uploadDocumentFieldsSchema>;

/** `PUT /api/v1/images/{id}`. */
export const updateImageInputSchema = z.strictObject({
  comments: commentsSchema.nullable().transform((value) => value || null),
});
export type UpdateImageInput = z.input<typeof updateImageInputSchema>;

const storedFileFields = {
  id: z.number().int(),
  resource_id: z.number().int(),
  resource_type: resourceTypeSchema,
  company_id: z.number().int(),
  /** The uploader's file name, for display only; the stored file has a generated name. */
  original_name: z.string(),
  /** The type the bytes proved, whatever the upload claimed. */
  mime_type: z.string(),
  size: z.number().int(),
  /**
   * Where to fetch the bytes: `/api/v1/images/{id}/file` or `/api/v1/documents/{id}/file` with
   * the bearer (a browser fetches them as a blob); for company_logo and company_banner images, a
   * public `/media/company-images/<name>` usable in `<img src>` and in the company's logo/banners.
   */
  url: z.string(),
  created_at: z.string(),
};

export const imageSchema = z.object({ ...storedFileFields, comments: z.string().nullable(), updated_at: z.string() });
export type Image = z.infer<typeof imageSchema>;

export const imageListSchema = z.array(imageSchema);
export type ImageList = z.infer<typeof imageListSchema>;

export const documentSchema = z.object(storedFileFields);
export type Document = z.infer<typeof documentSchema>;

export const documentListSchema = z.array(documentSchema);
export type DocumentList = z.infer<typeof documentListSchema>;
