import { useMutation } from '@tanstack/react-query';
import type { RegisterInput } from '../../../../shared/contracts/users';
import { api } from '../../../lib/api-client';

export interface RegisterResponse {
  id: number;
  email: string;
  message: string;
}

/**
 * `POST /api/v1/register`: the same answer for every e-mail; `id` is the registration's, which the
 * confirmation page sends back (the code, or for an existing account a notice, goes by mail).
 */
export async function register(input: RegisterInput): Promise<RegisterResponse> {
  const { data } = await api.main.post<RegisterResponse>('/api/v1/register', input);
  return data;
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
