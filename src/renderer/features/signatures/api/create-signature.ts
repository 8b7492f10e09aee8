import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateUserSignatureInput, UserSignature } from '../../../../shared/contracts/signatures';
import { api } from '../../../lib/api-client';
import { currentSignatureKey } from './get-current-signature';

/** `POST /api/v1/digital-signature`: a drawn (PNG) or typed signature; it becomes the current one. */
export async function createSignature(input: CreateUserSignatureInput): Promise<UserSignature> {
  const { data } = await api.main.post<UserSignature>('/api/v1/digital-signature', input);
  return data;
}

export function useCreateSignature() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createSignature, onSuccess: (signature) => queryClient.setQueryData(currentSignatureKey, signature) });
}
