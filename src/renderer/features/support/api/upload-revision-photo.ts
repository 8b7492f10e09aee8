import { useMutation } from '@tanstack/react-query';
import type { Document } from '../../../../shared/contracts/files';
import { api } from '../../../lib/api-client';

/** Multipart `POST /api/v1/documents` for a revision order (resource_type "revision_order"): a photo an item then names by id. */
export async function uploadRevisionPhoto({ orderId, file }: { orderId: number; file: File }): Promise<Document> {
  const form = new FormData();
  form.append('resource_id', String(orderId));
  form.append('resource_type', 'revision_order');
  form.append('file', file, file.name);
  const { data } = await api.main.post<Document>('/api/v1/documents', form);
  return data;
}

export function useUploadRevisionPhoto() {
  return useMutation({ mutationFn: uploadRevisionPhoto });
}
