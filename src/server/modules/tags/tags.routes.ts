import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  recordTermInputSchema,
  recordTermResultSchema,
  tagPageSchema,
  tagSearchQuerySchema,
  termSearchQuerySchema,
  termSuggestionsSchema,
} from '../../../shared/contracts/tags';
import type { TagsService } from './tags.service';

const tags = ['tags'];

/** `GET /search/tags`: mounted under `/tags-api/v1` (its own service) and `/api/v1`. Public. */
export function tagSearchRoutes(service: TagsService) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/search/tags',
      {
        schema: {
          tags,
          summary: 'Busca etiquetas sin importar acentos ni mayúsculas (20 por página)',
          querystring: tagSearchQuerySchema,
          response: { 200: tagPageSchema },
        },
      },
      (request) => service.searchTags(request.query),
    );
  };
}

/** Searched terms (`/api/v1/search/terms`): public and anonymous; posts are limited per client. */
export function searchTermsRoutes(service: TagsService) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();

    api.get(
      '/search/terms',
      {
        schema: {
          tags,
          summary: 'Los términos que más clientes distintos buscaron y que empiezan como el texto (sin acentos ni mayúsculas)',
          querystring: termSearchQuerySchema,
          response: { 200: termSuggestionsSchema },
        },
      },
      (request) => service.suggestTerms(request.query),
    );

    api.post(
      '/search/terms',
      {
        schema: {
          tags,
          summary: 'Registra una búsqueda (cada cliente cuenta una vez por término) y responde sugerencias para ella',
          body: recordTermInputSchema,
          response: { 200: recordTermResultSchema },
        },
      },
      (request) => service.recordTerm(request.body, request.ip),
    );
  };
}
