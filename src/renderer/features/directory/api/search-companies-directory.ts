import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CompaniesDirectoryPage } from '../../../../shared/contracts/search';
import { api, requestOptions } from '../../../lib/api-client';

export interface DirectoryParams {
  q: string;
  page: number;
  businessSectorId?: number | null;
  stateId?: number | null;
}

/**
 * `GET /api/v1/search/companies-directory?q&page&business_sector_id&state_id` (public, no bearer):
 * authorized companies only, filtered by the server before paging.
 */
export async function searchCompaniesDirectory({ q, page, businessSectorId, stateId }: DirectoryParams): Promise<CompaniesDirectoryPage> {
  const { data } = await api.main.get<CompaniesDirectoryPage>('/api/v1/search/companies-directory', {
    params: { q: q.trim(), page, business_sector_id: businessSectorId ?? undefined, state_id: stateId ?? undefined },
    ...requestOptions({ anonymous: true }),
  });
  return data;
}

export const searchCompaniesDirectoryQueryOptions = (params: DirectoryParams) =>
  queryOptions({ queryKey: ['directory', 'companies', params], queryFn: () => searchCompaniesDirectory(params) });

export function useCompaniesDirectory(params: DirectoryParams) {
  return useQuery({ ...searchCompaniesDirectoryQueryOptions(params), placeholderData: keepPreviousData });
}
