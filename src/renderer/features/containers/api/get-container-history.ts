import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { HistoryPage } from '../../../../shared/contracts/container-movements';
import { api } from '../../../lib/api-client';

/** `GET /api/v1/containers/{id}/history?page`: newest first, 50 a page. */
export async function getContainerHistory(id: number, page: number): Promise<HistoryPage> {
  const { data } = await api.main.get<HistoryPage>(`/api/v1/containers/${id}/history`, { params: { page } });
  return data;
}

export const containerHistoryKey = (id: number) => ['containers', 'history', id] as const;

export const getContainerHistoryQueryOptions = (id: number) =>
  infiniteQueryOptions({
    queryKey: containerHistoryKey(id),
    queryFn: ({ pageParam }) => getContainerHistory(id, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.current_page < last.last_page ? last.current_page + 1 : undefined),
  });

/** The whole history, a page at a time ("Ver más" asks for the next). */
export function useContainerHistory(id: number) {
  return useInfiniteQuery(getContainerHistoryQueryOptions(id));
}
