import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema, messageResponseSchema } from '../../../shared/contracts/common';
import {
  createYardBlockInputSchema,
  positionSuggestionQuerySchema,
  positionSuggestionsSchema,
  updateYardBlockInputSchema,
  yardBayQuerySchema,
  yardBaySchema,
  yardBlockListSchema,
  yardBlockSchema,
  yardOccupancySchema,
  yardQuerySchema,
} from '../../../shared/contracts/yard';
import { principalOf } from '../../plugins/auth';
import type { YardService } from './yard.service';

const security = [{ bearer: [] }];
const tags = ['containers'];

/** The yard under /api/v1: its layout (`/yard/blocks`), the occupancy map and free-slot suggestions. */
export function yardRoutes(yard: YardService) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    app.addHook('onRequest', app.authenticate);

    api.get(
      '/yard/blocks',
      { schema: { tags, summary: 'Bloques del patio (tamaño y qué reciben)', security, querystring: yardQuerySchema, response: { 200: yardBlockListSchema } } },
      (request) => yard.list(principalOf(request), request.query),
    );
    api.post(
      '/yard/blocks',
      { schema: { tags, summary: 'Agrega un bloque al patio', security, body: createYardBlockInputSchema, response: { 201: yardBlockSchema } } },
      async (request, reply) => reply.code(201).send(await yard.create(principalOf(request), request.body)),
    );
    api.put(
      '/yard/blocks/:id',
      { schema: { tags, summary: 'Edita un bloque del patio (no deja contenedores fuera)', security, params: idParamsSchema, body: updateYardBlockInputSchema, response: { 200: yardBlockSchema } } },
      (request) => yard.update(principalOf(request), request.params.id, request.body),
    );
    api.delete(
      '/yard/blocks/:id',
      { schema: { tags, summary: 'Elimina un bloque vacío del patio', security, params: idParamsSchema, response: { 200: messageResponseSchema } } },
      async (request) => {
        await yard.remove(principalOf(request), request.params.id);
        return { message: 'Bloque eliminado.' };
      },
    );
    api.get(
      '/yard/occupancy',
      { schema: { tags, summary: 'Mapa del patio: ocupación por bloque, bahía y fila', security, querystring: yardQuerySchema, response: { 200: yardOccupancySchema } } },
      (request) => yard.occupancy(principalOf(request), request.query),
    );
    api.get(
      '/yard/bay',
      { schema: { tags, summary: 'Los contenedores de una bahía', security, querystring: yardBayQuerySchema, response: { 200: yardBaySchema } } },
      (request) => yard.bay(principalOf(request), request.query),
    );
    api.get(
      '/containers/:id/position-suggestions',
      { schema: { tags, summary: 'Posiciones libres más cercanas para un contenedor', security, params: idParamsSchema, querystring: positionSuggestionQuerySchema, response: { 200: positionSuggestionsSchema } } },
      (request) => yard.suggestions(principalOf(request), request.params.id, request.query),
    );
  };
}
