import { QueryClient } from '@tanstack/react-query';
import type { ClientError } from './client-error';

/**
 * TanStack Query is the only cache of server data. Retries are the API client's job (spec §9:
 * once, GET-like only), so Query does not retry on top of it.
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: true, networkMode: 'always' },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

declare module '@tanstack/react-query' {
  interface Register {
    /** Every request fails with the spec §8 shape (lib/api-client.ts makes it so). */
    defaultError: ClientError;
  }
}
