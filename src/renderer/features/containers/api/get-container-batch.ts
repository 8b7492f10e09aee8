import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Batch as ContainerBatch } from '../../../../shared/contracts/imports';
import { api } from '../../../lib/api-client';

/** `GET /api/v1/batch/{id}`: how far a container upload went, with its row errors. */
export async function getContainerBatch(id: number): Promise<ContainerBatch> {
  const { data } = await api.main.get<ContainerBatch>(`/api/v1/batch/${id}`);
  return data;
}

export const isBatchFinished = (batch: Pick<ContainerBatch, 'status'> | undefined) => batch?.status === 'done' || batch?.status === 'failed';

export const getContainerBatchQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['containers', 'batch', id],
    queryFn: () => getContainerBatch(id),
    // Poll until the upload ends; the cache then keeps the final report.
    refetchInterval: (query) => (isBatchFinished(query.state.data) ? false : 800),
    refetchIntervalInBackground: true,
    staleTime: 0,
  });

/** Polls the batch; when it ends, the container lists and calls are refreshed. */
export function useContainerBatch(id: number | null) {
  const queryClient = useQueryClient();
  const query = useQuery({ ...getContainerBatchQueryOptions(id ?? 0), enabled: id !== null });
  const finished = isBatchFinished(query.data);
  useEffect(() => {
    if (finished) {
      void queryClient.invalidateQueries({ queryKey: ['containers', 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['containers', 'calls'] });
      void queryClient.invalidateQueries({ queryKey: ['containers', 'dashboard'] });
    }
  }, [finished, queryClient]);
  return query;
}
