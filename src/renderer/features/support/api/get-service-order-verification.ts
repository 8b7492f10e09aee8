import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ServiceOrderVerification } from '../../../../shared/contracts/service-orders';
import { api } from '../../../lib/api-client';

/** `GET /api/v1/public/service-orders/{token}` (no session): what the printed QR code proves. */
export async function getServiceOrderVerification(token: string): Promise<ServiceOrderVerification> {
  const { data } = await api.main.get<ServiceOrderVerification>(`/api/v1/public/service-orders/${encodeURIComponent(token)}`);
  return data;
}

export const getServiceOrderVerificationQueryOptions = (token: string) =>
  queryOptions({ queryKey: ['support', 'service-orders', 'verification', token], queryFn: () => getServiceOrderVerification(token), retry: false });

export function useServiceOrderVerification(token: string) {
  return useQuery(getServiceOrderVerificationQueryOptions(token));
}
