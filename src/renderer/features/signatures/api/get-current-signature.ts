import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserSignature } from '../../../../shared/contracts/signatures';
import { api } from '../../../lib/api-client';

export const currentSignatureKey = ['signatures', 'current'] as const;

/** `GET /api/v1/digital-signature`: the signature signing uses (the latest saved); null when there is none yet (404). */
export async function getCurrentSignature(): Promise<UserSignature | null> {
  try {
    const { data } = await api.main.get<UserSignature>('/api/v1/digital-signature');
    return data;
  } catch (error) {
    if ((error as { status?: number }).status === 404) return null;
    throw error;
  }
}

export const getCurrentSignatureQueryOptions = () => queryOptions({ queryKey: currentSignatureKey, queryFn: getCurrentSignature });

export function useCurrentSignature() {
  return useQuery(getCurrentSignatureQueryOptions());
}
