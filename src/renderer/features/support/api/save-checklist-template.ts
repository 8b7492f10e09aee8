import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ChecklistTemplate, createChecklistTemplateInputSchema, updateChecklistTemplateInputSchema } from '../../../../shared/contracts/revision-orders';
import { api } from '../../../lib/api-client';
import { checklistTemplatesKey } from './get-checklist-templates';

export type SaveChecklistTemplateInput =
  | { companyId: number; id?: undefined; input: z.input<typeof createChecklistTemplateInputSchema> }
  | { companyId?: undefined; id: number; input: z.input<typeof updateChecklistTemplateInputSchema> };

/** `POST /api/v1/companies/{id}/checklist-templates` (new) or `PUT /api/v1/checklist-templates/{id}` (edit, archive, restore). */
export async function saveChecklistTemplate(save: SaveChecklistTemplateInput): Promise<ChecklistTemplate> {
  const { data } =
    save.id === undefined
      ? await api.main.post<ChecklistTemplate>(`/api/v1/companies/${save.companyId}/checklist-templates`, save.input)
      : await api.main.put<ChecklistTemplate>(`/api/v1/checklist-templates/${save.id}`, save.input);
  return data;
}

export function useSaveChecklistTemplate() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveChecklistTemplate, onSuccess: () => queryClient.invalidateQueries({ queryKey: checklistTemplatesKey }) });
}
