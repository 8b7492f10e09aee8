import { createReadStream } from 'node:fs';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../shared/contracts/common';
import { CV_FILE_FIELD, CV_MAX_BYTES, cvPdfQuerySchema, cvStatusSchema, setCvTypeInputSchema } from '../../../shared/contracts/jobs-cv';
import { invalid } from '../../errors';
import { principalOf } from '../../plugins/auth';
import { tooLarge } from '../files/files.service';
import type { CvDownload, CvService } from './cv.service';

const security = [{ bearer: [] }];
const tags = ['jobs'];
const pdf = { produces: ['application/pdf'], response: { 200: z.any().describe('PDF') } };

function sendPdf(reply: FastifyReply, cv: CvDownload) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${cv.filename}"`)
    .header('cache-control', 'private, no-store')
    .header('x-cv-type', cv.kind === 'file' ? 'uploaded' : 'generated')
    .send(cv.kind === 'file' ? createReadStream(cv.path) : cv.stream);
}

/** The candidate's CV (`/api/v1/profile/cv…`) and an applicant's CV for the company (`/api/v1/applications/{id}/cv`). */
export function cvRoutes(cv: CvService) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    app.addHook('onRequest', app.authenticate);

    api.get('/profile/cv', { schema: { tags, summary: 'Mi CV: el tipo elegido y el PDF subido, si lo hay', security, response: { 200: cvStatusSchema } } }, (request) => cv.status(principalOf(request)));
    api.put(
      '/profile/cv',
      { schema: { tags, summary: 'Elige el CV que reciben las empresas: el PDF subido (uploaded) o el generado de tu perfil (generated)', security, body: setCvTypeInputSchema, response: { 200: cvStatusSchema } } },
      (request) => cv.setType(principalOf(request), request.body.cv_type),
    );
    api.put(
      '/profile/cv/file',
      {
        schema: {
          tags,
          summary: `Sube tu CV en PDF (multipart, campo "${CV_FILE_FIELD}", hasta ${CV_MAX_BYTES / 1024 / 1024} MiB); reemplaza el anterior y queda elegido`,
          consumes: ['multipart/form-data'],
          security,
          response: { 200: cvStatusSchema },
        },
      },
      async (request) => {
        const principal = principalOf(request);
        if (!request.isMultipart()) throw invalid('validation_failed', `Envía el PDF como multipart/form-data en el campo "${CV_FILE_FIELD}".`, { file: ['Adjunta tu CV en PDF.'] });
        const file = await request.file({ limits: { fileSize: CV_MAX_BYTES } });
        if (!file || file.fieldname !== CV_FILE_FIELD) throw invalid('validation_failed', `Adjunta el PDF en el campo "${CV_FILE_FIELD}".`, { file: ['Adjunta tu CV en PDF.'] });
        let content: Buffer;
        try {
          content = await file.toBuffer();
        } catch (error) {
          // The stream stops at the limit: say the limit in words, not the plugin's generic 413.
          if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge('El CV', CV_MAX_BYTES);
          throw error;
        }
        return cv.upload(principal, { content, filename: file.filename });
      },
    );
    api.delete('/profile/cv/file', { schema: { tags, summary: 'Borra mi CV subido (si era el elegido, queda el generado de mi perfil)', security, response: { 200: cvStatusSchema } } }, (request) =>
      cv.removeFile(principalOf(request)),
    );
    api.get(
      '/profile/cv/pdf',
      { schema: { tags, summary: 'Descarga mi CV en PDF: el elegido, o el tipo pedido en ?type=', security, querystring: cvPdfQuerySchema, ...pdf } },
      async (request, reply) => sendPdf(reply, await cv.ownPdf(principalOf(request), request.query.type)),
    );
    api.get(
      '/applications/:id/cv',
      { schema: { tags, summary: 'El CV de quien se postuló a una vacante de tu empresa (quien administra vacantes)', security, params: idParamsSchema, ...pdf } },
      async (request, reply) => sendPdf(reply, await cv.applicantPdf(principalOf(request), request.params.id)),
    );
  };
}
