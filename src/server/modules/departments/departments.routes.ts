import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema, messageResponseSchema } from '../../../shared/contracts/common';
import {
  createDepartmentInputSchema,
  departmentListSchema,
  departmentSchema,
  updateDepartmentInputSchema,
} from '../../../shared/contracts/departments';
import { departmentSearchPageSchema, searchQuerySchema } from '../../../shared/contracts/search';
import { principalOf } from '../../plugins/auth';
import type { DepartmentsService } from './departments.service';

const security = [{ bearer: [] }];
const tags = ['departments'];

export function departmentsRoutes(departments: DepartmentsService) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    app.addHook('onRequest', app.authenticate);

    api.get(
      '/companies/:id/departments',
      {
        schema: {
          tags,
          summary: 'Departamentos de una empresa, con responsable y número de empleados (para el organigrama)',
          security,
          params: idParamsSchema,
          response: { 200: departmentListSchema },
        },
      },
      (request) => departments.listOfCompany(principalOf(request), request.params.id),
    );

    api.post(
      '/companies/:id/departments',
      {
        schema: {
          tags,
          summary: 'Crea un departamento (slug único en la empresa; sin slug se forma del nombre)',
          security,
          params: idParamsSchema,
          body: createDepartmentInputSchema,
          response: { 201: departmentSchema },
        },
      },
      async (request, reply) => reply.code(201).send(await departments.create(principalOf(request), request.params.id, request.body)),
    );

    api.get(
      '/departments/:id',
      { schema: { tags, summary: 'Un departamento', security, params: idParamsSchema, response: { 200: departmentSchema } } },
      (request) => departments.get(principalOf(request), request.params.id),
    );

    api.put(
      '/departments/:id',
      {
        schema: {
          tags,
          summary: 'Edita un departamento (superior sin ciclos, responsable de la misma empresa)',
          security,
          params: idParamsSchema,
          body: updateDepartmentInputSchema,
          response: { 200: departmentSchema },
        },
      },
      (request) => departments.update(principalOf(request), request.params.id, request.body),
    );

    api.delete(
      '/departments/:id',
      {
        schema: {
          tags,
          summary: 'Elimina un departamento vacío',
          security,
          params: idParamsSchema,
          response: { 200: messageResponseSchema },
        },
      },
      async (request) => {
        await departments.remove(principalOf(request), request.params.id);
        return { message: 'El departamento quedó eliminado.' };
      },
    );

    api.get(
      '/search/departments',
      {
        schema: {
          tags: ['search'],
          summary: 'Busca departamentos de mis empresas por nombre o slug',
          security,
          querystring: searchQuerySchema,
          response: { 200: departmentSearchPageSchema },
        },
      },
      (request) => departments.search(principalOf(request), request.query.q, request.query.page),
    );
  };
}
