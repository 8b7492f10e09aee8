import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '../../../../shared/contracts/users';
import { api } from '../../../lib/api-client';

/** `POST /api/v1/users/{id}/photo` (multipart, field "photo"). */
export async function uploadProfilePhoto({ id, file }: { id: number; file: File }): Promise<User> {
  const form = new FormData();
  form.append('photo', file);
  const { data } = await api.main.post<User>(`/api/v1/users/${id}/photo`, form);
  return data;
}

export function useUploadProfilePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadProfilePhoto,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['auth', 'current-user'] }),
  });
}
