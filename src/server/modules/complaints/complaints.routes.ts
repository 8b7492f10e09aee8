import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, pageQuerySchema } from '../../../shared/contracts/common';
import {
  complaintDetailSchema,
  complaintListQuerySchema,
  complaintPageSchema,
  complaintPhotoQuerySchema,
  createComplaintInputSchema,
  createComplaintResponseSchema,
  updateComplaintStatusInputSchema,
} from '../../../shared/contracts/parabus-complaints';
import { pageOf } from '../../../shared/contracts/common';
import { complaintSchema } from '../../../shared/contracts/parabus-complaints';
import { principalOf } from '../../plugins/auth';
import { systemScope } from '../../tenancy';
import { contentDisposition, readUpload, sendFile } from '../files/files.routes';
import type { FilesService } from '../files/files.service';
import { notFound } from '../../errors';
import type { ComplaintsService } from './complaints.service';

const security = [{ bearer: [] }];
const tags = ['complaints'];
/** A phone photo, resized by the form when larger; the server refuses anything above. */
const PHOTO_MAX_BYTES = 2 * 1024 * 1024;

/**
 * Signed in when a bearer token comes (then it must be valid), a visitor otherwise: filing a
 * complaint and attaching its photo are open to both.
 */
function optionalAuth(app: FastifyInstance) {
  return (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => {
    if (request.headers.authorization) return app.authenticate(request, reply, done);
    done();
  };
}

/** Complaints and suggestions, the panel service (`/panel-api/v1`). */
export function complaintsRoutes(complaints: ComplaintsService, files: FilesService) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();

    api.post(
      '/complaints',
      {
        onRequest: optionalAuth(app),
        schema: {
          tags,
          summary: 'Envía una queja o sugerencia (sin sesión: nombre, correo y verificación anti-bot; limitado por dirección)',
          body: createComplaintInputSchema,
          response: { 201: createComplaintResponseSchema },
        },
      },
      async (request, reply) => reply.code(201).send(await complaints.create(request.principal, request.body, request.ip)),
    );
    api.post(
      '/complaints/:id/photo',
      {
        onRequest: optionalAuth(app),
        schema: {
          tags,
          summary: 'Adjunta la foto (multipart, campo "file"; JPEG, PNG o WebP hasta 2 MiB): su autor, o sin sesión con el photo_token que dio el envío',
          consumes: ['multipart/form-data'],
          params: idParamsSchema,
          querystring: complaintPhotoQuerySchema,
          response: { 200: z.object({ message: z.string(), photo_url: z.string() }) },
        },
      },
      async (request) => {
        const target = await complaints.photoTarget(request.principal, request.params.id, request.query.photo_token);
        const { upload } = await readUpload(request, 'La foto', PHOTO_MAX_BYTES);
        const image = await files.storeImageFor({ company_id: target.companyId, resource_type: 'complaint', resource_id: target.id, uploaded_by: target.userId }, upload, PHOTO_MAX_BYTES);
        await complaints.setPhoto(target.id, image.id);
        return { message: 'Adjuntamos la foto.', photo_url: `/panel-api/v1/complaints/${target.id}/photo` };
      },
    );

    await app.register(async (signedIn) => {
      const authed = signedIn.withTypeProvider<ZodTypeProvider>();
      signedIn.addHook('onRequest', app.authenticate);
      authed.get(
        '/companies/:id/complaints',
        { schema: { tags, summary: 'Quejas y sugerencias de la empresa (20 por página; status, kind, category, route_id; conteo por estado)', security, params: idParamsSchema, querystring: complaintListQuerySchema, response: { 200: complaintPageSchema } } },
        (request) => complaints.listOfCompany(principalOf(request), request.params.id, request.query),
      );
      authed.get(
        '/users/:id/complaints',
        { schema: { tags, summary: 'Mis quejas y sugerencias (solo las propias)', security, params: idParamsSchema, querystring: z.object({ page: pageQuerySchema }), response: { 200: pageOf(complaintSchema) } } },
        (request) => complaints.listOfUser(principalOf(request), request.params.id, request.query.page),
      );
      authed.get(
        '/complaints/:id',
        { schema: { tags, summary: 'Una queja o sugerencia con su historial (la empresa o su autor)', security, params: idParamsSchema, response: { 200: complaintDetailSchema } } },
        (request) => complaints.get(principalOf(request), request.params.id),
      );
      authed.put(
        '/complaints/:id/status',
        { schema: { tags, summary: 'Cambia el estado (recibida → en revisión → respondida → cerrada); responder envía la respuesta a quien la envió', security, params: idParamsSchema, body: updateComplaintStatusInputSchema, response: { 200: complaintDetailSchema } } },
        (request) => complaints.setStatus(principalOf(request), request.params.id, request.body),
      );
      authed.get(
        '/complaints/:id/photo',
        { schema: { tags, summary: 'La foto de la queja (la empresa o su autor)', security, params: idParamsSchema, produces: ['image/jpeg', 'image/png', 'image/webp'], response: { 200: z.any().describe('imagen') } } },
        async (request, reply) => {
          const { imageId, companyId } = await complaints.photoOf(principalOf(request), request.params.id);
          // The complaints service has decided the caller may see this complaint; read its image as the system.
          const { file, mime, name } = await files.imageFileOf(systemScope(), companyId, imageId);
          return sendFile(reply, file, mime, { 'content-disposition': contentDisposition('inline', name), 'cache-control': 'private, no-cache' }, () => notFound('No encontramos esa foto.'));
        },
      );
    });
  };
}
