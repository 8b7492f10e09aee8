import type { FastifyInstance } from 'fastify';
import { type AppContext, runWhileUp } from '../../app-context';
import type { RealtimeServer } from '../../plugins/realtime';
import type { Principal } from '../../principal';
import type { ContainersService } from '../containers/containers.service';
import type { DepartmentsService } from '../departments/departments.service';
import type { EmployeesService } from '../employees/employees.service';
import type { FilesService } from '../files/files.service';
import type { UnitsService } from '../logistics/units.service';
import type { NotificationsService } from '../notifications/notifications.service';
import type { ReportsService } from '../reports/reports.service';
import type { UsersService } from '../users/users.service';
import { revisionOrdersReport } from './revision-orders.report';
import { revisionOrdersRoutes } from './revision-orders.routes';
import { serviceOrdersReport } from './service-orders.report';
import { publicServiceOrderRoutes, serviceOrdersRoutes } from './service-orders.routes';
import { supportRoutes } from './support.routes';
import { createSupportServices } from './support.service';
import { ticketsReport } from './tickets.report';
import { registerTicketSockets } from './tickets.sockets';

/** Support tickets (issue 14), service and revision orders, and their three report kinds. */
export function createSupport(
  context: AppContext,
  deps: {
    notifications: NotificationsService;
    departments: DepartmentsService;
    users: UsersService;
    files: FilesService;
    employees: EmployeesService;
    units: UnitsService;
    containers: ContainersService;
    reports: ReportsService;
  },
) {
  const { db, realtime, mailer, logger, config, clock } = context;
  const { employees, units, containers, reports } = deps;
  const support = createSupportServices({
    db,
    realtime,
    mailer,
    notifications: deps.notifications,
    departments: deps.departments,
    users: deps.users,
    files: deps.files,
    // Related assets are the company's employees, units and containers.
    related: { employee: (scope, id) => employees.companyIdOf(scope, id), unit: (scope, id) => units.companyIdOf(scope, id), container: async (scope, id) => (await containers.companyIdOf(scope, id)) ?? null },
    // Revision orders inspect the fleet's buses and trucks and the company's containers.
    revisionAssets: {
      unit: async (scope, id) => {
        const [unit] = await units.byIds(scope, [id]);
        return unit ? { company_id: unit.company_id, kind: unit.kind, label: unit.number } : null;
      },
      container: (scope, id) => containers.labelOf(scope, id),
    },
    logger,
    appKey: config.appKey,
    publicUrl: config.publicUrl,
    now: clock,
  });
  // Support's three report kinds share the screens' rule: a support role or the `soporte-tecnico` department.
  const isSupportAgent = (principal: Principal, companyId: number) => support.tickets.isAgent(principal, companyId);
  reports.register(serviceOrdersReport(db, isSupportAgent));
  reports.register(ticketsReport(db, support.sla, isSupportAgent, clock));
  reports.register(revisionOrdersReport(db, isSupportAgent));
  return support;
}
export type Support = ReturnType<typeof createSupport>;

export async function registerSupport(app: FastifyInstance, io: RealtimeServer, support: Support) {
  registerTicketSockets(io, support.tickets, app.log);
  await app.register(revisionOrdersRoutes(support.revisionOrders, support.checklistTemplates), { prefix: '/api/v1' });
  await app.register(serviceOrdersRoutes(support.serviceOrders), { prefix: '/api/v1' });
  await app.register(publicServiceOrderRoutes(support.serviceOrders), { prefix: '/api/v1' });
  await app.register(supportRoutes(support.tickets, support.settings, support.dashboard), { prefix: '/api/v1' });
  // Ticket mail goes out after the answer; let what is under way finish before closing.
  app.addHook('onClose', () => support.tickets.settled());
  // Support's SLA notices (80 % and breach), once a minute.
  runWhileUp(app, support.slaSweep);
  // Outcomes of tickets from before migration 1210, decided once in the background at start-up.
  runWhileUp(app, support.slaBackfill);
}
