import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MyApplication } from '../../../../shared/contracts/jobs-applications';
import { api } from '../../../lib/api-client';
import { myApplicationsKey } from './get-my-applications';
import { vacancyDetailKey } from './get-vacancy';

/** `POST /api/v1/vacancies/{id}/applications`: the candidate applies (once; a second try is 409 `already_applied`). */
export async function applyToVacancy({ vacancyId, coverLetter }: { vacancyId: number; coverLetter: string | null }): Promise<MyApplication> {
  const { data } = await api.jobBoard.post<MyApplication>(`/api/v1/vacancies/${vacancyId}/applications`, { cover_letter: coverLetter });
  return data;
}

export function useApplyToVacancy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyToVacancy,
    onSettled: (_data, _error, { vacancyId }) =>
      Promise.all([queryClient.invalidateQueries({ queryKey: vacancyDetailKey(vacancyId) }), queryClient.invalidateQueries({ queryKey: myApplicationsKey })]),
  });
}
