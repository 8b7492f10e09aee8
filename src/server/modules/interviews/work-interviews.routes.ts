import { createReadStream } from 'node:fs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../shared/contracts/common';
import {
  ANSWER_AUDIO_FIELD,
  cancelWorkInterviewInputSchema,
  candidateStepInputSchema,
  candidateWorkInterviewSchema,
  companyWorkInterviewSchema,
  comparisonPageSchema,
  createWorkInterviewInputSchema,
  evaluationInputSchema,
  myWorkInterviewsSchema,
  positionParamsSchema,
  questionResultSchema,
  resultParamsSchema,
  scoreInputSchema,
  startResponseSchema,
  typedAnswerInputSchema,
  workInterviewListQuerySchema,
  workInterviewPageSchema,
  workInterviewViewSchema,
} from '../../../shared/contracts/work-interviews';
import { fieldErrorsFromIssues, invalid, notFound } from '../../errors';
import { principalOf } from '../../plugins/auth';
import { tooLarge } from '../files/files.service';
import { DEFAULT_AUDIO_LIMITS } from '../speech/audio-checks';
import type { AnswerPayload } from './work-interviews.candidate';
import type { WorkInterviewsService } from './work-interviews.service';

const security = [{ bearer: [] }];
const tags = ['work-interviews'];
const binary = (description: string) => ({ response: { 200: z.any().describe(description) } });

/** A typed answer (JSON `{ text }`) or a spoken one (multipart, field `audio`). */
async function answerPayloadOf(request: FastifyRequest): Promise<AnswerPayload> {
  if (!request.isMultipart()) {
    const parsed = typedAnswerInputSchema.safeParse(request.body ?? {});
    if (!parsed.success) throw invalid('validation_failed', 'Escribe tu respuesta.', fieldErrorsFromIssues(parsed.error.issues));
    return { kind: 'typed', text: parsed.data.text };
  }
  const file = await request.file({ limits: { fileSize: DEFAULT_AUDIO_LIMITS.maxBytes } });
  if (!file || file.fieldname !== ANSWER_AUDIO_FIELD) throw invalid('validation_failed', `Adjunta la grabación en el campo "${ANSWER_AUDIO_FIELD}".`, { audio: ['Graba tu respuesta.'] });
  try {
    return { kind: 'voice', audio: { bytes: await file.toBuffer(), contentType: file.mimetype, filename: file.filename } };
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge('La grabación', DEFAULT_AUDIO_LIMITS.maxBytes);
    throw error;
  }
}

