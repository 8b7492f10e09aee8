import { useMutation } from '@tanstack/react-query';
import type { MessageResponse } from '../../../../shared/contracts/common';
import { api } from '../../../lib/api-client';

export interface ResetPasswordInput {
  email: string;
  token: string;
  password: string;
  password_confirmation: string;
}

/** `POST /api/v1/reset-password` with the single-use token from the e-mailed link. */
export async function resetPassword(input: ResetPasswordInput): Promise<MessageResponse> {
  const { data } = await api.main.post<MessageResponse>('/api/v1/reset-password', input);
  return data;
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
