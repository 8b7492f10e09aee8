import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplicationView, PipelinePage, UpdateApplicationStatusInput } from '../../../../shared/contracts/jobs-applications';
import { api } from '../../../lib/api-client';
import { applyMove } from '../components/pipeline';
import { vacancyKey } from './get-vacancy';
import { pipelineKey } from '../../../api/get-vacancy-applications';

export interface MoveApplicationInput {
  vacancyId: number;
  applicationId: number;
  input: UpdateApplicationStatusInput;
}

/** `PUT /api/v1/applications/{id}/status`: the company moves an application along its pipeline (the candidate is told). */
export async function updateApplicationStatus({ applicationId, input }: MoveApplicationInput): Promise<ApplicationView> {
  const { data } = await api.main.put<ApplicationView>(`/api/v1/applications/${applicationId}/status`, input);
  return data;
}

/**
 * Optimistic: the card moves at once; if the server refuses, the board goes back to what it was
 * and the caller shows the server's message. Either way the board and the counts are read again.
 */
export function useUpdateApplicationStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateApplicationStatus,
    onMutate: async ({ vacancyId, applicationId, input }) => {
      await queryClient.cancelQueries({ queryKey: pipelineKey(vacancyId) });
      const before = queryClient.getQueryData<PipelinePage>(pipelineKey(vacancyId));
      if (before) queryClient.setQueryData(pipelineKey(vacancyId), applyMove(before, applicationId, input.status));
      return { before };
    },
    onError: (_error, { vacancyId }, context) => {
      if (context?.before) queryClient.setQueryData(pipelineKey(vacancyId), context.before);
    },
    onSettled: (_data, _error, { vacancyId }) =>
      Promise.all([queryClient.invalidateQueries({ queryKey: pipelineKey(vacancyId) }), queryClient.invalidateQueries({ queryKey: vacancyKey(vacancyId) })]),
  });
}
