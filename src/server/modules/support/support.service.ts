import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { createBackgroundTasks } from '../../lib/background-tasks';
import type { Mailer } from '../../lib/mailer';
import type { Realtime } from '../../lib/realtime';
import type { DepartmentsService } from '../departments/departments.service';
import type { FilesService } from '../files/files.service';
import type { NotificationsService } from '../notifications/notifications.service';
import type { UsersService } from '../users/users.service';
import { createChecklistTemplatesService } from './checklist-templates.service';
import { type RevisionAssets, createRevisionOrdersService, serviceOrderWorkOf } from './revision-orders.service';
import { createServiceOrderAccess } from './service-orders.access';
import { createServiceOrdersService } from './service-orders.service';
import { createSupportDashboardService } from './support-dashboard.service';
import { createSupportSettingsService } from './support-settings.service';
import { createSupportNotices } from './support.notices';
import { createTicketAccess } from './tickets.access';
import { createTicketEffects } from './tickets.effects';
import { createTicketSla } from './tickets.sla';
import { createSlaOutcomeBackfill } from './tickets.sla-backfill';
import { createSlaSweep } from './tickets.sla-sweep';
import { type RelatedAssets, createTicketsService } from './tickets.service';
import { createWorkOrderEffects } from './work-orders.effects';

/** Support's services: tickets (with who may see and work them), the company's SLA settings, the SLA clocks, their sweep and the backfill of older tickets' outcomes, the dashboard and the assignable agents, service orders, revision orders and their checklist templates. */
export function createSupportServices(deps: {
  db: Kysely<Database>;
  realtime: Realtime;
  mailer: Mailer;
  notifications: NotificationsService;
  departments: DepartmentsService;
  users: UsersService;
  files: FilesService;
  related: RelatedAssets;
  revisionAssets: RevisionAssets;
  logger: { info(obj: object, msg: string): void; error(obj: object, msg: string): void };
  /** Service orders: the verification links' key and where the web app (the verification page) is served. */
  appKey: string;
  publicUrl: string;
  now: () => Date;
}) {
  const { db, files, now } = deps;
  const access = createTicketAccess({ db, departments: deps.departments, users: deps.users });
  const effects = createTicketEffects({ db, realtime: deps.realtime, notifications: deps.notifications, mailer: deps.mailer, background: createBackgroundTasks(deps.logger) });
  const sla = createTicketSla({ db });
  // Service and revision orders: their socket events and the technician's / inspector's notices.
  const orderEffects = createWorkOrderEffects({ realtime: deps.realtime, tell: createSupportNotices({ db, notifications: deps.notifications, mailer: deps.mailer }), background: createBackgroundTasks(deps.logger) });
  const tickets = createTicketsService({
    db,
    access,
    effects,
    sla,
    related: deps.related,
    attachments: (ticketId, companyId, ids) => files.documentsNotOf(companyId, 'ticket', ticketId, ids),
    now,
  });
  // A ticket's files are read and added by whoever may see the ticket: its requester and support.
  files.registerOwner('ticket', {
    companyOf: (scope, id) => tickets.companyIdOf(scope, id),
    read: 'members',
    mayAccess: async (principal, id) => (await tickets.viewer(principal, id)) !== null,
  });
  const settings = createSupportSettingsService({ db, access, sla, now });
  // 80 % and breach notices, once a minute (app.ts starts and stops it with the server).
  const slaSweep = createSlaSweep({
    db,
    sla,
    notifications: deps.notifications,
    mailer: deps.mailer,
    agentsOf: (companyId) => access.agentsOf(companyId),
    // Only support's rooms: an SLA notice is support's business, not the requester's.
    changed: (row, at) => effects.emit(row, 'sla', at, true),
    now,
    onError: (error) => deps.logger.error({ err: error }, 'falló el barrido de SLA de tickets'),
  });
  // Outcomes of tickets whose clocks were decided before migration 1210 stored any, once at each start.
  const slaBackfill = createSlaOutcomeBackfill({ db, sla, now, logger: deps.logger });
  // Service orders: the same support people as tickets; a ticket's company through the tickets service.
  const serviceOrders = createServiceOrdersService({
    db,
    access: createServiceOrderAccess({ db, tickets: access }),
    ticketCompanyOf: (scope, id) => tickets.companyIdOf(scope, id),
    effects: orderEffects.serviceOrders,
    appKey: deps.appKey,
    publicUrl: deps.publicUrl,
    now,
  });
  // Revision orders: checklist templates, inspections of units, containers and equipment.
  const checklistTemplates = createChecklistTemplatesService({ db, access, now });
  const revisionOrders = createRevisionOrdersService({
    db,
    access,
    assets: deps.revisionAssets,
    photos: (orderId, companyId, ids) => files.documentsNotOf(companyId, 'revision_order', orderId, ids),
    // Failed items → service orders (one per item, idempotent per revision_item_id on their side).
    serviceOrders: {
      fromRevisionItems: async (principal, order, items) =>
        (
          await serviceOrders.createFromRevisionItems(principal, {
            company_id: order.company_id,
            revision_order_id: order.id,
            items: items.map((item) => ({ revision_item_id: item.id, ...serviceOrderWorkOf(order, item) })),
          })
        ).map((made) => ({ revision_item_id: made.revision_item_id!, service_order_id: made.id })),
    },
    effects: orderEffects.revisionOrders,
    now,
  });
  // An order's photos are read and added by whoever may see the order: support and its inspector.
  files.registerOwner('revision_order', {
    companyOf: (scope, id) => revisionOrders.companyIdOf(scope, id),
    read: 'members',
    mayAccess: (principal, id) => revisionOrders.mayAccess(principal, id),
  });
  const dashboard = createSupportDashboardService({ db, access, now });
  return { tickets, settings, sla, slaSweep, slaBackfill, dashboard, serviceOrders, checklistTemplates, revisionOrders };
}
