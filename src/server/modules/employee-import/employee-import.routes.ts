import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../shared/contracts/common';
import { EMPLOYEE_IMPORT_MAX_BYTES, batchSchema } from '../../../shared/contracts/employee-import';
import { invalid } from '../../errors';
import { principalOf } from '../../plugins/auth';
import type { EmployeeImportService } from './employee-import.service';

const security = [{ bearer: [] }];
const tags = ['employees'];

export function employeeImportRoutes(imports: EmployeeImportService) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    app.addHook('onRequest', app.authenticate);
    // Unfinished imports of a stopped process are taken over once the app is up; shutdown waits
    // for the chunk in flight.
    app.addHook('onReady', async () => {
      await imports.resumeUnfinished();
    });
    app.addHook('onClose', async () => {
      await imports.close();
    });

    api.post(
      '/companies/:id/employees-bulk',
      {
        schema: {
          tags,
          summary:
            'Carga masiva de empleados (multipart, campo "file": CSV o XLSX de hasta 10 MiB). Responde la carga (202) y la procesa en segundo plano; consulta GET /batch/{id}',
          consumes: ['multipart/form-data'],
          security,
          params: idParamsSchema,
          response: { 202: batchSchema },
        },
      },
      async (request, reply) => {
        await imports.checkAccess(principalOf(request), request.params.id);
        if (!request.isMultipart()) {
          throw invalid('validation_failed', 'Envía el archivo como multipart/form-data en el campo "file".', { file: ['Adjunta un archivo CSV o Excel.'] });
        }
        const file = await request.file({ limits: { fileSize: EMPLOYEE_IMPORT_MAX_BYTES } });
        if (!file || file.fieldname !== 'file') {
          throw invalid('validation_failed', 'Adjunta el archivo en el campo "file".', { file: ['Adjunta un archivo CSV o Excel.'] });
        }
        const content = await file.toBuffer();
        const batch = await imports.start(principalOf(request), request.params.id, { fileName: file.filename, content });
        return reply.code(202).send(batch);
      },
    );

    api.get(
      '/batch/:id',
      {
        schema: {
          tags,
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
