import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MovementInput, MovementResult } from '../../../../shared/contracts/container-movements';
export { movementInputSchema } from '../../../../shared/contracts/container-movements';
import { api } from '../../../lib/api-client';
import { containerDetailKey } from './get-container';

/**
 * `POST /api/v1/containers/{id}/history`: performs a movement (gate in/out, discharge, load,
 * yard move, inspection); the server checks the state machine, holds and the role.
 */
export async function createContainerMovement({ id, ...input }: MovementInput & { id: number }): Promise<MovementResult> {
  const { data } = await api.main.post<MovementResult>(`/api/v1/containers/${id}/history`, input);
  return data;
}

export function useCreateContainerMovement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createContainerMovement,
    onSuccess: (result) => {
      queryClient.setQueryData(containerDetailKey(result.container.id), result.container);
      // History, locations, lists and the dashboard all show this movement.
      return queryClient.invalidateQueries({ queryKey: ['containers'] });
    },
  });
}
