import type { Kysely } from 'kysely';
import { type PublicRoute, routeSlugOf } from '../../../shared/contracts/bus-routes';
import { DEFAULT_OFFLINE_AFTER_MINUTES } from '../../../shared/contracts/positioning';
import type { Database } from '../../db/schema';
import { notFound, tooManyRequests } from '../../errors';
import type { RateLimiter } from '../../lib/rate-limiter';
import * as repository from './route-plan.repository';
import { stopOf, timetableOf } from './route-plan.service';
import { routePathOf } from './routes.service';

export type PublicRoutesService = ReturnType<typeof createPublicRoutesService>;

const NOT_PUBLISHED = 'No encontramos esa ruta.';
/**
 * A visitor's page polls every 15 s (4 a minute); 60 a minute per address leaves room for a few
 * tabs or a family behind one NAT while keeping a scraper from hammering the positions.
 */
export const PUBLIC_ROUTE_READS_PER_MINUTE = 60;

/** The public page of a published bus route (active, with a public number): no sign-in. */
export function createPublicRoutesService(deps: { db: Kysely<Database>; limiter: RateLimiter; now?: () => Date }) {
  const { db, limiter } = deps;
  const now = deps.now ?? (() => new Date());

  async function limit(address: string) {
    const { count, resetInSeconds } = await limiter.hit(`public-route:${address}`, 60);
    if (count > PUBLIC_ROUTE_READS_PER_MINUTE) throw tooManyRequests(resetInSeconds, 'Demasiadas consultas de rutas. Espera un momento y vuelve a intentarlo.');
  }

  async function publicRoute(publicNumber: number): Promise<PublicRoute> {
    const route = await repository.findPublishedRoute(db, publicNumber);
    if (!route || route.public_number === null) throw notFound(NOT_PUBLISHED);
    // A bus counts as on the route now while its tracker reported within the offline threshold.
    const since = new Date(now().getTime() - DEFAULT_OFFLINE_AFTER_MINUTES * 60_000).toISOString();
    const [stops, departures, buses] = await Promise.all([repository.stopsOf(db, [route.id]), repository.departuresOf(db, route.id), repository.busesOnRoute(db, route.id, since)]);
    return {
      id: route.id,
      public_number: route.public_number,
      name: route.name,
      slug: routeSlugOf(route.name),
      company_name: route.company_name,
      description: route.description,
      fare_cents: route.fare_cents,
      color: route.color,
      path: routePathOf(route.path),
      stops: stops.map(stopOf).map(({ id: _id, terminal_id: _t, ...stop }) => stop),
      timetable: timetableOf(departures),
      buses: buses.map((bus) => ({
        number: bus.number,
        latitude: Number(bus.latitude),
        longitude: Number(bus.longitude),
        bearing: bus.bearing === null ? null : Number(bus.bearing),
        speed_kmh: bus.speed_kmh === null ? null : Number(bus.speed_kmh),
        device_time: new Date(bus.device_time).toISOString(),
      })),
    };
  }

  return {
    async byNumber(address: string, publicNumber: number): Promise<PublicRoute> {
      await limit(address);
      return publicRoute(publicNumber);
    },

    /** The catch route /parabus/{route_name}: the published route whose name reads as this slug (the lowest number if two do). */
    async bySlug(address: string, slug: string): Promise<PublicRoute> {
      await limit(address);
      const match = (await repository.publishedRouteNames(db)).find((row) => routeSlugOf(row.name) === slug);
      if (!match || match.public_number === null) throw notFound(NOT_PUBLISHED);
      return publicRoute(match.public_number);
    },
  };
}
