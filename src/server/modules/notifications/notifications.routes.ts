import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../shared/contracts/common';
import {
  markAllReadResultSchema,
  markNotificationInputSchema,
  notificationListQuerySchema,
  notificationPageSchema,
  notificationSchema,
  notificationSettingsSchema,
  sendCompanyNoticeInputSchema,
  sendCompanyNoticeResultSchema,
  unreadCountSchema,
} from '../../../shared/contracts/notifications';
import { principalOf } from '../../plugins/auth';
import type { NotificationsService } from './notifications.service';

const security = [{ bearer: [] }];
const tags = ['notifications'];

/** The notifications service (`/notifications-api/v1`): the signed-in user's own notifications. */
export function notificationsRoutes(notifications: NotificationsService) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    app.addHook('onRequest', app.authenticate);

    api.get(
      '/notifications',
      {
        schema: {
          tags,
          summary: 'Mis notificaciones, de la más reciente a la más antigua (20 por página)',
          security,
          querystring: notificationListQuerySchema,
          response: { 200: notificationPageSchema },
        },
      },
      (request) => notifications.list(principalOf(request), request.query),
    );

    api.get(
      '/notifications/count',
      { schema: { tags, summary: 'Cuántas notificaciones tengo sin leer', security, response: { 200: unreadCountSchema } } },
      (request) => notifications.unreadCount(principalOf(request)),
    );

    // Registered before "/notifications/:id" reads better; Fastify prefers the static segment anyway.
    api.put(
      '/notifications/read-all',
      { schema: { tags, summary: 'Marca todas mis notificaciones como leídas', security, response: { 200: markAllReadResultSchema } } },
      (request) => notifications.markAllRead(principalOf(request)),
    );

    api.get(
      '/notifications/:id',
      { schema: { tags, summary: 'Una de mis notificaciones', security, params: idParamsSchema, response: { 200: notificationSchema } } },
      (request) => notifications.get(principalOf(request), request.params.id),
    );

    api.put(
      '/notifications/:id',
      {
        schema: {
          tags,
          summary: 'Marca una notificación como leída o sin leer',
          security,
          params: idParamsSchema,
          body: markNotificationInputSchema,
          response: { 200: notificationSchema },
        },
      },
      (request) => notifications.mark(principalOf(request), request.params.id, request.body.read),
    );

    api.post(
      '/companies/:id/notifications',
      {
        schema: {
          tags,
          summary: 'Envía un aviso a los miembros de una empresa (administrador de la empresa)',
          security,
          params: idParamsSchema,
          body: sendCompanyNoticeInputSchema,
          response: { 200: sendCompanyNoticeResultSchema },
        },
      },
      (request) => notifications.sendCompanyNotice(principalOf(request), request.params.id, request.body),
    );
  };
}

/** Spec §7 "GET and PUT /api/v1/notifications (active)": the user's real-time setting. */
export function notificationSettingsRoutes(notifications: NotificationsService) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    app.addHook('onRequest', app.authenticate);

    api.get(
      '/notifications',
      { schema: { tags, summary: 'Si recibo avisos en tiempo real', security, response: { 200: notificationSettingsSchema } } },
      (request) => notifications.settings(principalOf(request)),
    );

    api.put(
      '/notifications',
      {
        schema: {
          tags,
          summary: 'Activa o desactiva los avisos en tiempo real (se siguen guardando y contando)',
          security,
          body: notificationSettingsSchema,
          response: { 200: notificationSettingsSchema },
        },
      },
      (request) => notifications.saveSettings(principalOf(request), request.body.active),
    );
  };
}
