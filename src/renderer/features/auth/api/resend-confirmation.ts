import { useMutation } from '@tanstack/react-query';
import type { MessageResponse, Service } from '../../../../shared/contracts/common';
import { api } from '../../../lib/api-client';

/** `POST /api/v1/register/{id}/resend` (the spec's "confirm path" with service): a new code. */
export async function resendConfirmation({ id, service }: { id: number; service: Service }): Promise<MessageResponse> {
  const { data } = await api.main.post<MessageResponse>(`/api/v1/register/${id}/resend`, { service });
  return data;
}

export function useResendConfirmation() {
  return useMutation({ mutationFn: resendConfirmation });
}
