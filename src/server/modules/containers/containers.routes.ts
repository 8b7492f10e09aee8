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
  createVesselCallInputSchema,
  dashboardQuerySchema,
  dashboardSchema,
  departureReportQuerySchema,
  existenceReportQuerySchema,
  historyPageSchema,
  historyQuerySchema,
  holdsInputSchema,
  locationInputSchema,
  locationPageSchema,
  locationsQuerySchema,
  movementInputSchema,
  movementResultSchema,
  stockReportQuerySchema,
  updateContainerInputSchema,
  updateVesselCallInputSchema,
  vesselCallDetailSchema,
  vesselCallListQuerySchema,
  vesselCallPageSchema,
} from '../../../shared/contracts/containers';
import { generatedReportSchema } from '../../../shared/contracts/reports';
import { principalOf } from '../../plugins/auth';
import type { ReportsService } from '../reports/reports.service';
import type { ContainersService } from './containers.service';

const security = [{ bearer: [] }];
const tags = ['containers'];

/**
 * Container logistics core under /api/v1: containers, movements (`POST /containers/{id}/history`),
 * locations, holds, vessel calls (`/container-calls`), reports with the spec's
 * spelling, search and the dashboard.
 */
export function containersRoutes(containers: ContainersService, reports: ReportsService) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    app.addHook('onRequest', app.authenticate);

    // ───── containers ─────
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
    api.delete(
      '/containers/:id',
      { schema: { tags, summary: 'Elimina un contenedor con su historial', security, params: idParamsSchema, response: { 200: messageResponseSchema } } },
      async (request) => {
        await containers.remove(principalOf(request), request.params.id);
        return { message: 'Contenedor eliminado.' };
      },
    );

    // ───── history (movements), locations, holds ─────
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

    // ───── vessel calls ─────
    api.get(
      '/container-calls',
      { schema: { tags, summary: 'Arribos de buque (calls)', security, querystring: vesselCallListQuerySchema, response: { 200: vesselCallPageSchema } } },
      (request) => containers.listCalls(principalOf(request), request.query),
    );
    api.post(
      '/container-calls',
      { schema: { tags, summary: 'Registra un arribo con sus listas de descarga y carga', security, body: createVesselCallInputSchema, response: { 201: vesselCallDetailSchema } } },
      async (request, reply) => reply.code(201).send(await containers.createCall(principalOf(request), request.body)),
    );
    api.get(
      '/container-calls/:id',
      { schema: { tags, summary: 'Un arribo con sus listas', security, params: idParamsSchema, response: { 200: vesselCallDetailSchema } } },
      (request) => containers.getCall(principalOf(request), request.params.id),
    );
    api.put(
      '/container-calls/:id',
      { schema: { tags, summary: 'Edita un arribo (una lista enviada reemplaza la anterior)', security, params: idParamsSchema, body: updateVesselCallInputSchema, response: { 200: vesselCallDetailSchema } } },
      (request) => containers.updateCall(principalOf(request), request.params.id, request.body),
    );
    api.delete(
      '/container-calls/:id',
      { schema: { tags, summary: 'Elimina un arribo', security, params: idParamsSchema, response: { 200: messageResponseSchema } } },
      async (request) => {
        await containers.removeCall(principalOf(request), request.params.id);
        return { message: 'Arribo eliminado.' };
      },
    );

    // ───── reports (spec spelling) ─────
    const report = (path: string, kind: string, query: z.ZodType<{ format: 'csv' | 'xlsx'; company_id?: number } & Record<string, unknown>>, summary: string) =>
      api.get(path, { schema: { tags, summary, security, querystring: query, response: { 200: generatedReportSchema } } }, (request) => {
        const principal = principalOf(request);
        const { format, company_id, ...filters } = request.query as { format: 'csv' | 'xlsx'; company_id?: number } & Record<string, unknown>;
        const companyId = containers.companyFor(principal, company_id);
        const params = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined && value !== ''));
        return reports.generate(principal, companyId, kind, { format, ...params });
      });
    report('/containers/reports', 'containers-stock', stockReportQuerySchema, 'URL firmada del inventario de contenedores por estado (CSV o XLSX)');
    report('/containers/existance-reports', 'containers-existence', existenceReportQuerySchema, 'URL firmada de la existencia en patio al cierre de una fecha');
    report('/containers/departure-reports', 'containers-departures', departureReportQuerySchema, 'URL firmada de las salidas (gate out y carga) en un rango de fechas');

    // ───── search and dashboard ─────
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
    api.get(
      '/logistics/dashboard',
      { schema: { tags, summary: 'Tablero de logística: por estado, entradas/salidas por día, estadía, ocupación por bloque', security, querystring: dashboardQuerySchema, response: { 200: dashboardSchema } } },
      (request) => containers.dashboard(principalOf(request), request.query),
    );
  };
}
