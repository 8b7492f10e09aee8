import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateJobLetterInput, JobLetterDetail } from '../../../../shared/contracts/job-letters';
import { api } from '../../../lib/api-client';
import { jobLetterDetailKey } from './get-job-letter';
import { jobLetterListsKey } from './get-my-job-letters';

/** `POST /api/v1/users/{id}/job-letters`: the signed-in employee asks one of their companies for a letter. */
export async function createJobLetter({ userId, input }: { userId: number; input: CreateJobLetterInput }): Promise<JobLetterDetail> {
  const { data } = await api.main.post<JobLetterDetail>(`/api/v1/users/${userId}/job-letters`, input);
  return data;
}

export function useCreateJobLetter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createJobLetter,
    onSuccess: (letter) => {
      queryClient.setQueryData(jobLetterDetailKey(letter.id), letter);
      return queryClient.invalidateQueries({ queryKey: jobLetterListsKey });
    },
  });
}
