import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
import { pairClockInputSchema, pairedClockSchema, pairingCodeSchema } from '../../../shared/contracts/attendance-clock-pairing';
import { idParamsSchema, messageResponseSchema } from '../../../shared/contracts/common';
import { notFound } from '../../errors';
import { bearerTokenOf, principalOf } from '../../plugins/auth';
import type { ReportsService } from '../reports/reports.service';
import { registerAssignmentRoutes } from './attendance-assignments.routes';
import type { ClockDevice } from './attendance-clock-devices.service';
import type { AttendanceClockService } from './attendance-clock.service';
import { registerRecordRoutes } from './attendance-records.routes';
import { registerCalendarAndReportRoutes } from './attendance-reports.routes';
import { registerShiftRoutes } from './attendance-shifts.routes';
import type { AttendanceService } from './attendance.service';
import { security, tags } from './attendance.route-docs';

/**
 * The routes of `/attendance-api/v1` (listed in src/shared/contracts/attendance.ts), by
 * sub-domain: each attendance-*.routes.ts file adds its own; the clock's devices and its
 * device-token routes are here.
 */

/** `/attendance-api/v1` for signed-in people: managers' configuration and records, employees' own. */
export function attendanceRoutes(attendance: AttendanceService, clock: AttendanceClockService, reports: ReportsService) {
  return async (app: FastifyInstance) => {
    app.addHook('onRequest', app.authenticate);
    registerShiftRoutes(app, attendance.shifts, attendance.schedules);
    registerAssignmentRoutes(app, attendance.assignments);
    registerRecordRoutes(app, attendance.records, attendance.assignments);
    registerCalendarAndReportRoutes(app, attendance, reports);

    // clock devices
    const api = app.withTypeProvider<ZodTypeProvider>();
    api.get('/companies/:id/devices', { schema: { tags, summary: 'Relojes checadores de la empresa', security, params: idParamsSchema, response: { 200: attendanceDeviceListSchema } } }, (request) =>
      clock.devices.listDevices(principalOf(request), request.params.id),
    );
    api.post(
      '/companies/:id/devices',
      { schema: { tags, summary: 'Da de alta un reloj; su código se muestra una sola vez', security, params: idParamsSchema, body: createDeviceInputSchema, response: { 201: createdDeviceSchema } } },
      async (request, reply) => reply.code(201).send(await clock.devices.createDevice(principalOf(request), request.params.id, request.body.name)),
    );
    api.delete('/devices/:id', { schema: { tags, summary: 'Da de baja un reloj (su código deja de servir)', security, params: idParamsSchema, response: { 200: messageResponseSchema } } }, async (request) => {
      await clock.devices.revokeDevice(principalOf(request), request.params.id);
      return { message: 'Reloj dado de baja.' };
    });
    api.post(
      '/devices/:id/pairing-code',
      { schema: { tags, summary: 'Un código corto (10 minutos, un solo uso) para vincular el reloj; reemplaza al anterior', security, params: idParamsSchema, response: { 201: pairingCodeSchema } } },
      async (request, reply) => reply.code(201).send(await clock.devices.issuePairingCode(principalOf(request), request.params.id)),
    );
  };
}

/**
 * `POST /attendance-api/v1/clock/pair`: a clock not yet paired trades a short code for its device
 * token. No bearer (the clock has none yet); attempts are limited per address.
 */
export function attendanceClockPairingRoutes(clock: AttendanceClockService) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().post(
      '/clock/pair',
      { schema: { tags, summary: 'Vincula un reloj con su código corto; responde su código de reloj', body: pairClockInputSchema, response: { 200: pairedClockSchema } } },
      (request) => clock.devices.pairDevice(request.body.code, request.ip),
    );
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
      request.clockDevice = await clock.devices.authenticateDevice(bearerTokenOf(request.headers.authorization));
    });

    api.get('/device', { schema: { tags, summary: 'Este reloj: su empresa y la hora del servidor', security, response: { 200: deviceSessionSchema } } }, (request) => clock.devices.session(deviceOf(request)));
    api.get('/device/employees', { schema: { tags, summary: 'Empleados que pueden checar en este reloj', security, response: { 200: clockEmployeeListSchema } } }, (request) => clock.devices.roster(deviceOf(request)));
    api.post(
      '/punches',
      { schema: { tags, summary: 'Una checada (idempotente por su clave); hasta 72 h de antigüedad', security, body: punchInputSchema, response: { 200: punchResultSchema, 201: punchResultSchema } } },
      async (request, reply) => {
        const result = await clock.punch(deviceOf(request), request.body);
        return reply.code(result.replayed || result.duplicate ? 200 : 201).send(result);
      },
    );
    api.post(
      '/punches/batch',
      { schema: { tags, summary: 'Las checadas pendientes del reloj, en orden; cada una con su propia respuesta', security, body: punchBatchInputSchema, response: { 200: punchBatchResultSchema } } },
      (request) => clock.punchBatch(deviceOf(request), request.body.punches),
    );
  };
}
