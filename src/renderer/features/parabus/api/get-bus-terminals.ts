import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TerminalPage } from '../../../../shared/contracts/logistics-terminals';
import { api } from '../../../lib/api-client';

export interface TerminalListParams {
  companyId: number;
  page: number;
  q: string;
  /** 20 for the list; up to 100 for pickers. */
  perPage?: number;
}

/** `GET /api/v1/terminals?company_id&page&q`: the company's terminals, 20 a page. */
export async function getBusTerminals({ companyId, page, q, perPage }: TerminalListParams): Promise<TerminalPage> {
  const { data } = await api.main.get<TerminalPage>('/api/v1/terminals', { params: { company_id: companyId, page, q: q.trim() || undefined, per_page: perPage } });
  return data;
}

export const getBusTerminalsQueryOptions = (params: TerminalListParams) => queryOptions({ queryKey: ['parabus', 'terminals', 'list', params], queryFn: () => getBusTerminals(params) });

export function useBusTerminals(params: TerminalListParams, enabled = true) {
  return useQuery({ ...getBusTerminalsQueryOptions(params), placeholderData: keepPreviousData, enabled });
}
