import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { TicketDetail, createTicketInputSchema } from '../../../../shared/contracts/support';
import { api } from '../../../lib/api-client';

export type CreateTicketInput = z.input<typeof createTicketInputSchema>;

/** `POST /api/v1/tickets`: raises a ticket to the company's technical support. */
export async function createTicket(input: CreateTicketInput): Promise<TicketDetail> {
  const { data } = await api.main.post<TicketDetail>('/api/v1/tickets', input);
  return data;
}

export function useCreateTicket() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createTicket, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['support', 'tickets', 'list'] }) });
}
