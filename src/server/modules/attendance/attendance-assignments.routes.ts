import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  addDepartmentShiftInputSchema,
  addEmployeeShiftInputSchema,
  departmentShiftListSchema,
  departmentShiftSchema,
  employeeShiftListSchema,
  employeeShiftSchema,
} from '../../../shared/contracts/attendance-assignments';
import { idParamsSchema, messageResponseSchema } from '../../../shared/contracts/common';
import { principalOf } from '../../plugins/auth';
import type { AttendanceAssignmentsService } from './attendance-assignments.service';
import { security, tags } from './attendance.route-docs';

/** Which shift employees and departments work. */
export function registerAssignmentRoutes(app: FastifyInstance, assignments: AttendanceAssignmentsService) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  // assignments
  api.post(
    '/employee-shifts',
    { schema: { tags, summary: 'Asigna un turno a un empleado (reemplaza los de su departamento)', security, body: addEmployeeShiftInputSchema, response: { 201: employeeShiftSchema } } },
    async (request, reply) => reply.code(201).send(await assignments.addEmployeeShift(principalOf(request), request.body)),
  );
  api.delete('/employee-shifts/:id', { schema: { tags, summary: 'Quita un turno a un empleado', security, params: idParamsSchema, response: { 200: messageResponseSchema } } }, async (request) => {
    await assignments.removeEmployeeShift(principalOf(request), request.params.id);
    return { message: 'Turno retirado.' };
  });
  api.get('/employees/:id/shifts', { schema: { tags, summary: 'Turnos asignados a un empleado', security, params: idParamsSchema, response: { 200: employeeShiftListSchema } } }, (request) =>
    assignments.shiftsOfEmployee(principalOf(request), request.params.id),
  );
  api.get('/companies/:id/employee-shifts', { schema: { tags, summary: 'Turnos asignados a empleados de una empresa', security, params: idParamsSchema, response: { 200: employeeShiftListSchema } } }, (request) =>
    assignments.employeeShiftsOfCompany(principalOf(request), request.params.id),
  );
  api.post(
    '/department-shifts',
    { schema: { tags, summary: 'Asigna un turno a un departamento', security, body: addDepartmentShiftInputSchema, response: { 201: departmentShiftSchema } } },
    async (request, reply) => reply.code(201).send(await assignments.addDepartmentShift(principalOf(request), request.body)),
  );
  api.delete('/department-shifts/:id', { schema: { tags, summary: 'Quita un turno a un departamento', security, params: idParamsSchema, response: { 200: messageResponseSchema } } }, async (request) => {
    await assignments.removeDepartmentShift(principalOf(request), request.params.id);
    return { message: 'Turno retirado.' };
  });
  api.get('/departments/:id/shifts', { schema: { tags, summary: 'Turnos asignados a un departamento', security, params: idParamsSchema, response: { 200: departmentShiftListSchema } } }, (request) =>
    assignments.shiftsOfDepartment(principalOf(request), request.params.id),
  );
  api.get('/companies/:id/department-shifts', { schema: { tags, summary: 'Turnos asignados a departamentos de una empresa', security, params: idParamsSchema, response: { 200: departmentShiftListSchema } } }, (request) =>
    assignments.departmentShiftsOfCompany(principalOf(request), request.params.id),
  );
}
