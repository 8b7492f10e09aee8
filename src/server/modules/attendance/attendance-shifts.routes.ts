import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
import { idParamsSchema, messageResponseSchema } from '../../../shared/contracts/common';
import { principalOf } from '../../plugins/auth';
import type { AttendanceSchedulesService } from './attendance-schedules.service';
import type { AttendanceShiftsService } from './attendance-shifts.service';
import { security, tags } from './attendance.route-docs';

/** Shifts, their recesses, and schedules (non-working periods). */
export function registerShiftRoutes(app: FastifyInstance, shifts: AttendanceShiftsService, schedules: AttendanceSchedulesService) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  // shifts
  api.get('/companies/:id/shifts', { schema: { tags, summary: 'Turnos de una empresa, con sus descansos', security, params: idParamsSchema, response: { 200: shiftListSchema } } }, (request) =>
    shifts.listShifts(principalOf(request), request.params.id),
  );
  api.post(
    '/companies/:id/shifts',
    { schema: { tags, summary: 'Crea un turno (si la salida no es posterior a la entrada, cruza la medianoche)', security, params: idParamsSchema, body: createShiftInputSchema, response: { 201: shiftSchema } } },
    async (request, reply) => reply.code(201).send(await shifts.createShift(principalOf(request), request.params.id, request.body)),
  );
  api.get('/shifts/:id', { schema: { tags, summary: 'Un turno', security, params: idParamsSchema, response: { 200: shiftSchema } } }, (request) => shifts.getShift(principalOf(request), request.params.id));
  api.put(
    '/shifts/:id',
    { schema: { tags, summary: 'Edita un turno (sus descansos deben seguir dentro)', security, params: idParamsSchema, body: updateShiftInputSchema, response: { 200: shiftSchema } } },
    (request) => shifts.updateShift(principalOf(request), request.params.id, request.body),
  );
  api.delete('/shifts/:id', { schema: { tags, summary: 'Elimina un turno (los registros conservan su nombre)', security, params: idParamsSchema, response: { 200: messageResponseSchema } } }, async (request) => {
    await shifts.deleteShift(principalOf(request), request.params.id);
    return { message: 'Turno eliminado.' };
  });

  // recesses
  api.get('/companies/:id/recesses', { schema: { tags, summary: 'Descansos de todos los turnos de una empresa', security, params: idParamsSchema, response: { 200: recessListSchema } } }, (request) =>
    shifts.listRecesses(principalOf(request), request.params.id),
  );
  api.post(
    '/recesses',
    { schema: { tags, summary: 'Crea un descanso dentro de un turno (sin empalmes)', security, body: createRecessInputSchema, response: { 201: recessSchema } } },
    async (request, reply) => reply.code(201).send(await shifts.createRecess(principalOf(request), request.body)),
  );
  api.get('/recesses/:id', { schema: { tags, summary: 'Un descanso', security, params: idParamsSchema, response: { 200: recessSchema } } }, (request) => shifts.getRecess(principalOf(request), request.params.id));
  api.put('/recesses/:id', { schema: { tags, summary: 'Edita un descanso', security, params: idParamsSchema, body: updateRecessInputSchema, response: { 200: recessSchema } } }, (request) =>
    shifts.updateRecess(principalOf(request), request.params.id, request.body),
  );
  api.delete('/recesses/:id', { schema: { tags, summary: 'Elimina un descanso', security, params: idParamsSchema, response: { 200: messageResponseSchema } } }, async (request) => {
    await shifts.deleteRecess(principalOf(request), request.params.id);
    return { message: 'Descanso eliminado.' };
  });

  // schedules
  api.get('/companies/:id/schedules', { schema: { tags, summary: 'Horarios: periodos inhábiles de la empresa o de un departamento', security, params: idParamsSchema, response: { 200: scheduleListSchema } } }, (request) =>
    schedules.listSchedules(principalOf(request), request.params.id),
  );
  api.post(
    '/companies/:id/schedules',
    { schema: { tags, summary: 'Crea un periodo inhábil (no se marcan faltas en él)', security, params: idParamsSchema, body: createScheduleInputSchema, response: { 201: scheduleSchema } } },
    async (request, reply) => reply.code(201).send(await schedules.createSchedule(principalOf(request), request.params.id, request.body)),
  );
  api.get('/schedules/:id', { schema: { tags, summary: 'Un horario', security, params: idParamsSchema, response: { 200: scheduleSchema } } }, (request) => schedules.getSchedule(principalOf(request), request.params.id));
  api.put('/schedules/:id', { schema: { tags, summary: 'Edita un horario', security, params: idParamsSchema, body: updateScheduleInputSchema, response: { 200: scheduleSchema } } }, (request) =>
    schedules.updateSchedule(principalOf(request), request.params.id, request.body),
  );
  api.delete('/schedules/:id', { schema: { tags, summary: 'Elimina un horario', security, params: idParamsSchema, response: { 200: messageResponseSchema } } }, async (request) => {
    await schedules.deleteSchedule(principalOf(request), request.params.id);
    return { message: 'Horario eliminado.' };
  });
}
