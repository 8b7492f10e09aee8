import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ComplaintDetail, UpdateComplaintStatusInput } from '../../../../shared/contracts/parabus-complaints';
import { api } from '../../../lib/api-client';

/** `PUT /panel-api/v1/complaints/{id}/status`: answering mails the answer to the author. */
export async function updateComplaintStatus({ id, ...input }: UpdateComplaintStatusInput & { id: number }): Promise<ComplaintDetail> {
  const { data } = await api.panel.put<ComplaintDetail>(`/complaints/${id}/status`, input);
  return data;
}

export function useUpdateComplaintStatus() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateComplaintStatus, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['parabus', 'complaints'] }) });
}
