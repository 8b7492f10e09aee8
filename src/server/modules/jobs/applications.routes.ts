import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema, messageResponseSchema, pageOf } from '../../../shared/contracts/common';
import {
  applicationViewSchema,
  candidateApplicationViewSchema,
  companyApplicationViewSchema,
  createApplicationInputSchema,
  myApplicationSchema,
  myApplicationsQuerySchema,
  pipelinePageSchema,
  pipelineQuerySchema,
  updateApplicationInputSchema,
  updateApplicationStatusInputSchema,
} from '../../../shared/contracts/jobs-applications';
import { principalOf } from '../../plugins/auth';
import type { ApplicationsService } from './applications.service';

const security = [{ bearer: [] }];
const tags = ['jobs'];

/** Applications (`/api/v1`, signed in): the candidate's and the company's sides. */
export function applicationsRoutes(applications: ApplicationsService) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    app.addHook('onRequest', app.authenticate);

    api.post(
      '/vacancies/:id/applications',
      { schema: { tags, summary: 'Me postulo a una vacante publicada (una vez por vacante; la segunda: 409)', security, params: idParamsSchema, body: createApplicationInputSchema, response: { 201: candidateApplicationViewSchema } } },
      async (request, reply) => reply.code(201).send(await applications.apply(principalOf(request), request.params.id, request.body)),
    );
    api.get(
      '/vacancies/:id/applications',
      { schema: { tags, summary: 'Postulaciones de una vacante (su empresa), la mejor coincidencia primero, con conteo por etapa', security, params: idParamsSchema, querystring: pipelineQuerySchema, response: { 200: pipelinePageSchema } } },
      (request) => applications.pipeline(principalOf(request), request.params.id, request.query),
    );
    api.get(
      '/applications',
      { schema: { tags, summary: 'Mis postulaciones, con dónde está cada una y su historial', security, querystring: myApplicationsQuerySchema, response: { 200: pageOf(myApplicationSchema) } } },
      (request) => applications.mine(principalOf(request), request.query),
    );
    api.get(
      '/applications/:id',
      { schema: { tags, summary: 'Una postulación: la mía (view candidate) o una de mi empresa (view company)', security, params: idParamsSchema, response: { 200: applicationViewSchema } } },
      (request) => applications.get(principalOf(request), request.params.id),
    );
    api.put(
      '/applications/:id',
      { schema: { tags, summary: 'Edito la carta de presentación mientras la postulación no se ha revisado', security, params: idParamsSchema, body: updateApplicationInputSchema, response: { 200: candidateApplicationViewSchema } } },
      (request) => applications.update(principalOf(request), request.params.id, request.body),
    );
    api.delete(
      '/applications/:id',
      { schema: { tags, summary: 'Retiro mi postulación (queda como retirada)', security, params: idParamsSchema, response: { 200: messageResponseSchema } } },
      (request) => applications.withdraw(principalOf(request), request.params.id),
    );
    api.put(
      '/applications/:id/status',
      {
        schema: {
          tags,
          summary: 'Mueve una postulación en el proceso (recibida, revisada, entrevista, oferta, contratado, no seleccionado); se avisa al candidato',
          security,
          params: idParamsSchema,
          body: updateApplicationStatusInputSchema,
          response: { 200: companyApplicationViewSchema },
        },
      },
      (request) => applications.setStatus(principalOf(request), request.params.id, request.body),
    );
  };
}
