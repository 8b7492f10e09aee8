import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../shared/contracts/common';
import {
  createJobLetterInputSchema,
  jobLetterDetailSchema,
  jobLetterListQuerySchema,
  jobLetterPageSchema,
  jobLetterTokenParamsSchema,
  jobLetterVerificationSchema,
  updateJobLetterInputSchema,
} from '../../../shared/contracts/job-letters';
import { principalOf } from '../../plugins/auth';
import { renderJobLetterPdf } from './job-letters.pdf';
import type { JobLettersService } from './job-letters.service';

const security = [{ bearer: [] }];
const tags = ['job-letters'];

/** Employment letters (`/api/v1`): spec §7's five calls, plus the PDF of an issued letter. */
export function jobLettersRoutes(letters: JobLettersService) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    app.addHook('onRequest', app.authenticate);

    api.post(
      '/users/:id/job-letters',
      { schema: { tags, summary: 'Pide una carta laboral a una de tus empresas (solo para ti)', security, params: idParamsSchema, body: createJobLetterInputSchema, response: { 201: jobLetterDetailSchema } } },
      async (request, reply) => reply.code(201).send(await letters.request(principalOf(request), request.params.id, request.body)),
    );
    api.get(
      '/users/:id/job-letters',
      { schema: { tags, summary: 'Cartas laborales de una persona: las tuyas, o las de alguien de una empresa que administras', security, params: idParamsSchema, querystring: jobLetterListQuerySchema, response: { 200: jobLetterPageSchema } } },
      (request) => letters.listOfUser(principalOf(request), request.params.id, request.query),
    );
    api.get(
      '/companies/:id/job-letters',
      { schema: { tags, summary: 'Solicitudes de cartas laborales de la empresa (administración), por estado', security, params: idParamsSchema, querystring: jobLetterListQuerySchema.omit({ company_id: true }), response: { 200: jobLetterPageSchema } } },
      (request) => letters.listOfCompany(principalOf(request), request.params.id, request.query),
    );
    api.get(
      '/job-letters/:id',
      { schema: { tags, summary: 'Una carta laboral (quien la pidió o la administración de su empresa)', security, params: idParamsSchema, response: { 200: jobLetterDetailSchema } } },
      (request) => letters.get(principalOf(request), request.params.id),
    );
    api.put(
      '/job-letters/:id',
      {
        schema: {
          tags,
          summary: 'Redacta (draft), emite (issue), rechaza (reject) o revoca (revoke) una carta — la administración; cancela (cancel) la solicitud — quien la pidió',
          security,
          params: idParamsSchema,
          body: updateJobLetterInputSchema,
          response: { 200: jobLetterDetailSchema },
        },
      },
      (request) => letters.update(principalOf(request), request.params.id, request.body),
    );
    api.get(
      '/job-letters/:id/pdf',
      { schema: { tags, summary: 'La carta laboral emitida en PDF, con el código QR de verificación', security, params: idParamsSchema, produces: ['application/pdf'], response: { 200: z.any().describe('PDF') } } },
      async (request, reply) => {
        const printable = await letters.printable(principalOf(request), request.params.id);
        return reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="carta-laboral-${printable.letter.id}.pdf"`)
          .header('cache-control', 'private, no-store')
          .send(await renderJobLetterPdf(printable));
      },
    );
  };
}

/** The verification the printed QR code opens: no session; the token is the capability. */
export function publicJobLetterRoutes(letters: JobLettersService) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    api.get(
      '/public/job-letters/:token',
      { schema: { tags, summary: 'Verifica una carta laboral desde su código QR (sin sesión): vigente o revocada', params: jobLetterTokenParamsSchema, response: { 200: jobLetterVerificationSchema } } },
      (request) => letters.verify(request.params.token),
    );
  };
}
