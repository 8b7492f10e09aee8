import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanyPage } from '../../../../shared/contracts/companies';
import { api } from '../../../lib/api-client';

export interface CompanyListParams {
  page: number;
  /** Words to search (accent-insensitive); blank lists all. */
  q: string;
  verified?: boolean;
  authorized?: boolean;
  businessSectorId?: number | null;
  stateId?: number | null;
}

/**
 * `GET /api/v1/companies?page&verified&authorized` (the caller's companies, every company for a
 * super admin) or, with words to look for, `GET /api/v1/search/companies?q&page`. The sector and
 * state go along as `business_sector_id`/`state_id` too: the contract does not list them yet, so
 * the page filters what arrives as well (see `matchesCompanyFilters`).
 */
export async function getCompanies({ page, q, verified, authorized, businessSectorId, stateId }: CompanyListParams): Promise<CompanyPage> {
  const filters = { business_sector_id: businessSectorId ?? undefined, state_id: stateId ?? undefined };
  if (q.trim()) {
    const { data } = await api.main.get<CompanyPage>('/api/v1/search/companies', { params: { q: q.trim(), page, ...filters } });
    return data;
  }
  const { data } = await api.main.get<CompanyPage>('/api/v1/companies', { params: { page, verified, authorized, ...filters } });
  return data;
}

export const getCompaniesQueryOptions = (params: CompanyListParams) =>
  queryOptions({ queryKey: ['companies', 'list', params], queryFn: () => getCompanies(params) });

export function useCompanies(params: CompanyListParams, options: { enabled?: boolean } = {}) {
  return useQuery({ ...getCompaniesQueryOptions(params), placeholderData: keepPreviousData, enabled: options.enabled ?? true });
}
