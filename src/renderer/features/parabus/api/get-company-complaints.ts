import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ComplaintCategory, ComplaintKind, ComplaintPage, ComplaintStatus } from '../../../../shared/contracts/parabus-complaints';
import { api } from '../../../lib/api-client';

export interface ComplaintListParams {
  companyId: number;
  page: number;
  status: ComplaintStatus | null;
  kind: ComplaintKind | null;
  category: ComplaintCategory | null;
}

/** `GET /panel-api/v1/companies/{id}/complaints`: a page and the count per status. */
export async function getCompanyComplaints({ companyId, page, status, kind, category }: ComplaintListParams): Promise<ComplaintPage> {
  const params = { page, status: status ?? undefined, kind: kind ?? undefined, category: category ?? undefined };
  const { data } = await api.panel.get<ComplaintPage>(`/companies/${companyId}/complaints`, { params });
  return data;
}

export const getCompanyComplaintsQueryOptions = (params: ComplaintListParams) =>
  queryOptions({ queryKey: ['parabus', 'complaints', 'list', params], queryFn: () => getCompanyComplaints(params) });

export function useCompanyComplaints(params: ComplaintListParams, enabled = true) {
  return useQuery({ ...getCompanyComplaintsQueryOptions(params), placeholderData: keepPreviousData, enabled });
}
