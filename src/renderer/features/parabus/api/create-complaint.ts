import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateComplaintInput, CreateComplaintResponse } from '../../../../shared/contracts/parabus-complaints';
export { createComplaintInputSchema } from '../../../../shared/contracts/parabus-complaints';
import { api } from '../../../lib/api-client';

/**
 * `POST /panel-api/v1/complaints`, then the optional photo (`POST /complaints/{id}/photo`, with the
 * one-hour photo_token so that a signed-out visitor may attach it).
 */
export async function createComplaint({ input, photo }: { input: CreateComplaintInput; photo?: File | null }): Promise<CreateComplaintResponse> {
  const { data } = await api.panel.post<CreateComplaintResponse>('/complaints', input);
  if (photo) {
    const form = new FormData();
    form.append('file', photo);
    await api.panel.post(`/complaints/${data.id}/photo`, form, { params: { photo_token: data.photo_token } });
  }
  return data;
}

export function useCreateComplaint() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createComplaint, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['parabus', 'complaints'] }) });
}
