import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { idParamsSchema, messageResponseSchema } from '../../../shared/contracts/common';
import {
  containerListQuerySchema,
  containerPageSchema,
  containerSchema,
  containerSearchPageSchema,
  containerSearchQuerySchema,
  createContainerInputSchema,
  updateContainerInputSchema,
} from '../../../shared/contracts/containers';
import {
  historyPageSchema,
  historyQuerySchema,
  holdsInputSchema,
  locationInputSchema,
  locationPageSchema,
  locationsQuerySchema,
  movementInputSchema,
  movementResultSchema,
} from '../../../shared/contracts/container-movements';
import { departureReportQuerySchema, existenceReportQuerySchema, stockReportQuerySchema } from '../../../shared/contracts/container-reports';
import { generatedReportSchema } from '../../../shared/contracts/reports';
import { principalOf } from '../../plugins/auth';
import type { ReportsService } from '../reports/reports.service';
import type { ContainersService } from './containers.service';

const security = [{ bearer: [] }];
const tags = ['containers'];

/**
 * Container logistics core under /api/v1: containers, movements (`POST /containers/{id}/history`),
 * locations, holds, reports with the spec's spelling and search. Vessel calls and
 * the dashboard have routes of their own (vessel-calls.routes.ts, container-dashboard.routes.ts);
 * the bulk upload is the imports module's.
 */
export function containersRoutes(containers: ContainersService, reports: ReportsService) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    app.addHook('onRequest', app.authenticate);

    api.get(
      '/containers',
      {
        schema: {
          tags,
          summary: 'Contenedores de la empresa: página filtrada (número, estado, lleno/vacío, categoría, naviera, buque, bloque, retenciones)',
          security,
          querystring: containerListQuerySchema,
          response: { 200: containerPageSchema },
        },
      },
      (request) => containers.list(principalOf(request), request.query),
    );
    api.post(
      '/containers',
      {
        schema: {
          tags,
          summary: 'Anuncia un contenedor (número ISO 6346 con dígito verificador; empieza como announced)',
          security,
          body: createContainerInputSchema,
          response: { 201: containerSchema },
        },
      },
      async (request, reply) => reply.code(201).send(await containers.create(principalOf(request), request.body)),
    );
    api.get(
      '/containers/:id',
      { schema: { tags, summary: 'Un contenedor', security, params: idParamsSchema, response: { 200: containerSchema } } },
      (request) => containers.get(principalOf(request), request.params.id),
    );
    api.put(
      '/containers/:id',
      {
        schema: {
          tags,
          summary: 'Edita los datos de un contenedor (estado, posición y retenciones cambian por movimientos)',
          security,
          params: idParamsSchema,
          body: updateContainerInputSchema,
          response: { 200: containerSchema },
        },
      },
      (request) => containers.update(principalOf(request), request.params.id, request.body),
    );
    api.post(
      '/containers/:id/archive',
      { schema: { tags, summary: 'Archiva un contenedor (sale de las listas; su historial queda). No si está en el patio (409)', security, params: idParamsSchema, response: { 200: containerSchema } } },
      (request) => containers.setArchived(principalOf(request), request.params.id, true),
    );
    api.delete(
      '/containers/:id/archive',
      { schema: { tags, summary: 'Restaura un contenedor archivado', security, params: idParamsSchema, response: { 200: containerSchema } } },
      (request) => containers.setArchived(principalOf(request), request.params.id, false),
    );
    api.delete(
      '/containers/:id',
      {
        schema: {
          tags,
          summary: 'Elimina un contenedor capturado por error; uno con historial (movimientos, retenciones, órdenes) se archiva, no se elimina (409 container_has_history)',
          security,
          params: idParamsSchema,
          response: { 200: messageResponseSchema },
        },
      },
      async (request) => {
        await containers.remove(principalOf(request), request.params.id);
        return { message: 'Contenedor eliminado.' };
      },
    );

    api.get(
      '/containers/:id/history',
      { schema: { tags, summary: 'Historial del contenedor, lo más reciente primero', security, params: idParamsSchema, querystring: historyQuerySchema, response: { 200: historyPageSchema } } },
      (request) => containers.history(principalOf(request), request.params.id, request.query.page),
    );
    api.post(
      '/containers/:id/history',
      {
        schema: {
          tags,
          summary: 'Registra un movimiento (gate_in, gate_out, discharge, load, yard_move, inspection) validando el estado y las retenciones',
          security,
          params: idParamsSchema,
          body: movementInputSchema,
          response: { 201: movementResultSchema },
        },
      },
      async (request, reply) => reply.code(201).send(await containers.move(principalOf(request), request.params.id, request.body)),
    );
    api.get(
      '/containers/:id/locations',
      { schema: { tags, summary: 'Posiciones que ha ocupado el contenedor (page se omite cuando es 1)', security, params: idParamsSchema, querystring: locationsQuerySchema, response: { 200: locationPageSchema } } },
      (request) => containers.locations(principalOf(request), request.params.id, request.query.page),
    );
    api.post(
      '/containers/:id/locations',
      {
        schema: { tags, summary: 'Mueve el contenedor a una posición del patio (yard_move)', security, params: idParamsSchema, body: locationInputSchema, response: { 201: movementResultSchema } },
      },
      async (request, reply) => reply.code(201).send(await containers.place(principalOf(request), request.params.id, request.body)),
    );
    api.put(
      '/containers/:id/holds',
      { schema: { tags, summary: 'Pone o libera retenciones (aduana, naviera, daño)', security, params: idParamsSchema, body: holdsInputSchema, response: { 200: containerSchema } } },
      (request) => containers.setHolds(principalOf(request), request.params.id, request.body),
    );

    const report = (path: string, kind: string, query: z.ZodType<{ format: 'csv' | 'xlsx'; company_id?: number } & Record<string, unknown>>, summary: string) =>
      api.get(path, { schema: { tags, summary, security, querystring: query, response: { 200: generatedReportSchema } } }, (request) => {
        const principal = principalOf(request);
        const { format, company_id, ...filters } = request.query as { format: 'csv' | 'xlsx'; company_id?: number } & Record<string, unknown>;
        const companyId = containers.companyFor(principal, company_id, 'reports.containers');
        const params = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined && value !== ''));
        return reports.generate(principal, companyId, kind, { format, ...params });
      });
    report('/containers/reports', 'containers-stock', stockReportQuerySchema, 'URL firmada del inventario de contenedores por estado (CSV o XLSX)');
    report('/containers/existance-reports', 'containers-existence', existenceReportQuerySchema, 'URL firmada de la existencia en patio al cierre de una fecha');
    report('/containers/departure-reports', 'containers-departures', departureReportQuerySchema, 'URL firmada de las salidas (gate out y carga) en un rango de fechas');

    api.get(
      '/search/containers',
      {
        schema: {
          tags: ['search'],
          summary: 'Busca contenedores: inicio del número (MSCU12), 4+ dígitos en cualquier parte (305438), naviera, buque, estado',
          security,
          querystring: containerSearchQuerySchema,
          response: { 200: containerSearchPageSchema },
        },
      },
      (request) => containers.list(principalOf(request), request.query),
    );
  };
}
