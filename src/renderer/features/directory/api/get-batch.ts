import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Batch } from '../../../../shared/contracts/imports';
import { api } from '../../../lib/api-client';

/** `GET /api/v1/batch/{id}`: how far a bulk import went, with its row errors. */
export async function getBatch(id: number): Promise<Batch> {
  const { data } = await api.main.get<Batch>(`/api/v1/batch/${id}`);
  return data;
}

export const isBatchFinished = (batch: Pick<Batch, 'status'> | undefined) => batch?.status === 'done' || batch?.status === 'failed';

export const BATCH_POLL_MS = 800;

export const getBatchQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['batches', id],
    queryFn: () => getBatch(id),
    // Poll until the import ends; the cache then keeps the final report.
    refetchInterval: (query) => (isBatchFinished(query.state.data) ? false : BATCH_POLL_MS),
    refetchIntervalInBackground: true,
    staleTime: 0,
  });

/** Polls the batch; when it ends, the employee and department lists are refreshed. */
export function useBatch(id: number | null) {
  const queryClient = useQueryClient();
  const query = useQuery({ ...getBatchQueryOptions(id ?? 0), enabled: id !== null });
  const finished = isBatchFinished(query.data);
  useEffect(() => {
    if (finished) {
      void queryClient.invalidateQueries({ queryKey: ['employees'] });
      void queryClient.invalidateQueries({ queryKey: ['departments'] });
    }
  }, [finished, queryClient]);
  return query;
}
