import { useMutation } from '@tanstack/react-query';
import type { MessageResponse } from '../../../../shared/contracts/common';
import { api } from '../../../lib/api-client';

export interface UpdatePasswordInput {
  current_password: string;
  password: string;
  password_confirmation: string;
}

/** `PUT /api/v1/update-password`: keeps this session, ends the others. */
export async function updatePassword(input: UpdatePasswordInput): Promise<MessageResponse> {
  const { data } = await api.main.put<MessageResponse>('/api/v1/update-password', input);
  return data;
}

export function useUpdatePassword() {
  return useMutation({ mutationFn: updatePassword });
}
