import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanyPage } from '../../shared/contracts/companies';
import { api } from '../lib/api-client';

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
 * `GET /api/v1/companies?page&q&verified&authorized&business_sector_id&state_id`: the caller's
 * companies (every company for a super admin). The server applies every filter before paging,
 * so a page is full and the totals count what matches.
 */
export async function getCompanies({ page, q, verified, authorized, businessSectorId, stateId }: CompanyListParams): Promise<CompanyPage> {
  const params = {
    page,
    q: q.trim() || undefined,
    verified,
    authorized,
    business_sector_id: businessSectorId ?? undefined,
    state_id: stateId ?? undefined,
  };
  const { data } = await api.main.get<CompanyPage>('/api/v1/companies', { params });
  return data;
}

export const getCompaniesQueryOptions = (params: CompanyListParams) =>
  queryOptions({ queryKey: ['companies', 'list', params], queryFn: () => getCompanies(params) });

export function useCompanies(params: CompanyListParams, options: { enabled?: boolean } = {}) {
  return useQuery({ ...getCompaniesQueryOptions(params), placeholderData: keepPreviousData, enabled: options.enabled ?? true });
}
