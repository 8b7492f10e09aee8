import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { hiringKey } from './get-company-vacancies';
import { vacancyKey } from './get-vacancy';

/** `DELETE /api/v1/vacancies/{id}`: only while nobody applied (409 otherwise: close it instead). */
export async function deleteVacancy(id: number): Promise<{ message: string }> {
  const { data } = await api.main.delete<{ message: string }>(`/api/v1/vacancies/${id}`);
  return data;
}

export function useDeleteVacancy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVacancy,
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: vacancyKey(id) });
      return queryClient.invalidateQueries({ queryKey: hiringKey });
    },
  });
}
