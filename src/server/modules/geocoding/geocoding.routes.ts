import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { geocodeQuerySchema, geocodeResultSchema } from '../../../shared/contracts/geocoding';
import { principalOf } from '../../plugins/auth';
import type { GeocodingService } from './geocoding.service';

/** `GET /api/v1/geocode?q=` for signed-in users (the map screens' search box). */
export function geocodingRoutes(geocoding: GeocodingService) {
  return async (app: FastifyInstance) => {
    app.addHook('onRequest', app.authenticate);
    app.withTypeProvider<ZodTypeProvider>().get(
      '/geocode',
      {
        schema: {
          tags: ['geocoding'],
          summary: 'Busca lugares y direcciones en México (para ubicar paradas y terminales en el mapa)',
          security: [{ bearer: [] }],
          querystring: geocodeQuerySchema,
          response: { 200: geocodeResultSchema },
        },
      },
      async (request) => ({ data: await geocoding.search(principalOf(request).userId, request.query.q) }),
    );
  };
}
