import { useMutation } from '@tanstack/react-query';
import type { Document } from '../../../../shared/contracts/files';
import { api } from '../../../lib/api-client';

/** Multipart `POST /api/v1/documents` for a unit (resource_type "unit"): the scan a unit document then links by id. */
export async function uploadUnitFile({ unitId, file }: { unitId: number; file: File }): Promise<Document> {
  const form = new FormData();
  form.append('resource_id', String(unitId));
  form.append('resource_type', 'unit');
  form.append('file', file, file.name);
  const { data } = await api.main.post<Document>('/api/v1/documents', form);
  return data;
}

export function useUploadUnitFile() {
  return useMutation({ mutationFn: uploadUnitFile });
}
