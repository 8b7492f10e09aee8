import { useMutation } from '@tanstack/react-query';
import type { MessageResponse, Service } from '../../../../shared/contracts/common';
import { api } from '../../../lib/api-client';

export interface ConfirmRegistrationInput {
  id: number;
  verification_code: string;
  service: Service;
}

/** `POST /api/v1/register/{id}/confirmation` (spec §3: verification_code, service). */
export async function confirmRegistration({ id, ...body }: ConfirmRegistrationInput): Promise<MessageResponse> {
  const { data } = await api.main.post<MessageResponse>(`/api/v1/register/${id}/confirmation`, body);
  return data;
}

export function useConfirmRegistration() {
  return useMutation({ mutationFn: confirmRegistration });
}
