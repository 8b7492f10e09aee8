import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, messageResponseSchema } from '../../../shared/contracts/common';
import {
  createTicketInputSchema,
  createTicketMessageInputSchema,
  supportSettingsSchema,
  ticketDetailSchema,
  ticketListQuerySchema,
  ticketMessageSchema,
  ticketPageSchema,
  updateSupportSettingsInputSchema,
  updateTicketAssigneeInputSchema,
  updateTicketInputSchema,
  updateTicketStatusInputSchema,
} from '../../../shared/contracts/support';
import { supportAgentListSchema, supportDashboardQuerySchema, supportDashboardSchema } from '../../../shared/contracts/support-dashboard';
import { principalOf } from '../../plugins/auth';
import type { SupportDashboardService } from './support-dashboard.service';
import type { SupportSettingsService } from './support-settings.service';
import type { TicketsService } from './tickets.service';

const security = [{ bearer: [] }];
const tags = ['support'];

/** Support tickets, their conversation, status and assignee, the company's SLA settings, dashboard and agents (`/api/v1`). */
export function supportRoutes(tickets: TicketsService, settings: SupportSettingsService, dashboard: SupportDashboardService) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    app.addHook('onRequest', app.authenticate);

    api.get(
      '/tickets',
      { schema: { tags, summary: 'Tickets que puedo ver (soporte: todos los de la empresa; los demás: los propios). 20 por página', security, querystring: ticketListQuerySchema, response: { 200: ticketPageSchema } } },
      (request) => tickets.list(principalOf(request), request.query),
    );
    api.get(
      '/companies/:id/tickets',
      {
        schema: {
          tags,
          summary: 'Bandeja de tickets de la empresa (view=mine|unassigned|waiting|breaching|all; status, priority, category, assignee_id, q, sort); cada ticket con sus relojes de SLA',
          security,
          params: idParamsSchema,
          querystring: ticketListQuerySchema.omit({ company_id: true }),
          response: { 200: ticketPageSchema },
        },
      },
      (request) => tickets.listOfCompany(principalOf(request), request.params.id, request.query),
    );
    api.get(
      '/search/tickets',
      { schema: { tags: ['search'], summary: 'Busca tickets por asunto o referencia (sin distinguir mayúsculas ni acentos); mismos filtros que la lista', security, querystring: ticketListQuerySchema, response: { 200: ticketPageSchema } } },
      (request) => tickets.list(principalOf(request), request.query),
    );
    api.post(
      '/tickets',
      { schema: { tags, summary: 'Levanta un ticket al soporte técnico de la empresa', security, body: createTicketInputSchema, response: { 201: ticketDetailSchema } } },
      async (request, reply) => reply.code(201).send(await tickets.create(principalOf(request), request.body)),
    );
    api.get(
      '/tickets/:id',
      { schema: { tags, summary: 'Un ticket con su historial de estados (soporte o quien lo levantó)', security, params: idParamsSchema, response: { 200: ticketDetailSchema } } },
      (request) => tickets.get(principalOf(request), request.params.id),
    );
    api.put(
      '/tickets/:id',
      { schema: { tags, summary: 'Edita un ticket (soporte; quien lo levantó, mientras sigue nuevo y sin cambiar la prioridad)', security, params: idParamsSchema, body: updateTicketInputSchema, response: { 200: ticketDetailSchema } } },
      (request) => tickets.update(principalOf(request), request.params.id, request.body),
    );
    api.delete(
      '/tickets/:id',
      { schema: { tags, summary: 'Elimina un ticket (administración de la empresa; quien lo levantó, mientras sigue nuevo)', security, params: idParamsSchema, response: { 200: messageResponseSchema } } },
      async (request) => {
        await tickets.remove(principalOf(request), request.params.id);
        return { message: 'El ticket quedó eliminado.' };
      },
    );
    api.get(
      '/tickets/:id/messages',
      { schema: { tags, summary: 'La conversación del ticket (las notas internas, solo para soporte)', security, params: idParamsSchema, response: { 200: z.object({ data: z.array(ticketMessageSchema) }) } } },
      async (request) => ({ data: await tickets.messages(principalOf(request), request.params.id) }),
    );
    api.post(
      '/tickets/:id/messages',
      { schema: { tags, summary: 'Responde (public_reply) o anota (internal_note, solo soporte); la respuesta de soporte llega por correo a quien lo levantó', security, params: idParamsSchema, body: createTicketMessageInputSchema, response: { 201: ticketMessageSchema } } },
      async (request, reply) => reply.code(201).send(await tickets.addMessage(principalOf(request), request.params.id, request.body)),
    );
    api.put(
      '/tickets/:id/status',
      { schema: { tags, summary: 'Cambia el estado según el flujo permitido (quien lo levantó: cerrar, confirmar o reabrir)', security, params: idParamsSchema, body: updateTicketStatusInputSchema, response: { 200: ticketDetailSchema } } },
      (request) => tickets.setStatus(principalOf(request), request.params.id, request.body.status),
    );
    api.put(
      '/tickets/:id/assignee',
      { schema: { tags, summary: 'Asigna el ticket a alguien de soporte técnico (null: a nadie)', security, params: idParamsSchema, body: updateTicketAssigneeInputSchema, response: { 200: ticketDetailSchema } } },
      (request) => tickets.setAssignee(principalOf(request), request.params.id, request.body.assignee_id),
    );
    api.get(
      '/companies/:id/support-dashboard',
      {
        schema: {
          tags,
          summary: 'Tablero de soporte (solo soporte): tickets por estado, antigüedad del rezago, creados y resueltos por día, cumplimiento de SLA por agente y categoría en el periodo (from/to, hasta 92 días; por omisión los últimos 30)',
          security,
          params: idParamsSchema,
          querystring: supportDashboardQuerySchema,
          response: { 200: supportDashboardSchema },
        },
      },
      (request) => dashboard.dashboard(principalOf(request), request.params.id, request.query),
    );
    api.get(
      '/companies/:id/support-agents',
      { schema: { tags, summary: 'Personas a quienes se puede asignar un ticket de la empresa (solo soporte)', security, params: idParamsSchema, response: { 200: supportAgentListSchema } } },
      async (request) => ({ data: await dashboard.agents(principalOf(request), request.params.id) }),
    );
    api.get(
      '/companies/:id/support-settings',
      { schema: { tags, summary: 'Metas de SLA por prioridad y calendario laboral de la empresa', security, params: idParamsSchema, response: { 200: supportSettingsSchema } } },
      (request) => settings.get(principalOf(request), request.params.id),
    );
    api.put(
      '/companies/:id/support-settings',
      { schema: { tags, summary: 'Guarda las metas de SLA y el calendario laboral (minutos hábiles; horarios en orden)', security, params: idParamsSchema, body: updateSupportSettingsInputSchema, response: { 200: supportSettingsSchema } } },
      (request) => settings.update(principalOf(request), request.params.id, request.body),
    );
  };
}
