import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Image, UploadImageFields } from '../../../../shared/contracts/files';
import { api } from '../../../lib/api-client';

export type UploadImageInput = UploadImageFields & { file: File };

/** Multipart `POST /api/v1/images` (resource_id, resource_type, comments, file). */
export async function uploadImage({ file, resource_id, resource_type, comments }: UploadImageInput): Promise<Image> {
  const form = new FormData();
  form.append('resource_id', String(resource_id));
  form.append('resource_type', resource_type);
  if (comments) form.append('comments', comments);
  // Files last: the server reads the text fields before the bytes.
  form.append('file', file, file.name);
  const { data } = await api.main.post<Image>('/api/v1/images', form);
  return data;
}

export function useUploadImage() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: uploadImage, onSuccess: (image) => queryClient.invalidateQueries({ queryKey: ['images', image.resource_type] }) });
}
