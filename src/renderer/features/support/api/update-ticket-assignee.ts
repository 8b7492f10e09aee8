import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TicketDetail } from '../../../../shared/contracts/support';
import { api } from '../../../lib/api-client';

/** `PUT /api/v1/tickets/{id}/assignee`: someone of technical support, or nobody (null). Support only. */
export async function updateTicketAssignee({ id, assigneeId }: { id: number; assigneeId: number | null }): Promise<TicketDetail> {
  const { data } = await api.main.put<TicketDetail>(`/api/v1/tickets/${id}/assignee`, { assignee_id: assigneeId });
  return data;
}

export function useUpdateTicketAssignee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTicketAssignee,
    onSuccess: (ticket) => {
      queryClient.setQueryData(['support', 'tickets', 'detail', ticket.id], ticket);
      return queryClient.invalidateQueries({ queryKey: ['support', 'tickets', 'list'] });
    },
  });
}
