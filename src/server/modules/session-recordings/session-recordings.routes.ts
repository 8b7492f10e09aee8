import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../shared/contracts/common';
import {
  RECORDING_CHUNK_MAX_BYTES,
  recordingChunkInputSchema,
  sessionRecordingDetailSchema,
  sessionRecordingPageSchema,
  sessionRecordingsQuerySchema,
} from '../../../shared/contracts/session-recordings';
import { principalOf } from '../../plugins/auth';
import type { SessionRecordingsService } from './session-recordings.service';

/** Ingest (write-only, every signed-in user) and the super admin's reads. */
export function sessionRecordingsRoutes(recordings: SessionRecordingsService) {
  return async (app: FastifyInstance) => {
    app.addHook('onRequest', app.authenticate);
    const typed = app.withTypeProvider<ZodTypeProvider>();

    typed.post(
      '/session-recordings/chunks',
      {
        bodyLimit: RECORDING_CHUNK_MAX_BYTES,
        schema: {
          tags: ['session-recordings'],
          summary: 'Recibe una porción de la grabación de la sesión (solo escritura; solo en producción)',
          security: [{ bearer: [] }],
          body: recordingChunkInputSchema,
        },
      },
      async (request, reply) => {
        const bytes = Number(request.headers['content-length'] ?? JSON.stringify(request.body).length);
        await recordings.ingest(principalOf(request), request.body, bytes);
        return reply.code(204).send();
      },
    );

    typed.get(
      '/session-recordings',
      {
        schema: {
          tags: ['session-recordings'],
          summary: 'Grabaciones de sesión, las más recientes primero (super administrador)',
          security: [{ bearer: [] }],
          querystring: sessionRecordingsQuerySchema,
          response: { 200: sessionRecordingPageSchema },
        },
      },
      (request) => recordings.list(principalOf(request), request.query),
    );

    typed.get(
      '/session-recordings/:id',
      {
        schema: {
          tags: ['session-recordings'],
          summary: 'Una grabación con sus eventos, para reproducirla (super administrador)',
          security: [{ bearer: [] }],
          params: idParamsSchema,
          response: { 200: sessionRecordingDetailSchema },
        },
      },
      (request) => recordings.get(principalOf(request), request.params.id),
    );
  };
}
