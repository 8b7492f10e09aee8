import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../shared/contracts/common';
import {
  containerOrdersQuerySchema,
  createOrderInputSchema,
  createWaybillInputSchema,
  orderDetailSchema,
  orderPageSchema,
  orderWaybillsSchema,
  updateOrderInputSchema,
  waybillSchema,
  waybillVerificationSchema,
  waybillVerifyParamsSchema,
  waybillVerifyQuerySchema,
} from '../../../shared/contracts/logistics';
import { principalOf } from '../../plugins/auth';
import type { OrdersService } from './orders.service';
import type { WaybillsService } from './waybills.service';

const security = [{ bearer: [] }];

/** Container orders and their waybills (carta porte), spelled as spec §7 spells them. */
export function ordersRoutes(orders: OrdersService, waybills: WaybillsService) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    app.addHook('onRequest', app.authenticate);

    let tags = ['orders'];
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
