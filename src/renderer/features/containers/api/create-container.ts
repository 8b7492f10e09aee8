import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Container, CreateContainerInput } from '../../../../shared/contracts/containers';
export { createContainerInputSchema } from '../../../../shared/contracts/containers';
import { api } from '../../../lib/api-client';

/** `POST /api/v1/containers`: a new container starts announced, with no position. */
export async function createContainer(input: CreateContainerInput): Promise<Container> {
  const { data } = await api.main.post<Container>('/api/v1/containers', input);
  return data;
}

export function useCreateContainer() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createContainer, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['containers'] }) });
}
