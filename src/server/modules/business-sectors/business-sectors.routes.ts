import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  businessSectorListSchema,
  businessSectorSchema,
  createBusinessSectorInputSchema,
} from '../../../shared/contracts/business-sectors';
import { idParamsSchema } from '../../../shared/contracts/common';
import { businessSectorSearchPageSchema, searchQuerySchema } from '../../../shared/contracts/search';
import { principalOf } from '../../plugins/auth';
import type { BusinessSectorsService } from './business-sectors.service';

const security = [{ bearer: [] }];
const tags = ['business-sectors'];

/**
 * The sector catalogue is reference data, like the states: the list is public (the public
 * directory filters by sector signed out). Adding to it stays with the super admin.
 */
export function publicBusinessSectorsRoutes(sectors: BusinessSectorsService) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();

    api.get(
      '/business-sectors',
      { schema: { tags, summary: 'Catálogo de sectores empresariales (público)', response: { 200: businessSectorListSchema } } },
      () => sectors.list(),
    );
  };
}

export function businessSectorsRoutes(sectors: BusinessSectorsService) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    app.addHook('onRequest', app.authenticate);

    api.post(
      '/business-sectors',
      {
        schema: {
          tags,
          summary: 'Agrega un sector al catálogo (superadministrador)',
          security,
          body: createBusinessSectorInputSchema,
          response: { 201: businessSectorSchema },
        },
      },
      async (request, reply) => {
        const sector = await sectors.create(principalOf(request), request.body.name);
        return reply.code(201).send(sector);
      },
    );

    api.get(
      '/business-sectors/:id',
      { schema: { tags, summary: 'Un sector empresarial', security, params: idParamsSchema, response: { 200: businessSectorSchema } } },
      (request) => sectors.get(request.params.id),
    );

    api.get(
      '/search/business-sectors',
      {
        schema: {
          tags: ['search'],
          summary: 'Busca sectores por nombre (sin importar acentos ni mayúsculas)',
          security,
          querystring: searchQuerySchema,
          response: { 200: businessSectorSearchPageSchema },
        },
      },
      (request) => sectors.search(request.query.q, request.query.page),
    );
  };
}
