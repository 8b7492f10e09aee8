import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '../../../../shared/contracts/users';
import { api } from '../../../lib/api-client';

export interface UpdateUserInput {
  id: number;
  name?: string;
  surname?: string | null;
  lastname?: string | null;
}

/** `PUT /api/v1/users/{id}`: name and surnames. */
export async function updateUser({ id, ...body }: UpdateUserInput): Promise<User> {
  const { data } = await api.main.put<User>(`/api/v1/users/${id}`, body);
  return data;
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['auth', 'current-user'] }),
  });
}
