import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema, messageResponseSchema } from '../../../shared/contracts/common';
import {
  companyEmployeesQuerySchema,
  createEmployeeInputSchema,
  departmentEmployeesQuerySchema,
  employeePageSchema,
  employeePathParamsSchema,
  employeeSchema,
  updateEmployeeInputSchema,
} from '../../../shared/contracts/employees';
import { employeeSearchPageSchema, employeeSearchQuerySchema } from '../../../shared/contracts/search';
import { principalOf } from '../../plugins/auth';
import type { EmployeesService } from './employees.service';

const security = [{ bearer: [] }];
const tags = ['employees'];

export function employeesRoutes(employees: EmployeesService) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    app.addHook('onRequest', app.authenticate);

    api.get(
      '/companies/:id/employees',
      {
        schema: {
          tags,
          summary: 'Empleados de una empresa (20 por página; only_drivers: solo choferes)',
          security,
          params: idParamsSchema,
          querystring: companyEmployeesQuerySchema,
          response: { 200: employeePageSchema },
        },
      },
      (request) => employees.listOfCompany(principalOf(request), request.params.id, request.query),
    );

    api.get(
      '/departments/:id/employees',
      {
        schema: {
          tags,
          summary: 'Empleados de un departamento (20 por página)',
          security,
          params: idParamsSchema,
          querystring: departmentEmployeesQuerySchema,
          response: { 200: employeePageSchema },
        },
      },
      (request) => employees.listOfDepartment(principalOf(request), request.params.id, request.query.page),
    );

    api.post(
      '/departments/:id/employees',
      {
        schema: {
          tags,
          summary: 'Da de alta un empleado en el departamento',
          security,
          params: idParamsSchema,
          body: createEmployeeInputSchema,
          response: { 201: employeeSchema },
        },
      },
      async (request, reply) => reply.code(201).send(await employees.create(principalOf(request), request.params.id, request.body)),
    );

    api.get(
      '/departments/:id/employees/:employeeId',
      { schema: { tags, summary: 'Un empleado', security, params: employeePathParamsSchema, response: { 200: employeeSchema } } },
      (request) => employees.get(principalOf(request), request.params.id, request.params.employeeId),
    );

    api.put(
      '/departments/:id/employees/:employeeId',
      {
        schema: {
          tags,
          summary: 'Edita un empleado (department_id lo cambia de departamento dentro de la empresa)',
          security,
          params: employeePathParamsSchema,
          body: updateEmployeeInputSchema,
          response: { 200: employeeSchema },
        },
      },
      (request) => employees.update(principalOf(request), request.params.id, request.params.employeeId, request.body),
    );

    api.delete(
      '/departments/:id/employees/:employeeId',
      {
        schema: { tags, summary: 'Da de baja un empleado', security, params: employeePathParamsSchema, response: { 200: messageResponseSchema } },
      },
      async (request) => {
        await employees.remove(principalOf(request), request.params.id, request.params.employeeId);
        return { message: 'El empleado quedó dado de baja.' };
      },
    );

    api.get(
      '/search/employees',
      {
        schema: {
          tags: ['search'],
          summary:
            'Busca empleados de mis empresas por nombre, apellidos, correo, número, gafete o puesto; company_id, department_id y only_drivers acotan la lista',
          security,
          querystring: employeeSearchQuerySchema,
          response: { 200: employeeSearchPageSchema },
        },
      },
      (request) => employees.search(principalOf(request), request.query),
    );
  };
}
