import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '../../../../shared/contracts/users';
import { api } from '../../../lib/api-client';

/** `DELETE /api/v1/users/{id}/photo`. */
export async function removeProfilePhoto(id: number): Promise<User> {
  const { data } = await api.main.delete<User>(`/api/v1/users/${id}/photo`);
  return data;
}

export function useRemoveProfilePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeProfilePhoto,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['auth', 'current-user'] }),
  });
}
