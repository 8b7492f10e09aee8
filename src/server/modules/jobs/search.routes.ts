import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../shared/contracts/common';
import {
  companyVacancySearchQuerySchema,
  userVacancySearchQuerySchema,
  vacancyCountInputSchema,
  vacancyCountSchema,
  vacancyListPageSchema,
  vacancySearchPageSchema,
  vacancySearchQuerySchema,
} from '../../../shared/contracts/jobs-search';
import { companyVacancyPageSchema, publicVacancySchema } from '../../../shared/contracts/jobs-vacancies';
import { principalOf } from '../../plugins/auth';
import type { JobSearchService } from './search.service';

const security = [{ bearer: [] }];
const tags = ['jobs'];
// Search results change as vacancies are published; a minute in shared caches is harmless.
const SEARCH_CACHE = 'public, max-age=60';

/** The public side of the job board (`/api/v1`, no bearer): search, counts, a vacancy's page. */
export function publicJobSearchRoutes(search: JobSearchService) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    api.get(
      '/search/vacancies',
      {
        schema: {
          tags,
          summary: 'Busca vacantes publicadas (texto en español sin importar acentos, sinónimos, filtros y conteos por faceta; 20 por página)',
          querystring: vacancySearchQuerySchema,
          response: { 200: vacancySearchPageSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', SEARCH_CACHE);
        return search.searchPublished(request.query);
      },
    );
    api.post(
      '/vacancies-count',
      { schema: { tags, summary: 'Cuántas vacantes publicadas hay para un conjunto de filtros, con sus facetas', body: vacancyCountInputSchema, response: { 200: vacancyCountSchema } } },
      (request) => search.count(request.body),
    );
    api.get(
      '/public/vacancies/:id',
      { schema: { tags, summary: 'Una vacante publicada para su página pública, con su JobPosting (schema.org, JSON-LD)', params: idParamsSchema, response: { 200: publicVacancySchema } } },
      async (request, reply) => {
        reply.header('cache-control', SEARCH_CACHE);
        return search.publicVacancy(request.params.id);
      },
    );
  };
}

/** The sitemap of published vacancies, at the site's root (no prefix). */
export function vacancySitemapRoutes(search: JobSearchService) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/sitemap-vacantes.xml',
      { schema: { tags, summary: 'Mapa del sitio con las vacantes publicadas', produces: ['application/xml'], response: { 200: z.string() } } },
      async (_request, reply) => reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(await search.sitemap()),
    );
  };
}

/** A company's and a candidate's searches (`/api/v1`, signed in). */
export function jobSearchRoutes(search: JobSearchService) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    app.addHook('onRequest', app.authenticate);
    api.get(
      '/search/company-vacancies',
      { schema: { tags, summary: 'Busca en las vacantes de una empresa (cualquier estado)', security, querystring: companyVacancySearchQuerySchema, response: { 200: companyVacancyPageSchema } } },
      (request) => search.companyVacancies(principalOf(request), request.query),
    );
    api.get(
      '/search/user-vacancies',
      { schema: { tags, summary: 'Busca en mis vacantes: a las que me postulé (applied) o guardadas (bookmarked)', security, querystring: userVacancySearchQuerySchema, response: { 200: vacancyListPageSchema } } },
      (request) => search.userVacancies(principalOf(request), request.query),
    );
  };
}
