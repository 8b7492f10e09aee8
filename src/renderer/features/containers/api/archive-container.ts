import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Container } from '../../../../shared/contracts/containers';
import { api } from '../../../lib/api-client';
import { containerDetailKey } from './get-container';
import { containerHistoryKey } from './get-container-history';

/**
 * `POST /api/v1/containers/{id}/archive` (archive: it leaves the lists, its history stays; refused
 * while in the yard) or `DELETE …/archive` (restore). A container with history is archived, never deleted.
 */
export async function setContainerArchived({ id, archived }: { id: number; archived: boolean }): Promise<Container> {
  const url = `/api/v1/containers/${id}/archive`;
  const { data } = archived ? await api.main.post<Container>(url) : await api.main.delete<Container>(url);
  return data;
}

export function useSetContainerArchived() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setContainerArchived,
    onSuccess: (container) => {
      queryClient.setQueryData(containerDetailKey(container.id), container);
      void queryClient.invalidateQueries({ queryKey: ['containers', 'list'] });
      void queryClient.invalidateQueries({ queryKey: containerHistoryKey(container.id) });
    },
  });
}
