import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isoDateSchema } from '../../../shared/contracts/attendance-time';
import { myShiftsSchema } from '../../../shared/contracts/attendance-assignments';
import {
  attendanceListQuerySchema,
  attendanceRecordListSchema,
  attendanceRecordSchema,
  createAttendanceInputSchema,
  employeeStatusListSchema,
  myAttendancesQuerySchema,
  updateAttendanceInputSchema,
} from '../../../shared/contracts/attendance-records';
import { idParamsSchema, messageResponseSchema, pageQuerySchema } from '../../../shared/contracts/common';
import { principalOf } from '../../plugins/auth';
import type { AttendanceAssignmentsService } from './attendance-assignments.service';
import type { AttendanceRecordsService } from './attendance-records.service';
import { security, tags } from './attendance.route-docs';

/** One person's history: up to a year of days fits in one page for the hours chart. */
const employeeAttendancesQuerySchema = z.object({
  from: isoDateSchema('La fecha inicial').optional(),
  to: isoDateSchema('La fecha final').optional(),
  page: pageQuerySchema,
  per_page: z.coerce.number().int().min(1, 'Al menos 1 registro por página.').max(400, 'Como máximo 400 registros por página.').default(62),
});

/** Attendance records, the employee's own view, and who is in right now. */
export function registerRecordRoutes(app: FastifyInstance, records: AttendanceRecordsService, assignments: AttendanceAssignmentsService) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  // records
  api.get(
    '/companies/:id/attendances',
    { schema: { tags, summary: 'Registros de asistencia de una empresa, con totales', security, params: idParamsSchema, querystring: attendanceListQuerySchema, response: { 200: attendanceRecordListSchema } } },
    (request) => records.listOfCompany(principalOf(request), request.params.id, request.query),
  );
  api.post(
    '/attendances',
    { schema: { tags, summary: 'Captura manual de una asistencia', security, body: createAttendanceInputSchema, response: { 201: attendanceRecordSchema } } },
    async (request, reply) => reply.code(201).send(await records.createRecord(principalOf(request), request.body)),
  );
  api.get('/attendances/:id', { schema: { tags, summary: 'Un registro de asistencia', security, params: idParamsSchema, response: { 200: attendanceRecordSchema } } }, (request) =>
    records.getRecord(principalOf(request), request.params.id),
  );
  api.put(
    '/attendances/:id',
    { schema: { tags, summary: 'Corrige un registro (entrada, salida, notas)', security, params: idParamsSchema, body: updateAttendanceInputSchema, response: { 200: attendanceRecordSchema } } },
    (request) => records.updateRecord(principalOf(request), request.params.id, request.body),
  );
  api.delete('/attendances/:id', { schema: { tags, summary: 'Elimina un registro', security, params: idParamsSchema, response: { 200: messageResponseSchema } } }, async (request) => {
    await records.deleteRecord(principalOf(request), request.params.id);
    return { message: 'Registro eliminado.' };
  });
  api.get(
    '/employees/:id/attendances',
    { schema: { tags, summary: 'Historial de un empleado (el propio empleado o sus administradores)', security, params: idParamsSchema, querystring: employeeAttendancesQuerySchema, response: { 200: attendanceRecordListSchema } } },
    (request) => records.listOfEmployee(principalOf(request), request.params.id, request.query),
  );
  api.get('/me/attendances', { schema: { tags, summary: 'Mis asistencias', security, querystring: myAttendancesQuerySchema, response: { 200: attendanceRecordListSchema } } }, (request) =>
    records.listMine(principalOf(request), request.query),
  );
  api.get('/me/shifts', { schema: { tags, summary: 'Mis turnos y días inhábiles', security, response: { 200: myShiftsSchema } } }, (request) => assignments.myShifts(principalOf(request)));

  // status
  api.get('/companies/:id/employee-status', { schema: { tags, summary: 'Estado de cada empleado ahora: presente, retardo, descanso, salió, falta', security, params: idParamsSchema, response: { 200: employeeStatusListSchema } } }, (request) =>
    records.employeeStatus(principalOf(request), request.params.id),
  );
}
