import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isoDateSchema } from '../../../shared/contracts/attendance-time';
import {
  createRecessInputSchema,
  createShiftInputSchema,
  recessListSchema,
  recessSchema,
  shiftListSchema,
  shiftSchema,
  updateRecessInputSchema,
  updateShiftInputSchema,
} from '../../../shared/contracts/attendance-shifts';
import { createScheduleInputSchema, scheduleListSchema, scheduleSchema, updateScheduleInputSchema } from '../../../shared/contracts/attendance-schedules';
import {
  addDepartmentShiftInputSchema,
  addEmployeeShiftInputSchema,
  departmentShiftListSchema,
  departmentShiftSchema,
  employeeShiftListSchema,
  employeeShiftSchema,
  myShiftsSchema,
} from '../../../shared/contracts/attendance-assignments';
import {
  attendanceListQuerySchema,
  attendanceRecordListSchema,
  attendanceRecordSchema,
  createAttendanceInputSchema,
  employeeStatusListSchema,
  myAttendancesQuerySchema,
  updateAttendanceInputSchema,
} from '../../../shared/contracts/attendance-records';
import {
  attendanceDeviceListSchema,
  clockEmployeeListSchema,
  createDeviceInputSchema,
  createdDeviceSchema,
  deviceSessionSchema,
  punchBatchInputSchema,
  punchBatchResultSchema,
  punchInputSchema,
  punchResultSchema,
} from '../../../shared/contracts/attendance-clock';
import { attendanceReportQuerySchema, attendanceSearchParamsSchema, attendanceSearchQuerySchema } from '../../../shared/contracts/attendance-reports';
import { calendarEventListSchema, calendarQuerySchema } from '../../../shared/contracts/attendance-calendar';
import { idParamsSchema, messageResponseSchema, pageQuerySchema } from '../../../shared/contracts/common';
import { generatedReportSchema } from '../../../shared/contracts/reports';
import { notFound } from '../../errors';
import { bearerTokenOf, principalOf } from '../../plugins/auth';
import type { ReportsService } from '../reports/reports.service';
import type { AttendanceClockService, ClockDevice } from './attendance-clock.service';
import type { AttendanceService } from './attendance.service';

const security = [{ bearer: [] }];
const tags = ['attendance'];

/** One person's history: up to a year of days fits in one page for the hours chart. */
const employeeAttendancesQuerySchema = z.object({
  from: isoDateSchema('La fecha inicial').optional(),
  to: isoDateSchema('La fecha final').optional(),
  page: pageQuerySchema,
  per_page: z.coerce.number().int().min(1, 'Al menos 1 registro por página.').max(400, 'Como máximo 400 registros por página.').default(62),
});

