import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { VacancyReviewPage } from '../../../../shared/contracts/jobs-vacancies';
import { api } from '../../../lib/api-client';
import { hiringKey } from './get-company-vacancies';

/** `GET /api/v1/vacancies/to-revision` (super admin): what waits for review, oldest first, with near duplicates. */
export async function getVacanciesToReview(page: number): Promise<VacancyReviewPage> {
  const { data } = await api.main.get<VacancyReviewPage>('/api/v1/vacancies/to-revision', { params: { page } });
  return data;
}

export const getVacanciesToReviewQueryOptions = (page: number) => queryOptions({ queryKey: [...hiringKey, 'to-review', page], queryFn: () => getVacanciesToReview(page) });

export function useVacanciesToReview(page: number, enabled = true) {
  return useQuery({ ...getVacanciesToReviewQueryOptions(page), placeholderData: keepPreviousData, enabled });
}
