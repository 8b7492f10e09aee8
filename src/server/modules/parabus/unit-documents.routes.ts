import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema, messageResponseSchema } from '../../../shared/contracts/common';
import {
  createUnitDocumentInputSchema,
  expiringDocumentsQuerySchema,
  expiringDocumentsSchema,
  unitDocumentListSchema,
  unitDocumentSchema,
  updateUnitDocumentInputSchema,
} from '../../../shared/contracts/unit-documents';
import { principalOf } from '../../plugins/auth';
import type { UnitDocumentsService } from './unit-documents.service';

const security = [{ bearer: [] }];
const tags = ['unit-documents'];

/** A unit's documents (insurance, permits…) with their expiry, and the fleet's expiring ones. */
export function unitDocumentsRoutes(documents: UnitDocumentsService) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    app.addHook('onRequest', app.authenticate);

    api.get(
      '/units/:id/documents',
      { schema: { tags, summary: 'Documentos de la unidad con su vigencia (los que vencen primero arriba)', security, params: idParamsSchema, response: { 200: unitDocumentListSchema } } },
      async (request) => ({ data: await documents.list(principalOf(request), request.params.id) }),
    );
    api.post(
      '/units/:id/documents',
      { schema: { tags, summary: 'Registra un documento de la unidad (seguro, tarjeta de circulación, permisos…)', security, params: idParamsSchema, body: createUnitDocumentInputSchema, response: { 201: unitDocumentSchema } } },
      async (request, reply) => reply.code(201).send(await documents.create(principalOf(request), request.params.id, request.body)),
    );
    api.put(
      '/unit-documents/:id',
      { schema: { tags, summary: 'Edita un documento de unidad', security, params: idParamsSchema, body: updateUnitDocumentInputSchema, response: { 200: unitDocumentSchema } } },
      (request) => documents.update(principalOf(request), request.params.id, request.body),
    );
    api.delete(
      '/unit-documents/:id',
      { schema: { tags, summary: 'Elimina un documento de unidad (el archivo escaneado sigue entre los archivos de la unidad)', security, params: idParamsSchema, response: { 200: messageResponseSchema } } },
      async (request) => {
        await documents.remove(principalOf(request), request.params.id);
        return { message: 'El documento quedó eliminado.' };
      },
    );
    api.get(
      '/companies/:id/unit-documents/expiring',
      { schema: { tags, summary: 'Documentos de la flotilla vencidos o por vencer en los próximos días (30 si no se indica)', security, params: idParamsSchema, querystring: expiringDocumentsQuerySchema, response: { 200: expiringDocumentsSchema } } },
      (request) => documents.expiring(principalOf(request), request.params.id, request.query.days),
    );
  };
}
