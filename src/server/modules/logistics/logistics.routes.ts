import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, messageResponseSchema } from '../../../shared/contracts/common';
import { logisticsListQuerySchema, logisticsSearchQuerySchema } from '../../../shared/contracts/logistics-common';
import {
  createTerminalInputSchema,
  terminalPageSchema,
  terminalSchema,
  updateTerminalInputSchema,
} from '../../../shared/contracts/logistics-terminals';
import {
  addRouteUnitsInputSchema,
  routeUnitParamsSchema,
  createRouteInputSchema,
  routePageSchema,
  routeSchema,
  transportSectorRoutesQuerySchema,
  updateRouteInputSchema,
} from '../../../shared/contracts/logistics-routes';
import {
  assignDriverUnitsInputSchema,
  createUnitInputSchema,
  driverUnitsSchema,
  routeUnitsSchema,
  setUnitDriversInputSchema,
  setUnitRoutesInputSchema,
  unitListQuerySchema,
  unitPageSchema,
  unitSchema,
  updateUnitInputSchema,
} from '../../../shared/contracts/logistics-units';
import {
  containerOrdersQuerySchema,
  createOrderInputSchema,
  orderDetailSchema,
  orderPageSchema,
  updateOrderInputSchema,
} from '../../../shared/contracts/logistics-orders';
import {
  createWaybillInputSchema,
  orderWaybillsSchema,
  waybillSchema,
  waybillVerificationSchema,
  waybillVerifyParamsSchema,
  waybillVerifyQuerySchema,
} from '../../../shared/contracts/logistics-waybills';
import { unitDetailSchema } from '../../../shared/contracts/logistics-unit-detail';
import { principalOf } from '../../plugins/auth';
import type { OrdersService } from './orders.service';
import type { RoutesService } from './routes.service';
import type { TerminalsService } from './terminals.service';
import type { UnitAssignmentsService } from './unit-assignments.service';
import type { UnitsService } from './units.service';
import type { WaybillsService } from './waybills.service';

const security = [{ bearer: [] }];

export interface LogisticsServices {
  terminals: TerminalsService;
  routes: RoutesService;
  units: UnitsService;
  assignments: UnitAssignmentsService;
  orders: OrdersService;
  waybills: WaybillsService;
}

/**
 * Terminals, routes, units (trucks) and drivers' units (`/api/v1/terminals|routes|units|drivers`
 * and their searches), container orders and their waybills (carta porte), spelled as spec §7 spells them.
 */
