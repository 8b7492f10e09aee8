import { useMutation } from '@tanstack/react-query';
import type { MessageResponse, Service } from '../../../../shared/contracts/common';
import { api } from '../../../lib/api-client';

/** `GET /api/v1/reset-password-email?email&service` (service defaults to the main one). */
export async function requestPasswordReset({ email, service = 'main' }: { email: string; service?: Service }): Promise<MessageResponse> {
  const { data } = await api.main.get<MessageResponse>('/api/v1/reset-password-email', { params: { email, service } });
  return data;
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
