import { useMutation } from '@tanstack/react-query';
import type { ContactInput } from '../../../../shared/contracts/contact';
import { api } from '../../../lib/api-client';

export interface ContactResponse {
  id: number;
  message: string;
}

/** `POST /api/v1/contact`: the public contact form (needs a solved anti-bot `token`). */
export async function sendContact(input: ContactInput): Promise<ContactResponse> {
  const { data } = await api.main.post<ContactResponse>('/api/v1/contact', input);
  return data;
}

export function useSendContact() {
  return useMutation({ mutationFn: sendContact });
}