export function logisticsRoutes(services: LogisticsServices) {
  const { terminals, routes, units, assignments, orders, waybills } = services;
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    app.addHook('onRequest', app.authenticate);

    /* Terminals */
    let tags = ['terminals'];
    api.get(
      '/terminals',
      { schema: { tags, summary: 'Terminales de mis empresas (20 por página; q busca por código, nombre, operador o lugar)', security, querystring: logisticsListQuerySchema, response: { 200: terminalPageSchema } } },
      (request) => terminals.list(principalOf(request), request.query),
    );
    api.post(
      '/terminals',
      { schema: { tags, summary: 'Crea una terminal (código único en la empresa)', security, body: createTerminalInputSchema, response: { 201: terminalSchema } } },
      async (request, reply) => reply.code(201).send(await terminals.create(principalOf(request), request.body)),
    );
    api.get(
      '/terminals/:id',
      { schema: { tags, summary: 'Una terminal', security, params: idParamsSchema, response: { 200: terminalSchema } } },
      (request) => terminals.get(principalOf(request), request.params.id),
    );
    api.put(
      '/terminals/:id',
      { schema: { tags, summary: 'Edita una terminal', security, params: idParamsSchema, body: updateTerminalInputSchema, response: { 200: terminalSchema } } },
      (request) => terminals.update(principalOf(request), request.params.id, request.body),
    );
    api.delete(
      '/terminals/:id',
      { schema: { tags, summary: 'Elimina una terminal que ninguna ruta u orden usa', security, params: idParamsSchema, response: { 200: messageResponseSchema } } },
      async (request) => {
        await terminals.remove(principalOf(request), request.params.id);
        return { message: 'La terminal quedó eliminada.' };
      },
    );

    /* Routes */
    tags = ['routes'];
    api.get(
      '/routes',
      { schema: { tags, summary: 'Rutas de mis empresas (20 por página)', security, querystring: logisticsListQuerySchema, response: { 200: routePageSchema } } },
      (request) => routes.list(principalOf(request), request.query),
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
      (request) => routes.transportSector(principalOf(request), request.query),
    );
    api.post(
      '/routes',
      { schema: { tags, summary: 'Crea una ruta entre dos terminales de la empresa', security, body: createRouteInputSchema, response: { 201: routeSchema } } },
      async (request, reply) => reply.code(201).send(await routes.create(principalOf(request), request.body)),
    );
    api.get(
      '/routes/:id',
      { schema: { tags, summary: 'Una ruta', security, params: idParamsSchema, response: { 200: routeSchema } } },
      (request) => routes.get(principalOf(request), request.params.id),
    );
    api.put(
      '/routes/:id',
      { schema: { tags, summary: 'Edita una ruta', security, params: idParamsSchema, body: updateRouteInputSchema, response: { 200: routeSchema } } },
      (request) => routes.update(principalOf(request), request.params.id, request.body),
    );
    api.delete(
      '/routes/:id',
      { schema: { tags, summary: 'Elimina una ruta que ninguna orden usa', security, params: idParamsSchema, response: { 200: messageResponseSchema } } },
      async (request) => {
        await routes.remove(principalOf(request), request.params.id);
        return { message: 'La ruta quedó eliminada.' };
      },
    );
    api.get(
      '/routes/:id/units',
      { schema: { tags, summary: 'Unidades asignadas a la ruta', security, params: idParamsSchema, response: { 200: routeUnitsSchema } } },
      (request) => assignments.ofRoute(principalOf(request), request.params.id),
    );
    api.post(
      '/routes/:id/units',
      { schema: { tags, summary: 'Asigna unidades a la ruta (las que ya estaban siguen)', security, params: idParamsSchema, body: addRouteUnitsInputSchema, response: { 200: routeUnitsSchema } } },
      (request) => assignments.addToRoute(principalOf(request), request.params.id, request.body.unit_ids),
    );
    api.delete(
      '/routes/:id/units/:unitId',
      { schema: { tags, summary: 'Quita una unidad de la ruta (la unidad sigue existiendo)', security, params: routeUnitParamsSchema, response: { 200: routeUnitsSchema } } },
      (request) => assignments.removeFromRoute(principalOf(request), request.params.id, request.params.unitId),
    );

    /* Units */
    tags = ['units'];
    api.get(
      '/units',
      { schema: { tags, summary: 'Unidades (tractocamiones) de mis empresas (20 por página; status filtra)', security, querystring: unitListQuerySchema, response: { 200: unitPageSchema } } },
      (request) => units.list(principalOf(request), request.query),
    );
    api.post(
      '/units',
      { schema: { tags, summary: 'Da de alta una unidad (número económico y placas únicos en la empresa)', security, body: createUnitInputSchema, response: { 201: unitSchema } } },
      async (request, reply) => reply.code(201).send(await units.create(principalOf(request), request.body)),
    );
    api.get(
      '/units/:id',
      { schema: { tags, summary: 'Ficha de la unidad: choferes, rutas y los movimientos de contenedores que llevó', security, params: idParamsSchema, response: { 200: unitDetailSchema } } },
      (request) => units.get(principalOf(request), request.params.id),
    );
    api.put(
      '/units/:id',
      { schema: { tags, summary: 'Edita una unidad', security, params: idParamsSchema, body: updateUnitInputSchema, response: { 200: unitSchema } } },
      (request) => units.update(principalOf(request), request.params.id, request.body),
    );
    api.delete(
      '/units/:id',
      { schema: { tags, summary: 'Elimina una unidad sin órdenes', security, params: idParamsSchema, response: { 200: messageResponseSchema } } },
      async (request) => {
        await units.remove(principalOf(request), request.params.id);
        return { message: 'La unidad quedó eliminada.' };
      },
    );
    api.put(
      '/units/:id/drivers',
      { schema: { tags, summary: 'Los choferes de la unidad pasan a ser exactamente estos', security, params: idParamsSchema, body: setUnitDriversInputSchema, response: { 200: unitSchema } } },
      (request) => units.setDrivers(principalOf(request), request.params.id, request.body.driver_ids),
    );
    api.put(
      '/units/:id/routes',
      { schema: { tags, summary: 'Las rutas de la unidad pasan a ser exactamente estas', security, params: idParamsSchema, body: setUnitRoutesInputSchema, response: { 200: unitSchema } } },
      (request) => units.setRoutes(principalOf(request), request.params.id, request.body.route_ids),
    );

    /* Drivers (employees marked as drivers) */
    tags = ['drivers'];
    api.get(
      '/drivers/:id/units',
      { schema: { tags, summary: 'Unidades que maneja el chofer', security, params: idParamsSchema, response: { 200: driverUnitsSchema } } },
      (request) => assignments.ofDriver(principalOf(request), request.params.id),
    );
    api.post(
      '/drivers/:id/units',
      { schema: { tags, summary: 'Asigna unidades al chofer (las que ya tenía siguen)', security, params: idParamsSchema, body: assignDriverUnitsInputSchema, response: { 200: driverUnitsSchema } } },
      (request) => assignments.assignToDriver(principalOf(request), request.params.id, request.body.unit_ids),
    );

    /* Searches */
    tags = ['search'];
    api.get(
      '/search/terminals',
      { schema: { tags, summary: 'Busca terminales de mis empresas por código, nombre, operador, RFC o lugar', security, querystring: logisticsSearchQuerySchema, response: { 200: terminalPageSchema } } },
      (request) => terminals.list(principalOf(request), request.query),
    );
    api.get(
      '/search/units',
      { schema: { tags, summary: 'Busca unidades de mis empresas por número económico, placas, marca o configuración', security, querystring: logisticsSearchQuerySchema, response: { 200: unitPageSchema } } },
      (request) => units.list(principalOf(request), request.query),
    );
    api.get(
      '/search/routes',
      { schema: { tags, summary: 'Busca rutas de mis empresas por código o nombre', security, querystring: logisticsSearchQuerySchema, response: { 200: routePageSchema } } },
      (request) => routes.list(principalOf(request), request.query),
    );

    /* Orders */
    tags = ['orders'];
    api.post(
      '/containers/:id/orders',
      { schema: { tags, summary: 'Solicita una orden de trabajo sobre el contenedor (entrega, recepción, traslado o inspección)', security, params: idParamsSchema, body: createOrderInputSchema, response: { 201: orderDetailSchema } } },
      async (request, reply) => reply.code(201).send(await orders.create(principalOf(request), request.params.id, request.body)),
    );
    api.get(
      '/containers/:id/orders',
      { schema: { tags, summary: 'Órdenes del contenedor, la más reciente primero (20 por página)', security, params: idParamsSchema, querystring: containerOrdersQuerySchema, response: { 200: orderPageSchema } } },
      (request) => orders.listOfContainer(principalOf(request), request.params.id, request.query),
    );
    api.get(
      '/orders/:id',
      { schema: { tags, summary: 'Una orden con su bitácora de actualizaciones', security, params: idParamsSchema, response: { 200: orderDetailSchema } } },
      (request) => orders.get(principalOf(request), request.params.id),
    );
    api.put(
      '/orders/:id',
      {
        schema: {
          tags,
          summary: 'Actualiza una orden: update_report (obligatorio), status según el flujo (solicitada → aprobada → en proceso → terminada; rechazada, cancelada) y el plan',
          security,
          params: idParamsSchema,
          body: updateOrderInputSchema,
          response: { 200: orderDetailSchema },
        },
      },
      (request) => orders.update(principalOf(request), request.params.id, request.body),
    );

    tags = ['waybills'];
    api.post(
      '/waybills',
      { schema: { tags, summary: 'Emite la carta porte de una orden aprobada o en proceso', security, body: createWaybillInputSchema, response: { 201: waybillSchema } } },
      async (request, reply) => reply.code(201).send(await waybills.create(principalOf(request), request.body)),
    );
    api.get(
      '/orders/:id/waybills',
      { schema: { tags, summary: 'Cartas porte de la orden, la más reciente primero', security, params: idParamsSchema, response: { 200: orderWaybillsSchema } } },
      (request) => waybills.listOfOrder(principalOf(request), request.params.id),
    );
    api.get(
      '/waybill/:id/report',
      {
        schema: {
          tags,
          summary: 'La carta porte en PDF (con código QR de verificación)',
          security,
          params: idParamsSchema,
          produces: ['application/pdf'],
          response: { 200: z.any().describe('PDF') },
        },
      },
      async (request, reply) => {
        const { fileName, stream } = await waybills.report(principalOf(request), request.params.id);
        return reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .header('cache-control', 'private, no-store')
          .send(stream);
      },
    );
  };
}

/** The public verification a waybill's QR code opens: no session, the signature is the permission. */
export function publicWaybillRoutes(waybills: WaybillsService) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    api.get(
      '/waybills/verify/:folio',
      {
        schema: {
          tags: ['waybills'],
          summary: 'Verifica una carta porte desde su código QR (sin sesión; s es la firma del enlace)',
          params: waybillVerifyParamsSchema,
          querystring: waybillVerifyQuerySchema,
          response: { 200: waybillVerificationSchema },
        },
      },
      (request) => waybills.verify(request.params.folio, request.query.s),
    );
  };
}
