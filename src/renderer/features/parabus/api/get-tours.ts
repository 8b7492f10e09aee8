import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TourPage, TourStatus } from '../../../../shared/contracts/parabus-tours';
import { api } from '../../../lib/api-client';

export interface TourListParams {
  companyId: number;
  page: number;
  q: string;
  status: TourStatus | null;
  when: 'upcoming' | 'past' | 'all';
}

/** `GET /api/v1/companies/{id}/tours?page&q&status&when`: the company's tours. */
export async function getTours({ companyId, page, q, status, when }: TourListParams): Promise<TourPage> {
  const params = { page, q: q.trim() || undefined, status: status ?? undefined, when };
  const { data } = await api.main.get<TourPage>(`/api/v1/companies/${companyId}/tours`, { params });
  return data;
}

export const getToursQueryOptions = (params: TourListParams) => queryOptions({ queryKey: ['parabus', 'tours', 'list', params], queryFn: () => getTours(params) });

export function useTours(params: TourListParams, enabled = true) {
  return useQuery({ ...getToursQueryOptions(params), placeholderData: keepPreviousData, enabled });
}
