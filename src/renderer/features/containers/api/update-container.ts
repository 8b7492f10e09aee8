import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Container, UpdateContainerInput } from '../../../../shared/contracts/containers';
export { updateContainerInputSchema } from '../../../../shared/contracts/containers';
import { api } from '../../../lib/api-client';
import { containerDetailKey } from './get-container';

/** `PUT /api/v1/containers/{id}`: data only (status, position and holds change by movements). */
export async function updateContainer({ id, ...input }: UpdateContainerInput & { id: number }): Promise<Container> {
  const { data } = await api.main.put<Container>(`/api/v1/containers/${id}`, input);
  return data;
}

export function useUpdateContainer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateContainer,
    onSuccess: (container) => {
      queryClient.setQueryData(containerDetailKey(container.id), container);
      return queryClient.invalidateQueries({ queryKey: ['containers'] });
    },
  });
}
