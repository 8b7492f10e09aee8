import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JobLetterDetail, UpdateJobLetterInput } from '../../../../shared/contracts/job-letters';
import { api } from '../../../lib/api-client';
import { jobLetterDetailKey } from './get-job-letter';
import { jobLetterListsKey } from './get-my-job-letters';

/** `PUT /api/v1/job-letters/{id}`: draft, issue, reject, revoke (the admins) or cancel (the requester). */
export async function updateJobLetter({ id, input }: { id: number; input: UpdateJobLetterInput }): Promise<JobLetterDetail> {
  const { data } = await api.main.put<JobLetterDetail>(`/api/v1/job-letters/${id}`, input);
  return data;
}

export function useUpdateJobLetter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateJobLetter,
    onSuccess: (letter) => {
      queryClient.setQueryData(jobLetterDetailKey(letter.id), letter);
      return queryClient.invalidateQueries({ queryKey: jobLetterListsKey });
    },
  });
}
