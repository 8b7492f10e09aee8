import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TerminalPage } from '../../../../shared/contracts/logistics-terminals';
import { api } from '../../../lib/api-client';

/** `GET /api/v1/terminals?company_id`: the company's terminals (for the order form's pickers). */
export async function getTerminals(companyId: number): Promise<TerminalPage> {
  const { data } = await api.main.get<TerminalPage>('/api/v1/terminals', { params: { company_id: companyId } });
  return data;
}

export const getTerminalsQueryOptions = (companyId: number) => queryOptions({ queryKey: ['logistics', 'terminals', companyId], queryFn: () => getTerminals(companyId) });

export function useTerminals(companyId: number, enabled = true) {
  return useQuery({ ...getTerminalsQueryOptions(companyId), enabled });
}
