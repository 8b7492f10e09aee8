import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ExpiringDocuments } from '../../../../shared/contracts/unit-documents';
import { api } from '../../../lib/api-client';
import { unitDocumentsKey } from './get-unit-documents';

/** `GET /api/v1/companies/{id}/unit-documents/expiring?days`: the fleet's expired and expiring papers. */
export async function getExpiringDocuments(companyId: number, days = 30): Promise<ExpiringDocuments> {
  const { data } = await api.main.get<ExpiringDocuments>(`/api/v1/companies/${companyId}/unit-documents/expiring`, { params: { days } });
  return data;
}

export const getExpiringDocumentsQueryOptions = (companyId: number) =>
  queryOptions({ queryKey: [...unitDocumentsKey, 'expiring', companyId], queryFn: () => getExpiringDocuments(companyId) });

export function useExpiringDocuments(companyId: number, enabled = true) {
  return useQuery({ ...getExpiringDocumentsQueryOptions(companyId), enabled });
}
