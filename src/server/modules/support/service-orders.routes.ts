import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, messageResponseSchema } from '../../../shared/contracts/common';
import {
  createServiceOrderInputSchema,
  serviceOrderDetailSchema,
  serviceOrderListQuerySchema,
  serviceOrderPageSchema,
  serviceOrderTokenParamsSchema,
  serviceOrderVerificationSchema,
  signServiceOrderInputSchema,
  updateServiceOrderInputSchema,
  updateServiceOrderStatusInputSchema,
} from '../../../shared/contracts/service-orders';
import { principalOf } from '../../plugins/auth';
import { renderServiceOrderPdf } from './service-orders.pdf';
import type { ServiceOrdersService } from './service-orders.service';

const security = [{ bearer: [] }];
const tags = ['support'];

/** Service orders: the CRUD family, status, signature and PDF (`/api/v1`). */
export function serviceOrdersRoutes(orders: ServiceOrdersService) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    app.addHook('onRequest', app.authenticate);

    api.get(
      '/service-orders',
      { schema: { tags, summary: 'Órdenes de servicio que puedo ver (soporte: las de la empresa; técnico: las asignadas; solicitante: las de sus tickets)', security, querystring: serviceOrderListQuerySchema, response: { 200: serviceOrderPageSchema } } },
      (request) => orders.list(principalOf(request), request.query),
    );
    api.get(
      '/companies/:id/service-orders',
      {
        schema: {
          tags,
          summary: 'Órdenes de servicio de la empresa (status, technician_id, ticket_id, from/to sobre la fecha programada, q, sort)',
          security,
          params: idParamsSchema,
          querystring: serviceOrderListQuerySchema.omit({ company_id: true }),
          response: { 200: serviceOrderPageSchema },
        },
      },
      (request) => orders.listOfCompany(principalOf(request), request.params.id, request.query),
    );
    api.get(
      '/search/service-orders',
      { schema: { tags: ['search'], summary: 'Busca órdenes de servicio por título, lugar o referencia; mismos filtros que la lista', security, querystring: serviceOrderListQuerySchema, response: { 200: serviceOrderPageSchema } } },
      (request) => orders.list(principalOf(request), request.query),
    );
    api.post(
      '/service-orders',
      { schema: { tags, summary: 'Crea una orden de servicio (soporte técnico), directa o desde un ticket', security, body: createServiceOrderInputSchema, response: { 201: serviceOrderDetailSchema } } },
      async (request, reply) => reply.code(201).send(await orders.create(principalOf(request), request.body)),
    );
    api.get(
      '/service-orders/:id',
      { schema: { tags, summary: 'Una orden de servicio con sus refacciones y su firma', security, params: idParamsSchema, response: { 200: serviceOrderDetailSchema } } },
      (request) => orders.get(principalOf(request), request.params.id),
    );
    api.put(
      '/service-orders/:id',
      { schema: { tags, summary: 'Edita una orden sin firmar (el técnico: descripción, mano de obra y refacciones)', security, params: idParamsSchema, body: updateServiceOrderInputSchema, response: { 200: serviceOrderDetailSchema } } },
      (request) => orders.update(principalOf(request), request.params.id, request.body),
    );
    api.delete(
      '/service-orders/:id',
      { schema: { tags, summary: 'Elimina una orden sin firmar (soporte técnico)', security, params: idParamsSchema, response: { 200: messageResponseSchema } } },
      async (request) => {
        await orders.remove(principalOf(request), request.params.id);
        return { message: 'La orden de servicio quedó eliminada.' };
      },
    );
    api.put(
      '/service-orders/:id/status',
      { schema: { tags, summary: 'Cambia el estado (programada, en proceso, cancelada); se completa solo al firmarla', security, params: idParamsSchema, body: updateServiceOrderStatusInputSchema, response: { 200: serviceOrderDetailSchema } } },
      (request) => orders.setStatus(principalOf(request), request.params.id, request.body.status),
    );
    api.post(
      '/service-orders/:id/signature',
      { schema: { tags, summary: 'Completa la orden con la firma autógrafa de quien recibe (trazos en un recuadro de 600×200)', security, params: idParamsSchema, body: signServiceOrderInputSchema, response: { 200: serviceOrderDetailSchema } } },
      (request) => orders.sign(principalOf(request), request.params.id, request.body),
    );
    api.get(
      '/service-orders/:id/pdf',
      { schema: { tags, summary: 'La orden de servicio en PDF, con la firma y el código QR de verificación', security, params: idParamsSchema, produces: ['application/pdf'], response: { 200: z.any().describe('PDF') } } },
      async (request, reply) => {
        const printable = await orders.printable(principalOf(request), request.params.id);
        return reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="orden-servicio-${printable.order.reference}.pdf"`)
          .header('cache-control', 'private, no-store')
          .send(await renderServiceOrderPdf(printable));
      },
    );
  };
}

/** The verification the printed QR code opens: no session; the token is the capability. */
export function publicServiceOrderRoutes(orders: ServiceOrdersService) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    api.get(
      '/public/service-orders/:token',
      { schema: { tags, summary: 'Verifica una orden de servicio firmada desde su código QR (sin sesión)', params: serviceOrderTokenParamsSchema, response: { 200: serviceOrderVerificationSchema } } },
      (request) => orders.verify(request.params.token),
    );
  };
}
