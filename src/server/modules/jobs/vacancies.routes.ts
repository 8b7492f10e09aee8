import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../shared/contracts/common';
import { jobCategoryListSchema, softSkillListSchema } from '../../../shared/contracts/jobs-catalogues';
import {
  companyVacancyPageSchema,
  createVacancyInputSchema,
  deleteVacancyResponseSchema,
  updateVacancyInputSchema,
  updateVacancyStatusInputSchema,
  vacancyDetailSchema,
  vacancyListQuerySchema,
  vacancyReviewPageSchema,
  vacancyReviewQuerySchema,
} from '../../../shared/contracts/jobs-vacancies';
import { principalOf } from '../../plugins/auth';
import type { JobCataloguesService } from './job-catalogues.service';
import type { VacanciesService } from './vacancies.service';

const security = [{ bearer: [] }];
const tags = ['jobs'];
// Seeded by migration, changed only by a new one: a day in shared caches.
const CACHE = 'public, max-age=3600, stale-while-revalidate=86400';

/** The job board's public reference lists (`/api/v1`, no bearer). */
export function jobCataloguesRoutes(catalogues: JobCataloguesService) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    api.get('/job-categories', { schema: { tags, summary: 'Categorías de empleo (catálogo fijo)', response: { 200: jobCategoryListSchema } } }, async (_request, reply) => {
      reply.header('cache-control', CACHE);
      return catalogues.jobCategories();
    });
    api.get('/soft-skills', { schema: { tags, summary: 'Habilidades blandas (catálogo fijo)', response: { 200: softSkillListSchema } } }, async (_request, reply) => {
      reply.header('cache-control', CACHE);
      return catalogues.softSkills();
    });
  };
}

/** A company's vacancies, the status flow and the review queue (`/api/v1`, signed in). */
export function vacanciesRoutes(vacancies: VacanciesService) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    app.addHook('onRequest', app.authenticate);

    api.get(
      '/companies/:id/vacancies',
      { schema: { tags, summary: 'Vacantes de la empresa (20 por página, las más nuevas primero; filtro por estado)', security, params: idParamsSchema, querystring: vacancyListQuerySchema, response: { 200: companyVacancyPageSchema } } },
      (request) => vacancies.listOfCompany(principalOf(request), request.params.id, request.query),
    );
    api.post(
      '/companies/:id/vacancies',
      { schema: { tags, summary: 'Crea una vacante: borrador, o directo a revisión con submit: true', security, params: idParamsSchema, body: createVacancyInputSchema, response: { 201: vacancyDetailSchema } } },
      async (request, reply) => reply.code(201).send(await vacancies.create(principalOf(request), request.params.id, request.body)),
    );
    // Before /vacancies/:id, which would otherwise take "to-revision" for an id.
    api.get(
      '/vacancies/to-revision',
      { schema: { tags, summary: 'Vacantes en revisión (superadministrador), las más antiguas primero, con posibles duplicados de la misma empresa', security, querystring: vacancyReviewQuerySchema, response: { 200: vacancyReviewPageSchema } } },
      (request) => vacancies.toRevision(principalOf(request), request.query),
    );
    api.get(
      '/vacancies/:id',
      { schema: { tags, summary: 'Una vacante: su empresa la ve en cualquier estado con su historial; los demás, solo publicada', security, params: idParamsSchema, response: { 200: vacancyDetailSchema } } },
      (request) => vacancies.get(principalOf(request), request.params.id),
    );
    api.put(
      '/vacancies/:id',
      { schema: { tags, summary: 'Edita una vacante (si estaba publicada o pausada vuelve a revisión; si estaba rechazada, a borrador)', security, params: idParamsSchema, body: updateVacancyInputSchema, response: { 200: vacancyDetailSchema } } },
      (request) => vacancies.update(principalOf(request), request.params.id, request.body),
    );
    api.delete(
      '/vacancies/:id',
      { schema: { tags, summary: 'Borra una vacante sin postulaciones (con postulaciones: ciérrala)', security, params: idParamsSchema, response: { 200: deleteVacancyResponseSchema } } },
      (request) => vacancies.remove(principalOf(request), request.params.id),
    );
    api.put(
      '/vacancies/:id/status',
      {
        schema: {
          tags,
          summary: 'Cambia el estado: borrador → en revisión → publicada ⇄ pausada → cerrada; publicar o rechazar (con motivo) solo el superadministrador',
          security,
          params: idParamsSchema,
          body: updateVacancyStatusInputSchema,
          response: { 200: vacancyDetailSchema },
        },
      },
      (request) => vacancies.setStatus(principalOf(request), request.params.id, request.body),
    );
  };
}
