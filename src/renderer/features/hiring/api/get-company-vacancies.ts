import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanyVacancyPage, VacancyStatus } from '../../../../shared/contracts/jobs-vacancies';
import { api } from '../../../lib/api-client';

/** Every hiring query key starts here: a write refreshes them all. */
export const hiringKey = ['hiring'] as const;
export const companyVacanciesKey = [...hiringKey, 'company-vacancies'] as const;

export interface CompanyVacanciesParams {
  companyId: number;
  q: string;
  status: VacancyStatus | null;
  page: number;
}

/** `GET /api/v1/search/company-vacancies`: the company's own vacancies, any status, searched by words, newest first, with applications counts and near duplicates. */
export async function getCompanyVacancies({ companyId, q, status, page }: CompanyVacanciesParams): Promise<CompanyVacancyPage> {
  const { data } = await api.main.get<CompanyVacancyPage>('/api/v1/search/company-vacancies', { params: { company_id: companyId, q: q.trim() || undefined, status: status ?? undefined, page } });
  return data;
}

export const getCompanyVacanciesQueryOptions = (params: CompanyVacanciesParams) => queryOptions({ queryKey: [...companyVacanciesKey, params], queryFn: () => getCompanyVacancies(params) });

export function useCompanyVacancies(params: CompanyVacanciesParams, enabled = true) {
  return useQuery({ ...getCompanyVacanciesQueryOptions(params), placeholderData: keepPreviousData, enabled });
}
