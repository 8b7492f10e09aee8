import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, idQueryFilterSchema } from '../../../shared/contracts/common';
import { IMPORT_KINDS, IMPORT_MAX_BYTES, type ImportKind, batchSchema, importPreviewSchema, importTemplateQuerySchema } from '../../../shared/contracts/imports';
import { invalid } from '../../errors';
import { REPORT_CONTENT_TYPES } from '../../lib/report-writers';
import { principalOf } from '../../plugins/auth';
import type { Principal } from '../../principal';
import type { ImportsService } from './imports.service';

const security = [{ bearer: [] }];

/**
 * Bulk uploads under /api/v1 — `POST /companies/{id}/employees-bulk`, `POST /containers-bulk`
 * (`?company_id`, else the caller's first company) — and `GET /batch/{id}` for a batch of any
 * kind. Start-up resumption and shutdown of the runner are wired in app.ts.
 */
export function importsRoutes(imports: ImportsService, defaultCompany: { containers: (principal: Principal, requested: number | undefined) => number }) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    app.addHook('onRequest', app.authenticate);

    /** Role and tenancy first, then the multipart body (the file, at most IMPORT_MAX_BYTES: 413 beyond). */
    async function upload(request: FastifyRequest, kind: ImportKind, companyId: number) {
      const principal = principalOf(request);
      await imports.checkAccess(principal, kind, companyId);
      if (!request.isMultipart()) {
        throw invalid('validation_failed', 'Envía el archivo como multipart/form-data en el campo "file".', { file: ['Adjunta un archivo CSV o Excel.'] });
      }
      const file = await request.file({ limits: { fileSize: IMPORT_MAX_BYTES } });
      if (!file || file.fieldname !== 'file') throw invalid('validation_failed', 'Adjunta el archivo en el campo "file".', { file: ['Adjunta un archivo CSV o Excel.'] });
      return { principal, fileName: file.filename, content: await file.toBuffer() };
    }

    async function receive(request: FastifyRequest, kind: ImportKind, companyId: number) {
      const { principal, fileName, content } = await upload(request, kind, companyId);
      return imports.start(principal, kind, companyId, { fileName, content });
    }

    async function preview(request: FastifyRequest, kind: ImportKind, companyId: number) {
      const { principal, content } = await upload(request, kind, companyId);
      return imports.preview(principal, kind, companyId, content);
    }

    const previewSummary = (noun: string) =>
      `Vista previa de una carga de ${noun} (el mismo multipart que la carga; no guarda nada): codificación detectada, campo de cada encabezado, columnas obligatorias que faltan y las primeras filas`;

    api.post(
      '/companies/:id/employees-bulk/preview',
      { schema: { tags: ['employees'], summary: previewSummary('empleados'), consumes: ['multipart/form-data'], security, params: idParamsSchema, response: { 200: importPreviewSchema } } },
      (request) => preview(request, 'employees', request.params.id),
    );

    api.post(
      '/containers-bulk/preview',
      {
        schema: {
          tags: ['containers'],
          summary: previewSummary('contenedores'),
          consumes: ['multipart/form-data'],
          security,
          querystring: z.object({ company_id: idQueryFilterSchema('La empresa') }),
          response: { 200: importPreviewSchema },
        },
      },
      (request) => preview(request, 'containers', defaultCompany.containers(principalOf(request), request.query.company_id ?? undefined)),
    );

    api.get(
      '/import-templates/:kind',
      {
        schema: {
          tags: ['employees', 'containers'],
          summary: 'Plantilla de carga masiva (employees o containers) en CSV o XLSX: los encabezados que se reconocen y una fila de ejemplo',
          security,
          params: z.object({ kind: z.enum(IMPORT_KINDS, { error: 'La plantilla debe ser employees o containers.' }) }),
          querystring: importTemplateQuerySchema,
        },
      },
      (request, reply) => {
        const { kind } = request.params;
        const { format } = request.query;
        const name = `plantilla-${kind === 'employees' ? 'empleados' : 'contenedores'}.${format}`;
        return reply
          .header('content-type', REPORT_CONTENT_TYPES[format])
          .header('content-disposition', `attachment; filename="${name}"`)
          .header('cache-control', 'private, max-age=3600')
          .send(imports.template(kind, format));
      },
    );

    api.post(
      '/companies/:id/employees-bulk',
      {
        schema: {
          tags: ['employees'],
          summary:
            'Carga masiva de empleados (multipart, campo "file": CSV o XLSX de hasta 10 MiB). Responde la carga (202) y la procesa en segundo plano; consulta GET /batch/{id}',
          consumes: ['multipart/form-data'],
          security,
          params: idParamsSchema,
          response: { 202: batchSchema },
        },
      },
      async (request, reply) => reply.code(202).send(await receive(request, 'employees', request.params.id)),
    );

    api.post(
      '/containers-bulk',
      {
        schema: {
          tags: ['containers'],
          summary: 'Carga masiva de contenedores (multipart, campo "file": CSV o XLSX hasta 10 MiB; ?company_id opcional). Responde la carga (202); avance en GET /batch/{id}',
          consumes: ['multipart/form-data'],
          security,
          querystring: z.object({ company_id: idQueryFilterSchema('La empresa') }),
          response: { 202: batchSchema },
        },
      },
      async (request, reply) => {
        const companyId = defaultCompany.containers(principalOf(request), request.query.company_id ?? undefined);
        return reply.code(202).send(await receive(request, 'containers', companyId));
      },
    );

    api.get(
      '/batch/:id',
      {
        schema: {
          tags: ['employees', 'containers'],
          summary: 'Avance de una carga masiva: procesadas, creadas, actualizadas, con error (fila y motivo)',
          security,
          params: idParamsSchema,
          response: { 200: batchSchema },
        },
      },
      (request) => imports.get(principalOf(request), request.params.id),
    );
  };
}
