import { useMutation } from '@tanstack/react-query';
import type { AntiBotChallenge } from '../../shared/contracts/contact';
import { api, requestOptions } from '../lib/api-client';

/** `GET /api/v1/challenge`: a fresh ALTCHA v2 challenge; each one is good for a single submission. */
export async function getChallenge(): Promise<AntiBotChallenge> {
  const { data } = await api.main.get<AntiBotChallenge>('/api/v1/challenge', requestOptions({ anonymous: true }));
  return data;
}

/** A mutation, not a query: a challenge must never come from a cache. */
export function useGetChallenge() {
  return useMutation({ mutationFn: getChallenge });
}
