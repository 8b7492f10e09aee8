import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TicketMessage, TicketMessageKind } from '../../../../shared/contracts/support';
import { api } from '../../../lib/api-client';

export interface CreateTicketMessageInput {
  ticketId: number;
  kind: TicketMessageKind;
  body: string;
  attachments?: number[];
}

/**
 * `POST /api/v1/tickets/{id}/messages`: a public reply (mailed to the requester when support
 * writes it) or an internal note (support only). A reply may move the status on its own, so the
 * ticket is read again too.
 */
export async function createTicketMessage({ ticketId, ...input }: CreateTicketMessageInput): Promise<TicketMessage> {
  const { data } = await api.main.post<TicketMessage>(`/api/v1/tickets/${ticketId}/messages`, input);
  return data;
}

export function useCreateTicketMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTicketMessage,
    onSuccess: (_message, { ticketId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['support', 'tickets', 'messages', ticketId] }),
        queryClient.invalidateQueries({ queryKey: ['support', 'tickets', 'detail', ticketId] }),
        queryClient.invalidateQueries({ queryKey: ['support', 'tickets', 'list'] }),
      ]),
  });
}
