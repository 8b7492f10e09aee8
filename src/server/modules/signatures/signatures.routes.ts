import { createReadStream } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../shared/contracts/common';
import {
  SIGNED_DOCUMENT_MAX_BYTES,
  createSignedDocumentFieldsSchema,
  createUserSignatureInputSchema,
  signDocumentInputSchema,
  signedDocumentListQuerySchema,
  signedDocumentPageSchema,
  signedDocumentSchema,
  userSignatureSchema,
  verificationSchema,
  verifyByCodeInputSchema,
} from '../../../shared/contracts/signatures';
import { fieldErrorsFromIssues, invalid } from '../../errors';
import { principalOf } from '../../plugins/auth';
import { readUpload } from '../files/files.routes';
import { PdfProblem } from './signatures.pdf';
import { type SignaturesService, pdfError } from './signatures.service';

const security = [{ bearer: [] }];
const tags = ['signatures'];

function parseFields(fields: Record<string, string>) {
  let signers: unknown;
  try {
    signers = JSON.parse(fields.signers ?? '[]');
  } catch {
    throw invalid('validation_failed', 'Las personas que firman deben ir como una lista JSON en el campo "signers".', { signers: ['No es una lista JSON.'] });
  }
  const parsed = createSignedDocumentFieldsSchema.safeParse({ title: fields.title ?? '', signers });
  if (!parsed.success) throw invalid('validation_failed', 'Revisa los datos del documento.', fieldErrorsFromIssues(parsed.error.issues));
  return parsed.data;
}

/** The user's signature and documents to sign (`/api/v1`). */
export function signaturesRoutes(signatures: SignaturesService) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    app.addHook('onRequest', app.authenticate);

    api.post(
      '/digital-signature',
      { schema: { tags, summary: 'Guarda tu firma: dibujada (PNG en data URL, hasta 200 KiB) o escrita (nombre y tipo de letra)', security, body: createUserSignatureInputSchema, response: { 201: userSignatureSchema } } },
      async (request, reply) => reply.code(201).send(await signatures.createUserSignature(principalOf(request), request.body)),
    );
    api.get(
      '/digital-signature',
      { schema: { tags, summary: 'Tu firma vigente: la última que guardaste (404 si aún no tienes)', security, response: { 200: userSignatureSchema } } },
      (request) => signatures.currentUserSignature(principalOf(request)),
    );
    api.get(
      '/digital-signature/:id',
      { schema: { tags, summary: 'Una de tus firmas guardadas (solo las tuyas)', security, params: idParamsSchema, response: { 200: userSignatureSchema } } },
      (request) => signatures.getUserSignature(principalOf(request), request.params.id),
    );
    api.post(
      '/signed-document',
      {
        schema: {
          tags,
          summary: `Sube un PDF para firmar (multipart: "file" hasta ${SIGNED_DOCUMENT_MAX_BYTES / 1024 / 1024} MiB, "title" y "signers": lista JSON en orden de { email, page, x, y, width, height })`,
          consumes: ['multipart/form-data'],
          security,
          response: { 201: signedDocumentSchema },
        },
      },
      async (request, reply) => {
        const principal = principalOf(request);
        const { fields, upload } = await readUpload(request, 'El PDF', SIGNED_DOCUMENT_MAX_BYTES);
        const created = await signatures.createDocument(principal, { content: upload.content, fields: parseFields(fields), ip: request.ip });
        return reply.code(201).send(created);
      },
    );
    api.get(
      '/signed-documents',
      {
        schema: {
          tags,
          summary: 'Tus documentos: los que subiste y los que debes firmar, del más nuevo al más viejo (status: your_turn, pending o completed)',
          security,
          querystring: signedDocumentListQuerySchema,
          response: { 200: signedDocumentPageSchema },
        },
      },
      (request) => signatures.list(principalOf(request), request.query),
    );
    api.get(
      '/signed-document/:id',
      { schema: { tags, summary: 'Un documento a firmar: estado, firmantes y bitácora (solo quien lo subió y sus firmantes)', security, params: idParamsSchema, response: { 200: signedDocumentSchema } } },
      (request) => signatures.get(principalOf(request), request.params.id),
    );
    api.get(
      '/signed-document/:id/pdf',
      { schema: { tags, summary: 'Descarga la copia actual del documento (con las firmas hechas hasta ahora)', security, params: idParamsSchema, produces: ['application/pdf'], response: { 200: z.any().describe('PDF') } } },
      async (request, reply) => {
        const file = await signatures.download(principalOf(request), request.params.id);
        return reply.type('application/pdf').header('content-disposition', `attachment; filename="${file.filename}"`).header('cache-control', 'private, no-store').send(createReadStream(file.path));
      },
    );
    api.post(
      '/signed-document/:id/sign',
      {
        schema: {
          tags,
          summary: 'Firma el documento cuando es tu turno: con el certificado de Plataforma (platform) o con tu e.firma del SAT (efirma: .cer y .key en base64 y contraseña; la llave no se guarda)',
          security,
          params: idParamsSchema,
          body: signDocumentInputSchema,
          response: { 200: signedDocumentSchema },
        },
      },
      (request) => signatures.sign(principalOf(request), request.params.id, request.body, request.ip),
    );
  };
}

/** The public verification (`/api/v1/verify-signed-document`): no sign-in, limited per address. */
export function publicSignatureRoutes(signatures: SignaturesService) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    api.post(
      '/verify-signed-document',
      {
        schema: {
          tags,
          summary: 'Verifica un documento firmado (sin sesión): sube el PDF (multipart, campo "file") o envía { code }; responde valid, altered o unknown',
          consumes: ['multipart/form-data', 'application/json'],
          response: { 200: verificationSchema },
        },
      },
      async (request) => {
        await signatures.limitVerifications(request.ip);
        if (request.isMultipart()) {
          const { upload } = await readUpload(request, 'El PDF', SIGNED_DOCUMENT_MAX_BYTES);
          if (upload.content.subarray(0, 1024).indexOf('%PDF-') === -1) throw pdfError(new PdfProblem('invalid'));
          return signatures.verifier.byFile(upload.content);
        }
        const parsed = verifyByCodeInputSchema.safeParse(request.body);
        if (!parsed.success) throw invalid('validation_failed', 'Sube el PDF o escribe el código de verificación.', fieldErrorsFromIssues(parsed.error.issues));
        return signatures.verifier.byCode(parsed.data.code);
      },
    );
  };
}