/** Work interviews (`/api/v1`, signed in): the company's and the candidate's sides. */
export function workInterviewsRoutes(service: WorkInterviewsService) {
  const { candidate, company } = service;
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    app.addHook('onRequest', app.authenticate);

    api.post(
      '/vacancies/:id/work-interviews',
      { schema: { tags, summary: 'Envía una entrevista de trabajo a quien se postuló: question_count preguntas sorteadas del banco de la vacante', security, params: idParamsSchema, body: createWorkInterviewInputSchema, response: { 201: companyWorkInterviewSchema } } },
      async (request, reply) => reply.code(201).send(await company.send(principalOf(request), request.params.id, request.body)),
    );
    api.get(
      '/vacancies/:id/work-interviews',
      { schema: { tags, summary: 'Las entrevistas de trabajo de una vacante, con su estado y calificación general', security, params: idParamsSchema, querystring: workInterviewListQuerySchema, response: { 200: workInterviewPageSchema } } },
      (request) => company.list(principalOf(request), request.params.id, request.query),
    );
    api.put(
      '/vacancies/:id/work-interviews',
      { schema: { tags, summary: 'Cancela una entrevista de trabajo pendiente de la vacante (con el motivo, que se le dice al candidato)', security, params: idParamsSchema, body: cancelWorkInterviewInputSchema, response: { 200: companyWorkInterviewSchema } } },
      (request) => company.cancel(principalOf(request), request.params.id, request.body),
    );
    api.get(
      '/vacancies/:id/work-interview-results',
      { schema: { tags, summary: 'Comparativo: las entrevistas completadas de la vacante lado a lado, la mejor calificación primero', security, params: idParamsSchema, querystring: workInterviewListQuerySchema, response: { 200: comparisonPageSchema } } },
      (request) => company.compare(principalOf(request), request.params.id, request.query.page),
    );
    api.get('/work-interviews', { schema: { tags, summary: 'Mis entrevistas de trabajo (candidato)', security, response: { 200: myWorkInterviewsSchema } } }, (request) => candidate.mine(principalOf(request)));
    api.get(
      '/work-interviews/:id',
      { schema: { tags, summary: 'Una entrevista: la mía (view candidate: solo hasta la pregunta actual) o de mi empresa (view company: todo)', security, params: idParamsSchema, response: { 200: workInterviewViewSchema } } },
      (request) => service.get(principalOf(request), request.params.id),
    );
    api.put(
      '/work-interviews/:id',
      { schema: { tags, summary: 'Los pasos del candidato: confirm_identity, start (elige voz o escrito), finish', security, params: idParamsSchema, body: candidateStepInputSchema, response: { 200: startResponseSchema } } },
      (request) => candidate.step(principalOf(request), request.params.id, request.body),
    );
    api.post(
      '/work-interviews/:id/answers/:position',
      {
        schema: {
          tags,
          summary: `Responde la pregunta actual, una vez: JSON { text } por escrito o multipart (campo "${ANSWER_AUDIO_FIELD}") con la grabación`,
          consumes: ['application/json', 'multipart/form-data'],
          security,
          params: positionParamsSchema,
          response: { 201: candidateWorkInterviewSchema },
        },
      },
      async (request, reply) => {
        const principal = principalOf(request);
        const payload = await answerPayloadOf(request);
        return reply.code(201).send(await candidate.answer(principal, request.params.id, request.params.position, payload));
      },
    );
    api.get(
      '/work-interviews/:id/questions/:position/audio',
      { schema: { tags, summary: 'La pregunta en voz: al candidato cuando ya llegó a ella, a la empresa siempre', security, params: positionParamsSchema, ...binary('audio') } },
      async (request, reply) => {
        const speech = await service.questionAudio(principalOf(request), request.params.id, request.params.position);
        if (!speech) throw notFound('Esta entrevista no tiene esa pregunta.');
        return reply.type(speech.contentType).header('cache-control', 'private, no-store').send(speech.audio);
      },
    );
    api.get(
      '/work-interviews/:id/results/:x',
      { schema: { tags, summary: 'Resultados (empresa): x = summary (toda la entrevista) o el número de una pregunta (su transcripción, grabación, puntos cubiertos y calificaciones)', security, params: resultParamsSchema, response: { 200: z.union([companyWorkInterviewSchema, questionResultSchema]) } } },
      (request) => company.result(principalOf(request), request.params.id, request.params.x),
    );
    api.put(
      '/work-interviews/:id/results/:position',
      { schema: { tags, summary: 'Mi calificación (0 a 4) y comentario de una respuesta', security, params: positionParamsSchema, body: scoreInputSchema, response: { 200: questionResultSchema } } },
      (request) => company.score(principalOf(request), request.params.id, request.params.position, request.body),
    );
    api.put(
      '/work-interviews/:id/evaluation',
      { schema: { tags, summary: 'Mi recomendación (advance, hold, reject) y resumen; la primera le avisa al candidato que se revisó', security, params: idParamsSchema, body: evaluationInputSchema, response: { 200: companyWorkInterviewSchema } } },
      (request) => company.evaluate(principalOf(request), request.params.id, request.body),
    );
    api.get(
      '/work-interviews/:id/answers/:position/audio',
      { schema: { tags, summary: 'La grabación de una respuesta hablada (solo la empresa)', security, params: positionParamsSchema, ...binary('audio') } },
      async (request, reply) => {
        const audio = await company.answerAudio(principalOf(request), request.params.id, request.params.position);
        return reply.type(audio.contentType).header('cache-control', 'private, no-store').send(createReadStream(audio.path));
      },
    );
  };
}
