import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, messageResponseSchema } from '../../../shared/contracts/common';
import { questionInputSchema, questionOrderInputSchema, vacancyQuestionListSchema, vacancyQuestionSchema } from '../../../shared/contracts/work-interview-questions';
import { principalOf } from '../../plugins/auth';
import type { QuestionsService } from './questions.service';

const security = [{ bearer: [] }];
const tags = ['work-interviews'];

/** A vacancy's question bank (`/api/v1`, signed in; the vacancy's company with `vacancies.manage`). */
export function questionsRoutes(questions: QuestionsService) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    app.addHook('onRequest', app.authenticate);

    api.get(
      '/vacancies/:id/questions',
      { schema: { tags, summary: 'Banco de preguntas de la vacante, en su orden', security, params: idParamsSchema, response: { 200: vacancyQuestionListSchema } } },
      (request) => questions.list(principalOf(request), request.params.id),
    );
    api.post(
      '/vacancies/:id/questions',
      { schema: { tags, summary: 'Agrega una pregunta al final del banco (texto, puntos esperados, tiempo límite, peso)', security, params: idParamsSchema, body: questionInputSchema, response: { 201: vacancyQuestionSchema } } },
      async (request, reply) => reply.code(201).send(await questions.create(principalOf(request), request.params.id, request.body)),
    );
    api.put(
      '/vacancies/:id/questions/order',
      { schema: { tags, summary: 'Reordena el banco: todas sus preguntas, cada una una vez, en el nuevo orden', security, params: idParamsSchema, body: questionOrderInputSchema, response: { 200: vacancyQuestionListSchema } } },
      (request) => questions.reorder(principalOf(request), request.params.id, request.body),
    );
    api.put(
      '/vacancy-questions/:id',
      { schema: { tags, summary: 'Edita una pregunta (las entrevistas ya enviadas conservan su copia)', security, params: idParamsSchema, body: questionInputSchema, response: { 200: vacancyQuestionSchema } } },
      (request) => questions.update(principalOf(request), request.params.id, request.body),
    );
    api.delete(
      '/vacancy-questions/:id',
      { schema: { tags, summary: 'Borra una pregunta del banco', security, params: idParamsSchema, response: { 200: messageResponseSchema } } },
      (request) => questions.remove(principalOf(request), request.params.id),
    );
    api.get(
      '/vacancy-questions/:id/audio',
      {
        schema: {
          tags,
          summary: 'La pregunta leída en voz alta, como la escuchará el candidato (WAV de la voz local o MP3 del servicio de voz)',
          security,
          params: idParamsSchema,
          produces: ['audio/wav', 'audio/mpeg'],
          response: { 200: z.any().describe('Audio') },
        },
      },
      async (request, reply) => {
        const speech = await questions.audio(principalOf(request), request.params.id);
        return reply
          .type(speech.contentType)
          .header('cache-control', 'private, no-store')
          .header('x-speech-provider', speech.provider)
          .header('x-speech-cached', String(speech.cached))
          .send(speech.audio);
      },
    );
  };
}
