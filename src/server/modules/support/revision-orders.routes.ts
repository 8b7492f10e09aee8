import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, messageResponseSchema } from '../../../shared/contracts/common';
import {
  checklistTemplateListQuerySchema,
  checklistTemplateSchema,
  createChecklistTemplateInputSchema,
  createRevisionOrderInputSchema,
  revisionItemParamsSchema,
  revisionOrderDetailSchema,
  revisionOrderListQuerySchema,
  revisionOrderPageSchema,
  revisionServiceOrdersResultSchema,
  updateChecklistTemplateInputSchema,
  updateRevisionItemInputSchema,
  updateRevisionOrderInputSchema,
  updateRevisionOrderStatusInputSchema,
} from '../../../shared/contracts/revision-orders';
import { principalOf } from '../../plugins/auth';
import type { ChecklistTemplatesService } from './checklist-templates.service';
import type { RevisionOrdersService } from './revision-orders.service';

const security = [{ bearer: [] }];
const tags = ['support'];

/** Revision (inspection) orders and the company's checklist templates (`/api/v1`). */
export function revisionOrdersRoutes(orders: RevisionOrdersService, templates: ChecklistTemplatesService) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    app.addHook('onRequest', app.authenticate);

    api.get(
      '/companies/:id/checklist-templates',
      { schema: { tags, summary: 'Plantillas de revisión de la empresa (soporte técnico); archived=true: las archivadas', security, params: idParamsSchema, querystring: checklistTemplateListQuerySchema, response: { 200: z.object({ data: z.array(checklistTemplateSchema) }) } } },
      async (request) => ({ data: await templates.list(principalOf(request), request.params.id, request.query) }),
    );
    api.post(
      '/companies/:id/checklist-templates',
      { schema: { tags, summary: 'Crea una plantilla de revisión: nombre, tipo de activo y puntos en orden', security, params: idParamsSchema, body: createChecklistTemplateInputSchema, response: { 201: checklistTemplateSchema } } },
      async (request, reply) => reply.code(201).send(await templates.create(principalOf(request), request.params.id, request.body)),
    );
    api.get(
      '/checklist-templates/:id',
      { schema: { tags, summary: 'Una plantilla de revisión', security, params: idParamsSchema, response: { 200: checklistTemplateSchema } } },
      (request) => templates.get(principalOf(request), request.params.id),
    );
    api.put(
      '/checklist-templates/:id',
      { schema: { tags, summary: 'Edita una plantilla (las órdenes ya creadas conservan su copia de los puntos); archived: archiva o restaura', security, params: idParamsSchema, body: updateChecklistTemplateInputSchema, response: { 200: checklistTemplateSchema } } },
      (request) => templates.update(principalOf(request), request.params.id, request.body),
    );
    api.delete(
      '/checklist-templates/:id',
      { schema: { tags, summary: 'Elimina una plantilla sin órdenes; la que ya se usó queda archivada', security, params: idParamsSchema, response: { 200: messageResponseSchema } } },
      async (request) => {
        const outcome = await templates.remove(principalOf(request), request.params.id);
        return { message: outcome === 'deleted' ? 'La plantilla quedó eliminada.' : 'La plantilla ya se usó en órdenes de revisión: quedó archivada.' };
      },
    );

    api.get(
      '/revision-orders',
      { schema: { tags, summary: 'Órdenes de revisión que puedo ver (soporte: las de la empresa; inspector: las suyas). 20 por página', security, querystring: revisionOrderListQuerySchema, response: { 200: revisionOrderPageSchema } } },
      (request) => orders.list(principalOf(request), request.query),
    );
    api.get(
      '/companies/:id/revision-orders',
      { schema: { tags, summary: 'Órdenes de revisión de la empresa (view=mine|all; status, asset_kind, inspector_id, template_id, q)', security, params: idParamsSchema, querystring: revisionOrderListQuerySchema.omit({ company_id: true }), response: { 200: revisionOrderPageSchema } } },
      (request) => orders.list(principalOf(request), request.query, request.params.id),
    );
    api.post(
      '/revision-orders',
      { schema: { tags, summary: 'Programa una orden de revisión de un activo con una plantilla (sus puntos se copian a la orden)', security, body: createRevisionOrderInputSchema, response: { 201: revisionOrderDetailSchema } } },
      async (request, reply) => reply.code(201).send(await orders.create(principalOf(request), request.body)),
    );
    api.get(
      '/revision-orders/:id',
      { schema: { tags, summary: 'Una orden de revisión con su lista de puntos', security, params: idParamsSchema, response: { 200: revisionOrderDetailSchema } } },
      (request) => orders.get(principalOf(request), request.params.id),
    );
    api.put(
      '/revision-orders/:id',
      { schema: { tags, summary: 'Edita inspector, fecha o notas (soporte técnico; mientras no termina)', security, params: idParamsSchema, body: updateRevisionOrderInputSchema, response: { 200: revisionOrderDetailSchema } } },
      (request) => orders.update(principalOf(request), request.params.id, request.body),
    );
    api.delete(
      '/revision-orders/:id',
      { schema: { tags, summary: 'Elimina una orden no terminada y sin órdenes de servicio (soporte técnico)', security, params: idParamsSchema, response: { 200: messageResponseSchema } } },
      async (request) => {
        await orders.remove(principalOf(request), request.params.id);
        return { message: 'La orden de revisión quedó eliminada.' };
      },
    );
    api.put(
      '/revision-orders/:id/status',
      { schema: { tags, summary: 'Cambia el estado (terminar pide todos los puntos respondidos y una nota en cada falla)', security, params: idParamsSchema, body: updateRevisionOrderStatusInputSchema, response: { 200: revisionOrderDetailSchema } } },
      (request) => orders.setStatus(principalOf(request), request.params.id, request.body.status),
    );
    api.put(
      '/revision-orders/:id/items/:itemId',
      { schema: { tags, summary: 'Responde un punto: resultado (pass, fail, not_applicable o null), nota y fotos subidas a la orden', security, params: revisionItemParamsSchema, body: updateRevisionItemInputSchema, response: { 200: revisionOrderDetailSchema } } },
      (request) => orders.answerItem(principalOf(request), request.params.id, request.params.itemId, request.body),
    );
    api.post(
      '/revision-orders/:id/service-orders',
      { schema: { tags, summary: 'Crea una orden de servicio por cada punto con falla (el punto que ya tiene una la conserva)', security, params: idParamsSchema, response: { 200: revisionServiceOrdersResultSchema } } },
      (request) => orders.createServiceOrders(principalOf(request), request.params.id),
    );
  };
}
