import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { myApplicationsKey } from './get-my-applications';

/** `DELETE /api/v1/applications/{id}`: the candidate withdraws an open application (the row stays, as withdrawn). */
export async function withdrawApplication(applicationId: number): Promise<void> {
  await api.jobBoard.delete(`/api/v1/applications/${applicationId}`);
}

export function useWithdrawApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawApplication,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: myApplicationsKey }), queryClient.invalidateQueries({ queryKey: ['jobs', 'vacancy'] })]),
  });
}
