import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `DELETE /api/v1/images/{id}`. */
export async function deleteImage(id: number): Promise<void> {
  await api.main.delete(`/api/v1/images/${id}`);
}

export function useDeleteImage() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteImage, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['images'] }) });
}
