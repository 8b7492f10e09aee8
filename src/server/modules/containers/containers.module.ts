import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import type { ReportsService } from '../reports/reports.service';
import { containerDashboardRoutes } from './container-dashboard.routes';
import { createContainerDashboardService } from './container-dashboard.service';
import { departureReport, existenceReport, stockReport } from './containers.reports';
import { containersRoutes } from './containers.routes';
import { createContainersService } from './containers.service';
import { vesselCallsRoutes } from './vessel-calls.routes';
import { createVesselCallsService } from './vessel-calls.service';
import { yardRoutes } from './yard.routes';
import { createYardService } from './yard.service';

/** Container logistics core: containers, movements, vessel calls, the dashboard and the yard; its three report kinds. */
export function createContainers(context: AppContext, deps: { reports: ReportsService }) {
  const { db, dialect, realtime } = context;
  deps.reports.register(stockReport(db));
  deps.reports.register(existenceReport(db));
  deps.reports.register(departureReport(db));
  return {
    containers: createContainersService({ db, dialect, realtime }),
    vesselCalls: createVesselCallsService({ db }),
    containerDashboard: createContainerDashboardService({ db }),
    yard: createYardService({ db }),
  };
}
export type Containers = ReturnType<typeof createContainers>;

export async function registerContainers(app: FastifyInstance, parts: Containers, reports: ReportsService) {
  await app.register(containersRoutes(parts.containers, reports), { prefix: '/api/v1' });
  await app.register(vesselCallsRoutes(parts.vesselCalls), { prefix: '/api/v1' });
  await app.register(containerDashboardRoutes(parts.containerDashboard), { prefix: '/api/v1' });
  await app.register(yardRoutes(parts.yard), { prefix: '/api/v1' });
}
