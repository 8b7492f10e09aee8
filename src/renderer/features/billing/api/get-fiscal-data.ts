import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FiscalData } from '../../../../shared/contracts/billing';
import { api } from '../../../lib/api-client';

export const fiscalDataKey = (userId: number) => ['billing', 'fiscal-data', userId] as const;

/** `GET /payment-api/v1/users/{id}/fiscal-data`: the signed-in user's fiscal data, null until saved. */
export async function getFiscalData(userId: number): Promise<FiscalData | null> {
  const { data } = await api.payment.get<{ fiscal_data: FiscalData | null }>(`/users/${userId}/fiscal-data`);
  return data.fiscal_data;
}

export const getFiscalDataQueryOptions = (userId: number) => queryOptions({ queryKey: fiscalDataKey(userId), queryFn: () => getFiscalData(userId) });

export function useFiscalData(userId: number) {
  return useQuery(getFiscalDataQueryOptions(userId));
}
