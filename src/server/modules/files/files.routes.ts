import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, messageResponseSchema } from '../../../shared/contracts/common';
import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_TYPES_LABEL,
  IMAGE_MAX_BYTES,
  IMAGE_TYPES_LABEL,
  documentListSchema,
  documentSchema,
  imageListSchema,
  imageSchema,
  resourceRefSchema,
  updateImageInputSchema,
  uploadDocumentFieldsSchema,
  uploadImageFieldsSchema,
} from '../../../shared/contracts/files';
import { AppError, invalid, notFound } from '../../errors';
import { principalOf } from '../../plugins/auth';
import { type FilesService, type Upload, tooLarge } from './files.service';

const security = [{ bearer: [] }];
const tags = ['files'];

/**
 * Reads a multipart upload: the text fields, whatever their order, and the one file of the field
 * "file", stopping at `maxBytes` (a 413 naming the limit, not a truncated file).
 */
export async function readUpload(request: FastifyRequest, what: string, maxBytes: number): Promise<{ fields: Record<string, string>; upload: Upload }> {
  if (!request.isMultipart()) {
    throw new AppError('unsupported_media_type', 'Envía el archivo como multipart/form-data, en el campo "file".', 415);
  }
  const fields: Record<string, string> = {};
  let upload: Upload | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 4096 } })) {
      if (part.type === 'file') {
        const content = await part.toBuffer();
        if (part.fieldname === 'file') upload = { content, filename: part.filename };
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(what, maxBytes);
    if (code === 'FST_FILES_LIMIT') throw invalid('validation_failed', 'Envía un solo archivo por solicitud.', { file: ['Envía un solo archivo.'] });
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') throw invalid('validation_failed', 'El formulario trae demasiados campos.');
    throw error;
  }
  if (!upload) throw invalid('validation_failed', 'Adjunta el archivo en el campo "file".', { file: ['Adjunta un archivo.'] });
  return { fields, upload };
}

/** RFC 6266: an ASCII fallback and the real name in UTF-8. */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export async function sendFile(reply: FastifyReply, file: string, mime: string, headers: Record<string, string>, missing: () => Error) {
  let size: number;
  try {
    size = (await stat(file)).size;
  } catch {
    throw missing();
  }
  return reply
    .type(mime)
    .headers({
      'content-length': String(size),
      'x-content-type-options': 'nosniff',
      // A file is never a page: no scripts, no plugins, even if a browser were tricked into rendering it.
      'content-security-policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
      ...headers,
    })
    .send(createReadStream(file));
}

/** Images and documents of a company's records (`/api/v1`): members read, admins write. */
export function filesRoutes(files: FilesService) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    app.addHook('onRequest', app.authenticate);

    api.get(
      '/images',
      { schema: { tags, summary: 'Las imágenes de un recurso', security, querystring: resourceRefSchema, response: { 200: imageListSchema } } },
      (request) => files.listImages(principalOf(request), request.query),
    );

    api.post(
      '/images',
      {
        schema: {
          tags,
          summary: `Sube una imagen (multipart: resource_id, resource_type, comments y el archivo en "file"; ${IMAGE_TYPES_LABEL}, hasta ${IMAGE_MAX_BYTES / 1024 / 1024} MiB)`,
          consumes: ['multipart/form-data'],
          security,
          response: { 200: imageSchema },
        },
      },
      async (request) => {
        const { fields, upload } = await readUpload(request, 'La imagen', IMAGE_MAX_BYTES);
        return files.uploadImage(principalOf(request), uploadImageFieldsSchema.parse(fields), upload);
      },
    );

    api.put(
      '/images/:id',
      {
        schema: { tags, summary: 'Cambia los comentarios de una imagen', security, params: idParamsSchema, body: updateImageInputSchema, response: { 200: imageSchema } },
      },
      (request) => files.updateImage(principalOf(request), request.params.id, request.body.comments),
    );

    api.delete(
      '/images/:id',
      { schema: { tags, summary: 'Elimina una imagen', security, params: idParamsSchema, response: { 200: messageResponseSchema } } },
      async (request) => {
        await files.deleteImage(principalOf(request), request.params.id);
        return { message: 'Imagen eliminada.' };
      },
    );

    api.get(
      '/images/:id/file',
      { schema: { tags, summary: 'El archivo de una imagen', security, params: idParamsSchema } },
      async (request, reply) => {
        const { file, mime, name } = await files.imageFile(principalOf(request), request.params.id);
        return sendFile(reply, file, mime, { 'content-disposition': contentDisposition('inline', name), 'cache-control': 'private, no-cache' }, () =>
          notFound('No encontramos esa imagen.'),
        );
      },
    );

    api.get(
      '/documents',
      { schema: { tags, summary: 'Los documentos de un recurso', security, querystring: resourceRefSchema, response: { 200: documentListSchema } } },
      (request) => files.listDocuments(principalOf(request), request.query),
    );

    api.post(
      '/documents',
      {
        schema: {
          tags,
          summary: `Sube un documento (multipart: resource_id, resource_type y el archivo en "file"; ${DOCUMENT_TYPES_LABEL}, hasta ${DOCUMENT_MAX_BYTES / 1024 / 1024} MiB)`,
          consumes: ['multipart/form-data'],
          security,
          response: { 200: documentSchema },
        },
      },
      async (request) => {
        const { fields, upload } = await readUpload(request, 'El documento', DOCUMENT_MAX_BYTES);
        return files.uploadDocument(principalOf(request), uploadDocumentFieldsSchema.parse(fields), upload);
      },
    );

    api.delete(
      '/documents/:id',
      { schema: { tags, summary: 'Elimina un documento', security, params: idParamsSchema, response: { 200: messageResponseSchema } } },
      async (request) => {
        await files.deleteDocument(principalOf(request), request.params.id);
        return { message: 'Documento eliminado.' };
      },
    );

    api.get(
      '/documents/:id/file',
      { schema: { tags, summary: 'Descarga un documento', security, params: idParamsSchema } },
      async (request, reply) => {
        const { file, mime, name } = await files.documentFile(principalOf(request), request.params.id);
        return sendFile(reply, file, mime, { 'content-disposition': contentDisposition('attachment', name), 'cache-control': 'private, no-cache' }, () =>
          notFound('No encontramos ese documento.'),
        );
      },
    );
  };
}

/** Company logos and banners by their generated names: public, like the directory that shows them. */
export function publicImageRoutes(files: FilesService) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/media/company-images/:name',
      { schema: { tags, summary: 'Un logotipo o banner de empresa', params: z.object({ name: z.string().max(64) }) } },
      async (request, reply) => {
        const found = await files.publicImageFile(request.params.name);
        if (!found) throw notFound('No encontramos esa imagen.');
        return sendFile(reply, found.file, found.mime, { 'cache-control': 'public, max-age=31536000, immutable' }, () => notFound('No encontramos esa imagen.'));
      },
    );
  };
}
