import { LRUCache } from 'lru-cache';
import type { Place } from '../../../shared/contracts/geocoding';
import { normalizeForSearch } from '../../../shared/contracts/search';
import { AppError, tooManyRequests } from '../../errors';
import type { RateLimiter } from '../../lib/rate-limiter';

export type GeocodingService = ReturnType<typeof createGeocodingService>;

export interface GeocodingDeps {
  /** Nominatim-compatible base URL (`…/search?format=jsonv2`); undefined turns the search off. */
  baseUrl: string | undefined;
  /** Identifies us to the geocoder, as Nominatim's usage policy asks. */
  userAgent: string;
  limiter: RateLimiter;
  fetch?: typeof fetch;
  now?: () => number;
}

/** Searches per user per minute: typing in a search box, debounced, stays far below. */
const SEARCHES_PER_MINUTE = 30;

/** Nominatim's public server allows one request per second from an application. */
const MIN_INTERVAL_MS = 1000;
const TIMEOUT_MS = 5000;
const RESULTS = 8;

const unavailable = (message: string) => new AppError('service_unavailable', message, 503);

interface NominatimPlace {
  display_name?: unknown;
  lat?: unknown;
  lon?: unknown;
}

/**
 * Place search for the map screens. Answers are cached for a day by normalised query (the same
 * stop names are searched again and again), and requests to the geocoder go out one at a time at
 * most once a second: the public Nominatim server's policy, and a courtesy to any other. Results
 * are limited to Mexico and asked for in Spanish.
 */
export function createGeocodingService(deps: GeocodingDeps) {
  const fetchFn = deps.fetch ?? fetch;
  const now = deps.now ?? Date.now;
  const cache = new LRUCache<string, Place[]>({ max: 5000, ttl: 24 * 3600_000 });
  let queue: Promise<unknown> = Promise.resolve();
  let lastRequestAt = 0;

  /** Runs `task` after the previous one, at least MIN_INTERVAL_MS after the previous request. */
  function throttled<T>(task: () => Promise<T>): Promise<T> {
    const run = queue.then(async () => {
      const wait = lastRequestAt + MIN_INTERVAL_MS - now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      lastRequestAt = now();
      return task();
    });
    queue = run.catch(() => undefined);
    return run;
  }

  async function ask(query: string): Promise<Place[]> {
    const url = new URL('search', deps.baseUrl!.endsWith('/') ? deps.baseUrl : `${deps.baseUrl}/`);
    url.search = new URLSearchParams({ q: query, format: 'jsonv2', countrycodes: 'mx', limit: String(RESULTS), 'accept-language': 'es' }).toString();
    let response: Response;
    try {
      response = await fetchFn(url, { headers: { 'user-agent': deps.userAgent, accept: 'application/json' }, signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch {
      throw unavailable('El buscador de lugares no respondió. Intenta de nuevo en un momento.');
    }
    if (!response.ok) throw unavailable('El buscador de lugares no está disponible ahora. Intenta de nuevo en un momento.');
    const body: unknown = await response.json().catch(() => null);
    if (!Array.isArray(body)) throw unavailable('El buscador de lugares respondió algo que no entendemos.');
    return (body as NominatimPlace[]).flatMap((item) => {
      const latitude = Number(item.lat);
      const longitude = Number(item.lon);
      if (typeof item.display_name !== 'string' || !Number.isFinite(latitude) || !Number.isFinite(longitude)) return [];
      return [{ label: item.display_name, latitude, longitude }];
    });
  }

  return {
    enabled: deps.baseUrl !== undefined,

    async search(userId: number, query: string): Promise<Place[]> {
      if (deps.baseUrl === undefined) throw unavailable('La búsqueda de lugares está desactivada en este servidor.');
      const { count, resetInSeconds } = await deps.limiter.hit(`geocode:${userId}`, 60);
      if (count > SEARCHES_PER_MINUTE) throw tooManyRequests(resetInSeconds);
      const key = normalizeForSearch(query);
      const cached = cache.get(key);
      if (cached) return cached;
      const places = await throttled(() => ask(query));
      cache.set(key, places);
      return places;
    },
  };
}
