import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { checklistTemplatesKey } from './get-checklist-templates';

/** `DELETE /api/v1/checklist-templates/{id}`: deleted if no order used it, archived otherwise (the message says which). */
export async function deleteChecklistTemplate(id: number): Promise<{ message: string }> {
  const { data } = await api.main.delete<{ message: string }>(`/api/v1/checklist-templates/${id}`);
  return data;
}

export function useDeleteChecklistTemplate() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteChecklistTemplate, onSuccess: () => queryClient.invalidateQueries({ queryKey: checklistTemplatesKey }) });
}
