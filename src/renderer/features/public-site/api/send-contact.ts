import { useMutation } from '@tanstack/react-query';
import type { ContactInput, ContactResponse } from '../../../../shared/contracts/contact';
import { api } from '../../../lib/api-client';

/**
 * `POST /api/v1/contact`: the public contact form (needs a solved anti-bot `token`). Answers the
 * message's help-desk reference (`CT-2026-000123`); the sender also gets it by e-mail.
 */
export async function sendContact(input: ContactInput): Promise<ContactResponse> {
  const { data } = await api.main.post<ContactResponse>('/api/v1/contact', input);
  return data;
}

export function useSendContact() {
  return useMutation({ mutationFn: sendContact });
}
