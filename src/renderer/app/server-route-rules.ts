import { useQuery } from '@tanstack/react-query';
import type { RouteRule } from '../../shared/contracts/route-rules';
import { api, requestOptions } from '../lib/api-client';

/** `GET /api/v1/route-rules`: the redirect table the server publishes (spec §2 "server route rules"). */
async function getRouteRules(): Promise<RouteRule[]> {
  const { data } = await api.main.get<RouteRule[]>('/api/v1/route-rules', requestOptions({ anonymous: true }));
  return data;
}

/** The target a server rule sends this path to, or null. Offline or failing: no rule applies. */
export function useServerRedirect(pathname: string): string | null {
  const { data } = useQuery({ queryKey: ['app', 'route-rules'], queryFn: getRouteRules, staleTime: 5 * 60_000 });
  return data?.find((rule) => rule.from === pathname)?.to ?? null;
}
