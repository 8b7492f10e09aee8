import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../shared/contracts/common';
import {
  publicRouteNumberParamsSchema,
  publicRouteSchema,
  publicRouteSlugParamsSchema,
  replaceRouteStopsInputSchema,
  routeStopsSchema,
  routeTimetableInputSchema,
  routeTimetableSchema,
} from '../../../shared/contracts/bus-routes';
import { principalOf } from '../../plugins/auth';
import type { PublicRoutesService } from './public-routes.service';
import type { RoutePlanService } from './route-plan.service';

const security = [{ bearer: [] }];
const tags = ['routes'];

/** A bus route's stops and timetable (`/api/v1/routes/{id}/stops|timetable`), signed in. */
export function routePlanRoutes(plan: RoutePlanService) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    app.addHook('onRequest', app.authenticate);
    api.get(
      '/routes/:id/stops',
      { schema: { tags, summary: 'Paradas de la ruta, en orden', security, params: idParamsSchema, response: { 200: routeStopsSchema } } },
      (request) => plan.stops(principalOf(request), request.params.id),
    );
    api.put(
      '/routes/:id/stops',
      { schema: { tags, summary: 'Las paradas de la ruta pasan a ser exactamente estas, en este orden (2 a 200)', security, params: idParamsSchema, body: replaceRouteStopsInputSchema, response: { 200: routeStopsSchema } } },
      (request) => plan.replaceStops(principalOf(request), request.params.id, request.body),
    );
    api.get(
      '/routes/:id/timetable',
      { schema: { tags, summary: 'Horario de salidas de la ruta por tipo de día', security, params: idParamsSchema, response: { 200: routeTimetableSchema } } },
      (request) => plan.timetable(principalOf(request), request.params.id),
    );
    api.put(
      '/routes/:id/timetable',
      { schema: { tags, summary: 'Las salidas de cada tipo de día pasan a ser exactamente estas', security, params: idParamsSchema, body: routeTimetableInputSchema, response: { 200: routeTimetableSchema } } },
      (request) => plan.replaceTimetable(principalOf(request), request.params.id, request.body),
    );
  };
}

/** The public page of a published bus route: no session; rate-limited per address. */
export function publicRouteRoutes(publicRoutes: PublicRoutesService) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    api.get(
      '/public/routes/by-name/:slug',
      { schema: { tags, summary: 'Ruta publicada por su nombre (/parabus/{nombre-de-la-ruta}), sin sesión', params: publicRouteSlugParamsSchema, response: { 200: publicRouteSchema } } },
      (request) => publicRoutes.bySlug(request.ip, request.params.slug),
    );
    api.get(
      '/public/routes/:number',
      { schema: { tags, summary: 'Ruta publicada por su número: recorrido, paradas, horario y camiones en línea, sin sesión', params: publicRouteNumberParamsSchema, response: { 200: publicRouteSchema } } },
      (request) => publicRoutes.byNumber(request.ip, request.params.number),
    );
  };
}
