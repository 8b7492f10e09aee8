import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, idSchema, messageResponseSchema } from '../../../shared/contracts/common';
import {
  interviewRangeQuerySchema,
  interviewReasonInputSchema,
  interviewResponseInputSchema,
  interviewSchema,
  interviewTokenParamsSchema,
  interviewerOptionSchema,
  publicInterviewSchema,
  scheduleInterviewInputSchema,
  updateInterviewInputSchema,
} from '../../../shared/contracts/interviews';
import { principalOf } from '../../plugins/auth';
import type { InterviewsService } from './interviews.service';

const security = [{ bearer: [] }];
const tags = ['interviews'];
const vacancyInterviewsQuerySchema = z.object({ user_id: idSchema.optional() });

/** Live interviews (`/api/v1`, signed in): the company's, the candidate's answers, the agendas. */
export function interviewsRoutes(interviews: InterviewsService) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    app.addHook('onRequest', app.authenticate);

    api.post(
      '/vacancies/:id/interviews',
      { schema: { tags, summary: 'Agenda una entrevista con un postulante (se le invita por correo con .ics; la postulación pasa a Entrevista)', security, params: idParamsSchema, body: scheduleInterviewInputSchema, response: { 201: interviewSchema } } },
      async (request, reply) => reply.code(201).send(await interviews.schedule(principalOf(request), request.params.id, request.body)),
    );
    api.get(
      '/vacancies/:id/interviews',
      { schema: { tags, summary: 'Entrevistas de una vacante (de un postulante con user_id)', security, params: idParamsSchema, querystring: vacancyInterviewsQuerySchema, response: { 200: z.array(interviewSchema) } } },
      (request) => interviews.ofVacancy(principalOf(request), request.params.id, request.query.user_id),
    );
    api.get(
      '/interviews/:id',
      { schema: { tags, summary: 'Una entrevista: para su empresa, su candidato y quienes entrevistan', security, params: idParamsSchema, response: { 200: interviewSchema } } },
      (request) => interviews.get(principalOf(request), request.params.id),
    );
    api.put(
      '/interviews/:id',
      { schema: { tags, summary: 'Reprograma una entrevista (se pide confirmar de nuevo) o la marca como realizada (status completed)', security, params: idParamsSchema, body: updateInterviewInputSchema, response: { 200: interviewSchema } } },
      (request) => interviews.update(principalOf(request), request.params.id, request.body),
    );
    api.delete(
      '/interviews/:id',
      { schema: { tags, summary: 'Cancela una entrevista con un motivo (?reason=; el candidato recibe la cancelación del calendario)', security, params: idParamsSchema, querystring: interviewReasonInputSchema, response: { 200: interviewSchema } } },
      (request) => interviews.cancel(principalOf(request), request.params.id, request.query.reason),
    );
    api.put(
      '/interviews/:id/confirm',
      { schema: { tags, summary: 'El candidato confirma su entrevista (antes de que empiece)', security, params: idParamsSchema, response: { 200: interviewSchema } } },
      (request) => interviews.confirm(principalOf(request), request.params.id),
    );
    api.put(
      '/interviews/:id/reject',
      { schema: { tags, summary: 'El candidato avisa que no asistirá, con el motivo', security, params: idParamsSchema, body: interviewReasonInputSchema, response: { 200: interviewSchema } } },
      (request) => interviews.reject(principalOf(request), request.params.id, request.body.reason),
    );
    api.get(
      '/users/:id/interviews',
      { schema: { tags, summary: 'Mis entrevistas (como candidato y como entrevistador) en un rango de fechas', security, params: idParamsSchema, querystring: interviewRangeQuerySchema, response: { 200: z.array(interviewSchema) } } },
      (request) => interviews.ofUser(principalOf(request), request.params.id, request.query),
    );
    api.get(
      '/companies/:id/interviews',
      { schema: { tags, summary: 'La agenda de entrevistas de una empresa en un rango de fechas', security, params: idParamsSchema, querystring: interviewRangeQuerySchema, response: { 200: z.array(interviewSchema) } } },
      (request) => interviews.ofCompany(principalOf(request), request.params.id, request.query),
    );
    api.get(
      '/companies/:id/interviewers',
      { schema: { tags, summary: 'Quiénes pueden entrevistar en una empresa (sus miembros activos)', security, params: idParamsSchema, response: { 200: z.array(interviewerOptionSchema) } } },
      (request) => interviews.interviewerOptions(principalOf(request), request.params.id),
    );
  };
}

/** The e-mail link's answer page (no session): the one-time token is the capability. */
export function publicInterviewResponseRoutes(interviews: InterviewsService) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    api.get(
      '/interview-responses/:token',
      { schema: { tags, summary: 'La entrevista del enlace del correo (sin sesión; el enlace sirve una vez)', params: interviewTokenParamsSchema, response: { 200: publicInterviewSchema } } },
      (request) => interviews.publicView(request.ip, request.params.token),
    );
    api.post(
      '/interview-responses/:token',
      { schema: { tags, summary: 'Confirma o rechaza (con motivo) desde el enlace del correo', params: interviewTokenParamsSchema, body: interviewResponseInputSchema, response: { 200: messageResponseSchema } } },
      (request) => interviews.publicAnswer(request.ip, request.params.token, request.body),
    );
  };
}
