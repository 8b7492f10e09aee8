import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema, messageResponseSchema } from '../../../shared/contracts/common';
import {
  createVesselCallInputSchema,
  updateVesselCallInputSchema,
  vesselCallDetailSchema,
  vesselCallListQuerySchema,
  vesselCallPageSchema,
} from '../../../shared/contracts/vessel-calls';
import { principalOf } from '../../plugins/auth';
import type { VesselCallsService } from './vessel-calls.service';

const security = [{ bearer: [] }];
const tags = ['containers'];

/** Vessel calls under /api/v1 (`/container-calls`): a vessel's visit with its discharge and load lists. */
export function vesselCallsRoutes(calls: VesselCallsService) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    app.addHook('onRequest', app.authenticate);

    api.get(
      '/container-calls',
      { schema: { tags, summary: 'Arribos de buque (calls)', security, querystring: vesselCallListQuerySchema, response: { 200: vesselCallPageSchema } } },
      (request) => calls.list(principalOf(request), request.query),
    );
    api.post(
      '/container-calls',
      { schema: { tags, summary: 'Registra un arribo con sus listas de descarga y carga', security, body: createVesselCallInputSchema, response: { 201: vesselCallDetailSchema } } },
      async (request, reply) => reply.code(201).send(await calls.create(principalOf(request), request.body)),
    );
    api.get(
      '/container-calls/:id',
      { schema: { tags, summary: 'Un arribo con sus listas', security, params: idParamsSchema, response: { 200: vesselCallDetailSchema } } },
      (request) => calls.get(principalOf(request), request.params.id),
    );
    api.put(
      '/container-calls/:id',
      { schema: { tags, summary: 'Edita un arribo (una lista enviada reemplaza la anterior)', security, params: idParamsSchema, body: updateVesselCallInputSchema, response: { 200: vesselCallDetailSchema } } },
      (request) => calls.update(principalOf(request), request.params.id, request.body),
    );
    api.delete(
      '/container-calls/:id',
      { schema: { tags, summary: 'Elimina un arribo', security, params: idParamsSchema, response: { 200: messageResponseSchema } } },
      async (request) => {
        await calls.remove(principalOf(request), request.params.id);
        return { message: 'Arribo eliminado.' };
      },
    );
  };
}
