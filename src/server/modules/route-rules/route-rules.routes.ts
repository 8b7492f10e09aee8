import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeRulesSchema } from '../../../shared/contracts/route-rules';
import type { RouteRulesService } from './route-rules.service';

export function routeRulesRoutes(routeRules: RouteRulesService) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/route-rules',
      { schema: { tags: ['app'], summary: 'Redirecciones que la aplicación aplica al navegar', response: { 200: routeRulesSchema } } },
      async (_request, reply) => {
        reply.header('cache-control', 'public, max-age=60');
        return routeRules.list();
      },
    );
  };
}
