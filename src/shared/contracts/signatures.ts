import { z } from 'zod';
import { emailSchema, pageOf, pageQuerySchema, tooLong } from './common';

/**
 * Digital signature (issue 17; spec §7 signatures): the user's signature image, documents sent
 * for signing in order, signing with the platform's certificate or the signer's SAT e.firma,
 * and the public verification. `POST /api/v1/digital-signature`, `GET /api/v1/digital-signature/{id}`,
 * `POST /api/v1/signed-document` (multipart), `GET /api/v1/signed-document/{id}`,
 * `GET /api/v1/signed-document/{id}/pdf`, `POST /api/v1/signed-document/{id}/sign`,
 * `POST /api/v1/verify-signed-document` (public; multipart PDF or `{ code }`),
 * `GET /api/v1/signed-documents?status&page` (the caller's: uploaded by them or theirs to sign).
 */

export const SIGNATURE_IMAGE_MAX_BYTES = 200 * 1024;
export const SIGNED_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const SIGNED_DOCUMENT_FILE_FIELD = 'file';
export const MAX_SIGNERS = 10;
export const SIGNATURE_FONTS = ['cursiva', 'manuscrita', 'formal'] as const;

const pngDataUrl = z
  .string()
  .max(Math.ceil((SIGNATURE_IMAGE_MAX_BYTES * 4) / 3) + 40, tooLong(`La firma no debe pasar de ${SIGNATURE_IMAGE_MAX_BYTES / 1024} KiB.`))
  .regex(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/, { error: 'La firma dibujada debe ser una imagen PNG (data:image/png;base64,…).' });

/** Drawn on screen (a PNG data URL) or typed (a name and one of the fonts). */
export const createUserSignatureInputSchema = z.union([
  z.strictObject({ signature: pngDataUrl }),
  z.strictObject({
    typed_name: z.string().trim().min(2, { error: 'Escribe tu nombre.' }).max(120, { error: 'El nombre no debe pasar de 120 caracteres.' }),
    font: z.enum(SIGNATURE_FONTS, { error: `El tipo de letra debe ser uno de: ${SIGNATURE_FONTS.join(', ')}.` }),
  }),
]);
export type CreateUserSignatureInput = z.infer<typeof createUserSignatureInputSchema>;

export const userSignatureSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['drawn', 'typed']),
  typed_name: z.string().nullable(),
  font: z.string().nullable(),
  /** A drawn signature as a PNG data URL; null for a typed one (drawn in its font when signing). */
  signature: z.string().nullable(),
  created_at: z.string(),
});
export type UserSignature = z.infer<typeof userSignatureSchema>;

/** Where one signer's visible signature goes: page (1-based) and a box in PDF points from the bottom-left. */
export const signerPlacementSchema = z.strictObject({
  email: emailSchema,
  page: z.number().int().min(1, { error: 'La página empieza en 1.' }).max(10_000),
  x: z.number().min(0).max(10_000),
  y: z.number().min(0).max(10_000),
  width: z.number().min(20, { error: 'La firma debe medir al menos 20 puntos de ancho.' }).max(600),
  height: z.number().min(10, { error: 'La firma debe medir al menos 10 puntos de alto.' }).max(400),
});

/** The multipart text fields of `POST /signed-document` (signers is a JSON array in order). */
export const createSignedDocumentFieldsSchema = z.object({
  title: z.string().trim().min(1, { error: 'Escribe un título para el documento.' }).max(200, { error: 'El título no debe pasar de 200 caracteres.' }),
  signers: z
    .array(signerPlacementSchema)
    .min(1, { error: 'Indica al menos a una persona que firme.' })
    .max(MAX_SIGNERS, { error: `Hasta ${MAX_SIGNERS} personas pueden firmar un documento.` })
    .refine((signers) => new Set(signers.map((signer) => signer.email)).size === signers.length, { error: 'Cada correo puede firmar una sola vez.' }),
});

export const signDocumentInputSchema = z.discriminatedUnion('method', [
  z.strictObject({ method: z.literal('platform'), signature_id: z.number().int().positive().optional() }),
  z.strictObject({
    method: z.literal('efirma'),
    signature_id: z.number().int().positive().optional(),
    /** The .cer file, base64 (DER). */
    certificate: z.string().max(20_000, tooLong('El certificado (.cer) no debe pasar de 20,000 caracteres.')).pipe(z.base64({ error: 'El certificado (.cer) debe ir en base64.' })),
    /** The .key file, base64 (encrypted PKCS #8 DER). */
    private_key: z.string().max(20_000, tooLong('La llave privada (.key) no debe pasar de 20,000 caracteres.')).pipe(z.base64({ error: 'La llave privada (.key) debe ir en base64.' })),
    password: z.string().min(1, { error: 'Escribe la contraseña de tu e.firma.' }).max(256),
  }),
]);
export type SignDocumentInput = z.infer<typeof signDocumentInputSchema>;

