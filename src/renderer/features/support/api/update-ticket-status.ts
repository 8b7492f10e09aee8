import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TicketDetail, TicketStatus } from '../../../../shared/contracts/support';
import { api } from '../../../lib/api-client';

/** `PUT /api/v1/tickets/{id}/status`: a move of the contract's transitions table (the server refuses the rest with 422/403). */
export async function updateTicketStatus({ id, status }: { id: number; status: TicketStatus }): Promise<TicketDetail> {
  const { data } = await api.main.put<TicketDetail>(`/api/v1/tickets/${id}/status`, { status });
  return data;
}

export function useUpdateTicketStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTicketStatus,
    onSuccess: (ticket) => {
      queryClient.setQueryData(['support', 'tickets', 'detail', ticket.id], ticket);
      return queryClient.invalidateQueries({ queryKey: ['support', 'tickets', 'list'] });
    },
  });
}
