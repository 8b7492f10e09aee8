import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicRoute } from '../../../../shared/contracts/bus-routes';
import { api } from '../../../lib/api-client';

/** How often the public page asks again for the buses: visitors have no socket session. */
export const PUBLIC_ROUTE_REFRESH_MS = 15_000;

/** `/parabus/ruta-{number}` reads by number; any other `/parabus/{route_name}` by the name's slug. */
export type PublicRouteKey = { number: number } | { slug: string };

export function publicRouteKeyOf(routeName: string): PublicRouteKey {
  const match = /^ruta-(\d+)$/.exec(routeName);
  return match ? { number: Number(match[1]) } : { slug: routeName.toLowerCase() };
}

/** `GET /api/v1/public/routes/{number}` or `/public/routes/by-name/{slug}`: no session. */
export async function getPublicRoute(key: PublicRouteKey): Promise<PublicRoute> {
  const url = 'number' in key ? `/api/v1/public/routes/${key.number}` : `/api/v1/public/routes/by-name/${encodeURIComponent(key.slug)}`;
  const { data } = await api.main.get<PublicRoute>(url);
  return data;
}

export const getPublicRouteQueryOptions = (key: PublicRouteKey) =>
  queryOptions({ queryKey: ['parabus', 'public-route', key], queryFn: () => getPublicRoute(key), refetchInterval: PUBLIC_ROUTE_REFRESH_MS, retry: false });

export function usePublicRoute(key: PublicRouteKey) {
  return useQuery(getPublicRouteQueryOptions(key));
}