export const signedDocumentSignerSchema = z.object({
  position: z.number().int(),
  email: z.string(),
  status: z.enum(['pending', 'signed']),
  page: z.number().int(),
  x: z.number(),
  y: z.number(),
  width: z.number(),
  height: z.number(),
  signer_name: z.string().nullable(),
  method: z.enum(['platform', 'efirma']).nullable(),
  certificate_subject: z.string().nullable(),
  signed_at: z.string().nullable(),
});

export const signedDocumentEventSchema = z.object({
  action: z.string(),
  actor: z.string(),
  ip: z.string(),
  sha256: z.string(),
  at: z.string(),
});

export const signedDocumentSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  code: z.string(),
  status: z.enum(['pending', 'completed']),
  page_count: z.number().int(),
  original_sha256: z.string(),
  current_sha256: z.string(),
  /** Whose turn it is (their e-mail), or null once completed. */
  next_signer: z.string().nullable(),
  /** True when the caller is the next signer. */
  your_turn: z.boolean(),
  signers: z.array(signedDocumentSignerSchema),
  audit: z.array(signedDocumentEventSchema),
  /** Where to download the current copy (bearer required). */
  download_url: z.string(),
  verification_url: z.string(),
  created_at: z.string(),
});
export type SignedDocument = z.infer<typeof signedDocumentSchema>;

export const verifyByCodeInputSchema = z.strictObject({
  code: z.string().max(40, tooLong('El código tiene de 6 a 16 letras y números.')).trim().toUpperCase().regex(/^[A-Z0-9]{6,16}$/, { error: 'El código tiene de 6 a 16 letras y números.' }),
});

export const VERIFICATION_RESULTS = ['valid', 'altered', 'unknown'] as const;

export const verificationSchema = z.object({
  result: z.enum(VERIFICATION_RESULTS),
  /** Spanish sentence saying the result. */
  message: z.string(),
  document: z
    .object({ code: z.string(), title: z.string(), status: z.enum(['pending', 'completed']), signers_total: z.number().int(), signers_signed: z.number().int() })
    .nullable(),
  signatures: z.array(
    z.object({
      signer_name: z.string().nullable(),
      signed_at: z.string().nullable(),
      method: z.enum(['platform', 'efirma']).nullable(),
      intact: z.boolean(),
      certificate: z.object({ subject: z.string(), issuer: z.string(), serial: z.string(), valid_from: z.string(), valid_to: z.string() }).nullable(),
    }),
  ),
});
export type Verification = z.infer<typeof verificationSchema>;

/** `?status=` of `GET /signed-documents`: my turn now, still waiting for someone, or signed by all. */
export const SIGNED_DOCUMENT_LIST_FILTERS = ['your_turn', 'pending', 'completed'] as const;
export type SignedDocumentListFilter = (typeof SIGNED_DOCUMENT_LIST_FILTERS)[number];

export const signedDocumentListQuerySchema = z.object({
  page: pageQuerySchema,
  status: z.enum(SIGNED_DOCUMENT_LIST_FILTERS, { error: `El estado debe ser uno de: ${SIGNED_DOCUMENT_LIST_FILTERS.join(', ')}.` }).optional(),
});
export type SignedDocumentListQuery = z.input<typeof signedDocumentListQuerySchema>;

/** One row of the caller's documents: enough to say whose turn it is without opening it. */
export const signedDocumentSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  code: z.string(),
  status: z.enum(['pending', 'completed']),
  signers_total: z.number().int(),
  signers_signed: z.number().int(),
  next_signer: z.string().nullable(),
  your_turn: z.boolean(),
  /** True when the caller uploaded it (they may not be one of its signers). */
  owned: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SignedDocumentSummary = z.infer<typeof signedDocumentSummarySchema>;

export const signedDocumentPageSchema = pageOf(signedDocumentSummarySchema);
export type SignedDocumentPage = z.infer<typeof signedDocumentPageSchema>;
