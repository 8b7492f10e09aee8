import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema, messageResponseSchema } from '../../../shared/contracts/common';
import {
  addRouteUnitsInputSchema,
  assignDriverUnitsInputSchema,
  createRouteInputSchema,
  createTerminalInputSchema,
  createUnitInputSchema,
  driverUnitsSchema,
  logisticsListQuerySchema,
  logisticsSearchQuerySchema,
  routePageSchema,
  routeSchema,
  routeUnitsSchema,
  setUnitDriversInputSchema,
  setUnitRoutesInputSchema,
  terminalPageSchema,
  terminalSchema,
  transportSectorRoutesQuerySchema,
  unitDetailSchema,
  unitListQuerySchema,
  unitPageSchema,
  unitSchema,
  updateRouteInputSchema,
  updateTerminalInputSchema,
  updateUnitInputSchema,
} from '../../../shared/contracts/logistics';
import { principalOf } from '../../plugins/auth';
import type { FleetService } from './fleet.service';

const security = [{ bearer: [] }];

/** Terminals, routes, units (trucks) and drivers' units: `/api/v1/terminals|routes|units|drivers`, and their searches. */
export function fleetRoutes(fleet: FleetService) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    app.addHook('onRequest', app.authenticate);

    /* Terminals */
    let tags = ['terminals'];
    api.get(
      '/terminals',
      { schema: { tags, summary: 'Terminales de mis empresas (20 por página; q busca por código, nombre, operador o lugar)', security, querystring: logisticsListQuerySchema, response: { 200: terminalPageSchema } } },
      (request) => fleet.listTerminals(principalOf(request), request.query),
    );
    api.post(
      '/terminals',
      { schema: { tags, summary: 'Crea una terminal (código único en la empresa)', security, body: createTerminalInputSchema, response: { 201: terminalSchema } } },
      async (request, reply) => reply.code(201).send(await fleet.createTerminal(principalOf(request), request.body)),
    );
    api.get(
      '/terminals/:id',
      { schema: { tags, summary: 'Una terminal', security, params: idParamsSchema, response: { 200: terminalSchema } } },
      (request) => fleet.getTerminal(principalOf(request), request.params.id),
    );
    api.put(
      '/terminals/:id',
      { schema: { tags, summary: 'Edita una terminal', security, params: idParamsSchema, body: updateTerminalInputSchema, response: { 200: terminalSchema } } },
      (request) => fleet.updateTerminal(principalOf(request), request.params.id, request.body),
    );
    api.delete(
      '/terminals/:id',
      { schema: { tags, summary: 'Elimina una terminal que ninguna ruta u orden usa', security, params: idParamsSchema, response: { 200: messageResponseSchema } } },
      async (request) => {
        await fleet.removeTerminal(principalOf(request), request.params.id);
        return { message: 'La terminal quedó eliminada.' };
      },
    );

    /* Routes */
    tags = ['routes'];
    api.get(
      '/routes',
      { schema: { tags, summary: 'Rutas de mis empresas (20 por página)', security, querystring: logisticsListQuerySchema, response: { 200: routePageSchema } } },
      (request) => fleet.listRoutes(principalOf(request), request.query),
    );
    // Before /routes/:id so that "transport-sector" is not read as an id.
    api.get(
      '/routes/transport-sector',
      {
        schema: {
          tags,
          summary: 'Rutas activas de mis empresas del sector transporte',
          security,
          querystring: transportSectorRoutesQuerySchema,
          response: { 200: routePageSchema },
        },
      },
      (request) => fleet.transportSectorRoutes(principalOf(request), request.query),
    );
    api.post(
      '/routes',
      { schema: { tags, summary: 'Crea una ruta entre dos terminales de la empresa', security, body: createRouteInputSchema, response: { 201: routeSchema } } },
      async (request, reply) => reply.code(201).send(await fleet.createRoute(principalOf(request), request.body)),
    );
    api.get(
      '/routes/:id',
      { schema: { tags, summary: 'Una ruta', security, params: idParamsSchema, response: { 200: routeSchema } } },
      (request) => fleet.getRoute(principalOf(request), request.params.id),
    );
    api.put(
      '/routes/:id',
      { schema: { tags, summary: 'Edita una ruta', security, params: idParamsSchema, body: updateRouteInputSchema, response: { 200: routeSchema } } },
      (request) => fleet.updateRoute(principalOf(request), request.params.id, request.body),
    );
    api.delete(
      '/routes/:id',
      { schema: { tags, summary: 'Elimina una ruta que ninguna orden usa', security, params: idParamsSchema, response: { 200: messageResponseSchema } } },
      async (request) => {
        await fleet.removeRoute(principalOf(request), request.params.id);
        return { message: 'La ruta quedó eliminada.' };
      },
    );
    api.get(
      '/routes/:id/units',
      { schema: { tags, summary: 'Unidades asignadas a la ruta', security, params: idParamsSchema, response: { 200: routeUnitsSchema } } },
      (request) => fleet.routeUnits(principalOf(request), request.params.id),
    );
    api.post(
      '/routes/:id/units',
      { schema: { tags, summary: 'Asigna unidades a la ruta (las que ya estaban siguen)', security, params: idParamsSchema, body: addRouteUnitsInputSchema, response: { 200: routeUnitsSchema } } },
      (request) => fleet.addRouteUnits(principalOf(request), request.params.id, request.body.unit_ids),
    );

    /* Units */
    tags = ['units'];
    api.get(
      '/units',
      { schema: { tags, summary: 'Unidades (tractocamiones) de mis empresas (20 por página; status filtra)', security, querystring: unitListQuerySchema, response: { 200: unitPageSchema } } },
      (request) => fleet.listUnits(principalOf(request), request.query),
    );
    api.post(
      '/units',
      { schema: { tags, summary: 'Da de alta una unidad (número económico y placas únicos en la empresa)', security, body: createUnitInputSchema, response: { 201: unitSchema } } },
      async (request, reply) => reply.code(201).send(await fleet.createUnit(principalOf(request), request.body)),
    );
    api.get(
      '/units/:id',
      { schema: { tags, summary: 'Ficha de la unidad: choferes, rutas y los movimientos de contenedores que llevó', security, params: idParamsSchema, response: { 200: unitDetailSchema } } },
      (request) => fleet.getUnit(principalOf(request), request.params.id),
    );
    api.put(
      '/units/:id',
      { schema: { tags, summary: 'Edita una unidad', security, params: idParamsSchema, body: updateUnitInputSchema, response: { 200: unitSchema } } },
      (request) => fleet.updateUnit(principalOf(request), request.params.id, request.body),
    );
    api.delete(
      '/units/:id',
      { schema: { tags, summary: 'Elimina una unidad sin órdenes', security, params: idParamsSchema, response: { 200: messageResponseSchema } } },
      async (request) => {
        await fleet.removeUnit(principalOf(request), request.params.id);
        return { message: 'La unidad quedó eliminada.' };
      },
    );
    api.put(
      '/units/:id/drivers',
      { schema: { tags, summary: 'Los choferes de la unidad pasan a ser exactamente estos', security, params: idParamsSchema, body: setUnitDriversInputSchema, response: { 200: unitSchema } } },
      (request) => fleet.setUnitDrivers(principalOf(request), request.params.id, request.body.driver_ids),
    );
    api.put(
      '/units/:id/routes',
      { schema: { tags, summary: 'Las rutas de la unidad pasan a ser exactamente estas', security, params: idParamsSchema, body: setUnitRoutesInputSchema, response: { 200: unitSchema } } },
      (request) => fleet.setUnitRoutes(principalOf(request), request.params.id, request.body.route_ids),
    );

    /* Drivers (employees marked as drivers) */
    tags = ['drivers'];
    api.get(
      '/drivers/:id/units',
      { schema: { tags, summary: 'Unidades que maneja el chofer', security, params: idParamsSchema, response: { 200: driverUnitsSchema } } },
      (request) => fleet.driverUnits(principalOf(request), request.params.id),
    );
    api.post(
      '/drivers/:id/units',
      { schema: { tags, summary: 'Asigna unidades al chofer (las que ya tenía siguen)', security, params: idParamsSchema, body: assignDriverUnitsInputSchema, response: { 200: driverUnitsSchema } } },
      (request) => fleet.assignDriverUnits(principalOf(request), request.params.id, request.body.unit_ids),
    );

    /* Searches */
    tags = ['search'];
    api.get(
      '/search/terminals',
      { schema: { tags, summary: 'Busca terminales de mis empresas por código, nombre, operador, RFC o lugar', security, querystring: logisticsSearchQuerySchema, response: { 200: terminalPageSchema } } },
      (request) => fleet.listTerminals(principalOf(request), request.query),
    );
    api.get(
      '/search/units',
      { schema: { tags, summary: 'Busca unidades de mis empresas por número económico, placas, marca o configuración', security, querystring: logisticsSearchQuerySchema, response: { 200: unitPageSchema } } },
      (request) => fleet.listUnits(principalOf(request), request.query),
    );
    api.get(
      '/search/routes',
      { schema: { tags, summary: 'Busca rutas de mis empresas por código o nombre', security, querystring: logisticsSearchQuerySchema, response: { 200: routePageSchema } } },
      (request) => fleet.listRoutes(principalOf(request), request.query),
    );
  };
}