/** `/attendance-api/v1` for signed-in people: managers' configuration and records, employees' own. */
export function attendanceRoutes(attendance: AttendanceService, clock: AttendanceClockService, reports: ReportsService) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    app.addHook('onRequest', app.authenticate);

    // shifts
    api.get('/companies/:id/shifts', { schema: { tags, summary: 'Turnos de una empresa, con sus descansos', security, params: idParamsSchema, response: { 200: shiftListSchema } } }, (request) =>
      attendance.listShifts(principalOf(request), request.params.id),
    );
    api.post(
      '/companies/:id/shifts',
      { schema: { tags, summary: 'Crea un turno (si la salida no es posterior a la entrada, cruza la medianoche)', security, params: idParamsSchema, body: createShiftInputSchema, response: { 201: shiftSchema } } },
      async (request, reply) => reply.code(201).send(await attendance.createShift(principalOf(request), request.params.id, request.body)),
    );
    api.get('/shifts/:id', { schema: { tags, summary: 'Un turno', security, params: idParamsSchema, response: { 200: shiftSchema } } }, (request) => attendance.getShift(principalOf(request), request.params.id));
    api.put(
      '/shifts/:id',
      { schema: { tags, summary: 'Edita un turno (sus descansos deben seguir dentro)', security, params: idParamsSchema, body: updateShiftInputSchema, response: { 200: shiftSchema } } },
      (request) => attendance.updateShift(principalOf(request), request.params.id, request.body),
    );
    api.delete('/shifts/:id', { schema: { tags, summary: 'Elimina un turno (los registros conservan su nombre)', security, params: idParamsSchema, response: { 200: messageResponseSchema } } }, async (request) => {
      await attendance.deleteShift(principalOf(request), request.params.id);
      return { message: 'Turno eliminado.' };
    });

    // recesses
    api.get('/companies/:id/recesses', { schema: { tags, summary: 'Descansos de todos los turnos de una empresa', security, params: idParamsSchema, response: { 200: recessListSchema } } }, (request) =>
      attendance.listRecesses(principalOf(request), request.params.id),
    );
    api.post(
      '/recesses',
      { schema: { tags, summary: 'Crea un descanso dentro de un turno (sin empalmes)', security, body: createRecessInputSchema, response: { 201: recessSchema } } },
      async (request, reply) => reply.code(201).send(await attendance.createRecess(principalOf(request), request.body)),
    );
    api.get('/recesses/:id', { schema: { tags, summary: 'Un descanso', security, params: idParamsSchema, response: { 200: recessSchema } } }, (request) => attendance.getRecess(principalOf(request), request.params.id));
    api.put('/recesses/:id', { schema: { tags, summary: 'Edita un descanso', security, params: idParamsSchema, body: updateRecessInputSchema, response: { 200: recessSchema } } }, (request) =>
      attendance.updateRecess(principalOf(request), request.params.id, request.body),
    );
    api.delete('/recesses/:id', { schema: { tags, summary: 'Elimina un descanso', security, params: idParamsSchema, response: { 200: messageResponseSchema } } }, async (request) => {
      await attendance.deleteRecess(principalOf(request), request.params.id);
      return { message: 'Descanso eliminado.' };
    });

    // schedules
    api.get('/companies/:id/schedules', { schema: { tags, summary: 'Horarios: periodos inhábiles de la empresa o de un departamento', security, params: idParamsSchema, response: { 200: scheduleListSchema } } }, (request) =>
      attendance.listSchedules(principalOf(request), request.params.id),
    );
    api.post(
      '/companies/:id/schedules',
      { schema: { tags, summary: 'Crea un periodo inhábil (no se marcan faltas en él)', security, params: idParamsSchema, body: createScheduleInputSchema, response: { 201: scheduleSchema } } },
      async (request, reply) => reply.code(201).send(await attendance.createSchedule(principalOf(request), request.params.id, request.body)),
    );
    api.get('/schedules/:id', { schema: { tags, summary: 'Un horario', security, params: idParamsSchema, response: { 200: scheduleSchema } } }, (request) => attendance.getSchedule(principalOf(request), request.params.id));
    api.put('/schedules/:id', { schema: { tags, summary: 'Edita un horario', security, params: idParamsSchema, body: updateScheduleInputSchema, response: { 200: scheduleSchema } } }, (request) =>
      attendance.updateSchedule(principalOf(request), request.params.id, request.body),
    );
    api.delete('/schedules/:id', { schema: { tags, summary: 'Elimina un horario', security, params: idParamsSchema, response: { 200: messageResponseSchema } } }, async (request) => {
      await attendance.deleteSchedule(principalOf(request), request.params.id);
      return { message: 'Horario eliminado.' };
    });

    // assignments
    api.post(
      '/employee-shifts',
      { schema: { tags, summary: 'Asigna un turno a un empleado (reemplaza los de su departamento)', security, body: addEmployeeShiftInputSchema, response: { 201: employeeShiftSchema } } },
      async (request, reply) => reply.code(201).send(await attendance.addEmployeeShift(principalOf(request), request.body)),
    );
    api.delete('/employee-shifts/:id', { schema: { tags, summary: 'Quita un turno a un empleado', security, params: idParamsSchema, response: { 200: messageResponseSchema } } }, async (request) => {
      await attendance.removeEmployeeShift(principalOf(request), request.params.id);
      return { message: 'Turno retirado.' };
    });
    api.get('/employees/:id/shifts', { schema: { tags, summary: 'Turnos asignados a un empleado', security, params: idParamsSchema, response: { 200: employeeShiftListSchema } } }, (request) =>
      attendance.shiftsOfEmployee(principalOf(request), request.params.id),
    );
    api.get('/companies/:id/employee-shifts', { schema: { tags, summary: 'Turnos asignados a empleados de una empresa', security, params: idParamsSchema, response: { 200: employeeShiftListSchema } } }, (request) =>
      attendance.employeeShiftsOfCompany(principalOf(request), request.params.id),
    );
    api.post(
      '/department-shifts',
      { schema: { tags, summary: 'Asigna un turno a un departamento', security, body: addDepartmentShiftInputSchema, response: { 201: departmentShiftSchema } } },
      async (request, reply) => reply.code(201).send(await attendance.addDepartmentShift(principalOf(request), request.body)),
    );
    api.delete('/department-shifts/:id', { schema: { tags, summary: 'Quita un turno a un departamento', security, params: idParamsSchema, response: { 200: messageResponseSchema } } }, async (request) => {
      await attendance.removeDepartmentShift(principalOf(request), request.params.id);
      return { message: 'Turno retirado.' };
    });
    api.get('/departments/:id/shifts', { schema: { tags, summary: 'Turnos asignados a un departamento', security, params: idParamsSchema, response: { 200: departmentShiftListSchema } } }, (request) =>
      attendance.shiftsOfDepartment(principalOf(request), request.params.id),
    );
    api.get('/companies/:id/department-shifts', { schema: { tags, summary: 'Turnos asignados a departamentos de una empresa', security, params: idParamsSchema, response: { 200: departmentShiftListSchema } } }, (request) =>
      attendance.departmentShiftsOfCompany(principalOf(request), request.params.id),
    );

    // records
    api.get(
      '/companies/:id/attendances',
      { schema: { tags, summary: 'Registros de asistencia de una empresa, con totales', security, params: idParamsSchema, querystring: attendanceListQuerySchema, response: { 200: attendanceRecordListSchema } } },
      (request) => attendance.listOfCompany(principalOf(request), request.params.id, request.query),
    );
    api.post(
      '/attendances',
      { schema: { tags, summary: 'Captura manual de una asistencia', security, body: createAttendanceInputSchema, response: { 201: attendanceRecordSchema } } },
      async (request, reply) => reply.code(201).send(await attendance.createRecord(principalOf(request), request.body)),
    );
    api.get('/attendances/:id', { schema: { tags, summary: 'Un registro de asistencia', security, params: idParamsSchema, response: { 200: attendanceRecordSchema } } }, (request) =>
      attendance.getRecord(principalOf(request), request.params.id),
    );
    api.put(
      '/attendances/:id',
      { schema: { tags, summary: 'Corrige un registro (entrada, salida, notas)', security, params: idParamsSchema, body: updateAttendanceInputSchema, response: { 200: attendanceRecordSchema } } },
      (request) => attendance.updateRecord(principalOf(request), request.params.id, request.body),
    );
    api.delete('/attendances/:id', { schema: { tags, summary: 'Elimina un registro', security, params: idParamsSchema, response: { 200: messageResponseSchema } } }, async (request) => {
      await attendance.deleteRecord(principalOf(request), request.params.id);
      return { message: 'Registro eliminado.' };
    });
    api.get(
      '/employees/:id/attendances',
      { schema: { tags, summary: 'Historial de un empleado (el propio empleado o sus administradores)', security, params: idParamsSchema, querystring: employeeAttendancesQuerySchema, response: { 200: attendanceRecordListSchema } } },
      (request) => attendance.listOfEmployee(principalOf(request), request.params.id, request.query),
    );
    api.get('/me/attendances', { schema: { tags, summary: 'Mis asistencias', security, querystring: myAttendancesQuerySchema, response: { 200: attendanceRecordListSchema } } }, (request) =>
      attendance.listMine(principalOf(request), request.query),
    );
    api.get('/me/shifts', { schema: { tags, summary: 'Mis turnos y días inhábiles', security, response: { 200: myShiftsSchema } } }, (request) => attendance.myShifts(principalOf(request)));

    // status and calendar
    api.get('/companies/:id/employee-status', { schema: { tags, summary: 'Estado de cada empleado ahora: presente, retardo, descanso, salió, falta', security, params: idParamsSchema, response: { 200: employeeStatusListSchema } } }, (request) =>
      attendance.employeeStatus(principalOf(request), request.params.id),
    );
    api.get(
      '/companies/:id/calendar',
      { schema: { tags, summary: 'Turnos, descansos, asistencias, faltas y días inhábiles entre dos fechas', security, params: idParamsSchema, querystring: calendarQuerySchema, response: { 200: calendarEventListSchema } } },
      (request) => attendance.calendar(principalOf(request), request.params.id, request.query),
    );

    // reports (signed, expiring URLs; the file streams from /api/v1/reports/attendance)
    api.get(
      '/companies/:id/report-url',
      { schema: { tags, summary: 'URL firmada del reporte de asistencia de la empresa', security, params: idParamsSchema, querystring: attendanceReportQuerySchema, response: { 200: generatedReportSchema } } },
      (request) => reports.generate(principalOf(request), request.params.id, 'attendance', { format: request.query.format, from: request.query.from, to: request.query.to }),
    );
    api.get(
      '/employees/:id/report-url',
      { schema: { tags, summary: 'URL firmada del reporte de asistencia de un empleado', security, params: idParamsSchema, querystring: attendanceReportQuerySchema, response: { 200: generatedReportSchema } } },
      async (request) => {
        const principal = principalOf(request);
        const companyId = await attendance.companyOfVisibleEmployee(principal, request.params.id);
        return reports.generate(principal, companyId, 'attendance', { format: request.query.format, from: request.query.from, to: request.query.to, employee_id: String(request.params.id) });
      },
    );

    // searches
    api.get(
      '/search/:kind',
      { schema: { tags, summary: 'Búsquedas: recesses, schedules, shifts, employee-shifts, department-shifts, employee-attendances', security, params: attendanceSearchParamsSchema, querystring: attendanceSearchQuerySchema } },
      (request) => attendance.search(principalOf(request), request.params.kind, request.query),
    );

    // clock devices
    api.get('/companies/:id/devices', { schema: { tags, summary: 'Relojes checadores de la empresa', security, params: idParamsSchema, response: { 200: attendanceDeviceListSchema } } }, (request) =>
      clock.listDevices(principalOf(request), request.params.id),
    );
    api.post(
      '/companies/:id/devices',
      { schema: { tags, summary: 'Da de alta un reloj; su código se muestra una sola vez', security, params: idParamsSchema, body: createDeviceInputSchema, response: { 201: createdDeviceSchema } } },
      async (request, reply) => reply.code(201).send(await clock.createDevice(principalOf(request), request.params.id, request.body.name)),
    );
    api.delete('/devices/:id', { schema: { tags, summary: 'Da de baja un reloj (su código deja de servir)', security, params: idParamsSchema, response: { 200: messageResponseSchema } } }, async (request) => {
      await clock.revokeDevice(principalOf(request), request.params.id);
      return { message: 'Reloj dado de baja.' };
    });
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    clockDevice: ClockDevice | null;
  }
}

