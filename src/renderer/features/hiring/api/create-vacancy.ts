import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateVacancyInput, VacancyDetail } from '../../../../shared/contracts/jobs-vacancies';
import { api } from '../../../lib/api-client';
import { hiringKey } from './get-company-vacancies';
import { vacancyKey } from './get-vacancy';

/** `POST /api/v1/companies/{id}/vacancies`: a draft, or straight to review with `submit: true`. */
export async function createVacancy({ companyId, input }: { companyId: number; input: CreateVacancyInput }): Promise<VacancyDetail> {
  const { data } = await api.main.post<VacancyDetail>(`/api/v1/companies/${companyId}/vacancies`, input);
  return data;
}

export function useCreateVacancy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createVacancy,
    onSuccess: (vacancy) => {
      queryClient.setQueryData(vacancyKey(vacancy.id), vacancy);
      return queryClient.invalidateQueries({ queryKey: hiringKey });
    },
  });
}
