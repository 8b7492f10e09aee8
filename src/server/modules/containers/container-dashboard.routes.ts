import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardQuerySchema, dashboardSchema } from '../../../shared/contracts/container-dashboard';
import { principalOf } from '../../plugins/auth';
import type { ContainerDashboardService } from './container-dashboard.service';

const security = [{ bearer: [] }];
const tags = ['containers'];

/** The control room's dashboard under /api/v1 (`/logistics/dashboard`). */
export function containerDashboardRoutes(dashboard: ContainerDashboardService) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    app.addHook('onRequest', app.authenticate);

    api.get(
      '/logistics/dashboard',
      { schema: { tags, summary: 'Tablero de logística: por estado, entradas/salidas por día, estadía, ocupación por bloque', security, querystring: dashboardQuerySchema, response: { 200: dashboardSchema } } },
      (request) => dashboard.get(principalOf(request), request.query),
    );
  };
}