function deviceOf(request: FastifyRequest): ClockDevice {
  if (!request.clockDevice) throw notFound();
  return request.clockDevice;
}

/** `/attendance-api/v1` for the wall clock: authenticated by a device token, never a person's login. */
export function attendanceClockRoutes(clock: AttendanceClockService) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    app.decorateRequest('clockDevice', null);
    app.addHook('onRequest', async (request) => {
      request.clockDevice = await clock.authenticateDevice(bearerTokenOf(request.headers.authorization));
    });

    api.get('/device', { schema: { tags, summary: 'Este reloj: su empresa y la hora del servidor', security, response: { 200: deviceSessionSchema } } }, (request) => clock.session(deviceOf(request)));
    api.get('/device/employees', { schema: { tags, summary: 'Empleados que pueden checar en este reloj', security, response: { 200: clockEmployeeListSchema } } }, (request) => clock.roster(deviceOf(request)));
    api.post(
      '/punches',
      { schema: { tags, summary: 'Una checada (idempotente por su clave); hasta 72 h de antigüedad', security, body: punchInputSchema, response: { 200: punchResultSchema, 201: punchResultSchema } } },
      async (request, reply) => {
        const result = await clock.punch(deviceOf(request), request.body);
        return reply.code(result.replayed ? 200 : 201).send(result);
      },
    );
    api.post(
      '/punches/batch',
      { schema: { tags, summary: 'Las checadas pendientes del reloj, en orden; cada una con su propia respuesta', security, body: punchBatchInputSchema, response: { 200: punchBatchResultSchema } } },
      (request) => clock.punchBatch(deviceOf(request), request.body.punches),
    );
  };
}
