import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateVacancyStatusInput, VacancyDetail } from '../../../../shared/contracts/jobs-vacancies';
import { api } from '../../../lib/api-client';
import { hiringKey } from './get-company-vacancies';
import { vacancyKey } from './get-vacancy';

/** `PUT /api/v1/vacancies/{id}/status`: the company's moves, and the super admin's publish or reject (with a reason). */
export async function updateVacancyStatus({ id, input }: { id: number; input: UpdateVacancyStatusInput }): Promise<VacancyDetail> {
  const { data } = await api.main.put<VacancyDetail>(`/api/v1/vacancies/${id}/status`, input);
  return data;
}

export function useUpdateVacancyStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateVacancyStatus,
    onSuccess: (vacancy) => {
      queryClient.setQueryData(vacancyKey(vacancy.id), vacancy);
      return queryClient.invalidateQueries({ queryKey: hiringKey });
    },
  });
}
