import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  generateReportParamsSchema,
  generateReportQuerySchema,
  generatedReportSchema,
  reportDownloadParamsSchema,
  reportDownloadQuerySchema,
} from '../../../shared/contracts/reports';
import { principalOf } from '../../plugins/auth';
import type { ReportsService } from './reports.service';

/** `attachment` with an ASCII fallback name and the exact UTF-8 one (RFC 6266 / RFC 8187). */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

export function reportsRoutes(reports: ReportsService) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    // The download needs no bearer (the signature is the permission), but a bearer that is sent
    // is checked like anywhere else, so the service can tell whose it is.
    const optionalBearer = (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) =>
      request.headers.authorization === undefined ? done() : app.authenticate(request, reply, done);

    api.get(
      '/companies/:id/generate-url-report/:kind',
      {
        onRequest: app.authenticate,
        schema: {
          tags: ['reports'],
          summary: 'URL firmada (10 minutos) para descargar un reporte de la empresa',
          security: [{ bearer: [] }],
          params: generateReportParamsSchema,
          querystring: generateReportQuerySchema,
          response: { 200: generatedReportSchema },
        },
      },
      (request) => reports.generate(principalOf(request), request.params.id, request.params.kind, request.query),
    );

    api.get(
      '/reports/:kind',
      {
        onRequest: optionalBearer,
        schema: {
          tags: ['reports'],
          summary: 'Descarga un reporte por su URL firmada (CSV o XLSX, en streaming)',
          description: 'Sin bearer: la firma es el permiso. Si se envía un bearer, debe ser del usuario para quien se firmó la URL.',
          params: reportDownloadParamsSchema,
          querystring: reportDownloadQuerySchema,
        },
      },
      async (request, reply) => {
        const path = request.url.split('?')[0] ?? request.url;
        const file = await reports.open(request.params.kind, path, request.query, request.principal);
        return reply
          .header('content-type', file.contentType)
          .header('content-disposition', contentDisposition(file.fileName))
          .header('cache-control', 'no-store')
          .header('x-content-type-options', 'nosniff')
          .send(file.stream);
      },
    );
  };
}
