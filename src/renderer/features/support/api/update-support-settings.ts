import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { SupportSettings, updateSupportSettingsInputSchema } from '../../../../shared/contracts/support';
import { api } from '../../../lib/api-client';

export type UpdateSupportSettingsInput = z.input<typeof updateSupportSettingsInputSchema>;

/** `PUT /api/v1/companies/{id}/support-settings` (company admins): the whole set, validated by the server. */
export async function updateSupportSettings({ companyId, input }: { companyId: number; input: UpdateSupportSettingsInput }): Promise<SupportSettings> {
  const { data } = await api.main.put<SupportSettings>(`/api/v1/companies/${companyId}/support-settings`, input);
  return data;
}

export function useUpdateSupportSettings() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateSupportSettings, onSuccess: (settings, { companyId }) => queryClient.setQueryData(['support', 'settings', companyId], settings) });
}
