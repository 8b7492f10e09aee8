import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  municipalityListSchema,
  municipalitySearchPageSchema,
  municipalitySearchQuerySchema,
  stateListSchema,
} from '../../../shared/contracts/catalogues';
import { idParamsSchema } from '../../../shared/contracts/common';
import type { CataloguesService } from './catalogues.service';

const tags = ['catalogues'];
// Reference data changes with INEGI's catalogue, a few times a year: a day in shared caches.
const CACHE = 'public, max-age=3600, stale-while-revalidate=86400';

/** Mexico's states and municipalities (`/api/v1`): public reference lists, no bearer. */
export function cataloguesRoutes(catalogues: CataloguesService) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();

    api.get(
      '/states',
      { schema: { tags, summary: 'Los 32 estados de México (catálogo del INEGI)', response: { 200: stateListSchema } } },
      async (_request, reply) => {
        reply.header('cache-control', CACHE);
        return catalogues.states();
      },
    );

    api.get(
      '/states/:id/municipalities',
      {
        schema: {
          tags,
          summary: 'Los municipios (o alcaldías) de un estado, por nombre',
          params: idParamsSchema,
          response: { 200: municipalityListSchema },
        },
      },
      async (request, reply) => {
        const rows = await catalogues.municipalitiesOfState(request.params.id);
        reply.header('cache-control', CACHE);
        return rows;
      },
    );

    api.get(
      '/search/municipalities',
      {
        schema: {
          tags,
          summary: 'Busca municipios sin importar acentos ni mayúsculas (20 por página)',
          querystring: municipalitySearchQuerySchema,
          response: { 200: municipalitySearchPageSchema },
        },
      },
      (request) => catalogues.searchMunicipalities(request.query),
    );
  };
}
