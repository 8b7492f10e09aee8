import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '../../../../shared/contracts/common';
import { api } from '../../../lib/api-client';
import { unitDocumentsKey } from './get-unit-documents';

/** `DELETE /api/v1/unit-documents/{id}`. */
export async function deleteUnitDocument(id: number): Promise<MessageResponse> {
  const { data } = await api.main.delete<MessageResponse>(`/api/v1/unit-documents/${id}`);
  return data;
}

export function useDeleteUnitDocument() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteUnitDocument, onSuccess: () => queryClient.invalidateQueries({ queryKey: unitDocumentsKey }) });
}
