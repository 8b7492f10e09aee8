import { api } from '../../../lib/api-client';

/**
 * The bytes of an attachment (`GET /api/v1/documents/{id}/file`). It needs the bearer, so a plain
 * link cannot fetch it: it comes as a blob through the client and is then saved.
 */
export async function getTicketDocumentFile(url: string): Promise<Blob> {
  const { data } = await api.main.get<Blob>(url, { responseType: 'blob' });
  return data;
}
