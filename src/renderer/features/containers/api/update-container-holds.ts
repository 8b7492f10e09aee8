import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Container } from '../../../../shared/contracts/containers';
import type { HoldsInput } from '../../../../shared/contracts/container-movements';
import { api } from '../../../lib/api-client';
import { containerDetailKey } from './get-container';

/** `PUT /api/v1/containers/{id}/holds`: only the holds sent change; each change goes to the history. */
export async function updateContainerHolds({ id, ...input }: HoldsInput & { id: number }): Promise<Container> {
  const { data } = await api.main.put<Container>(`/api/v1/containers/${id}/holds`, input);
  return data;
}

export function useUpdateContainerHolds() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateContainerHolds,
    onSuccess: (container) => {
      queryClient.setQueryData(containerDetailKey(container.id), container);
      return queryClient.invalidateQueries({ queryKey: ['containers'] });
    },
  });
}
