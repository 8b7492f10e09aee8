import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Document, UploadDocumentFields } from '../../../../shared/contracts/files';
import { api } from '../../../lib/api-client';

export type UploadDocumentInput = UploadDocumentFields & { file: File };

/** Multipart `POST /api/v1/documents` (resource_id, resource_type, file). */
export async function uploadDocument({ file, resource_id, resource_type }: UploadDocumentInput): Promise<Document> {
  const form = new FormData();
  form.append('resource_id', String(resource_id));
  form.append('resource_type', resource_type);
  form.append('file', file, file.name);
  const { data } = await api.main.post<Document>('/api/v1/documents', form);
  return data;
}

export function useUploadDocument() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: uploadDocument, onSuccess: (document) => queryClient.invalidateQueries({ queryKey: ['documents', document.resource_type] }) });
}
