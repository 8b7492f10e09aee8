import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DocumentList } from '../../../../shared/contracts/files';
import { api } from '../../../lib/api-client';

/** `GET /api/v1/documents?resource_type=ticket&resource_id={id}`: the files attached to a ticket's messages (names, types, sizes). */
export async function getTicketDocuments(ticketId: number): Promise<DocumentList> {
  const { data } = await api.main.get<DocumentList>('/api/v1/documents', { params: { resource_type: 'ticket', resource_id: ticketId } });
  return data;
}

export const getTicketDocumentsQueryOptions = (ticketId: number) =>
  queryOptions({ queryKey: ['support', 'tickets', 'documents', ticketId], queryFn: () => getTicketDocuments(ticketId) });

/** Read only when some message names attachments. */
export function useTicketDocuments(ticketId: number, enabled: boolean) {
  return useQuery({ ...getTicketDocumentsQueryOptions(ticketId), enabled: enabled && ticketId > 0 });
}
