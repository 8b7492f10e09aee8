import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateVacancyInput, VacancyDetail } from '../../../../shared/contracts/jobs-vacancies';
import { api } from '../../../lib/api-client';
import { hiringKey } from './get-company-vacancies';
import { vacancyKey } from './get-vacancy';

/** `PUT /api/v1/vacancies/{id}`: a published or paused vacancy goes back to review; a rejected one to draft. */
export async function updateVacancy({ id, input }: { id: number; input: UpdateVacancyInput }): Promise<VacancyDetail> {
  const { data } = await api.main.put<VacancyDetail>(`/api/v1/vacancies/${id}`, input);
  return data;
}

export function useUpdateVacancy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateVacancy,
    onSuccess: (vacancy) => {
      queryClient.setQueryData(vacancyKey(vacancy.id), vacancy);
      return queryClient.invalidateQueries({ queryKey: hiringKey });
    },
  });
}
