import { useMutation } from '@tanstack/react-query';
import type { MessageResponse } from '../../../../shared/contracts/common';
import { api } from '../../../lib/api-client';

/** The contract's `mailingListInputSchema`: one address or a list of up to 20. */
export interface MailingListInput {
  user_emails: string | string[];
  token: string;
}

/** `POST /api/v1/mailing-list`: subscribes to the news (needs a solved anti-bot `token`). */
export async function subscribeMailingList(input: MailingListInput): Promise<MessageResponse> {
  const { data } = await api.main.post<MessageResponse>('/api/v1/mailing-list', input);
  return data;
}

export function useSubscribeMailingList() {
  return useMutation({ mutationFn: subscribeMailingList });
}
