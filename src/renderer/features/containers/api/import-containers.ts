import { useMutation } from '@tanstack/react-query';
import type { Batch as ContainerBatch } from '../../../../shared/contracts/imports';
import { api } from '../../../lib/api-client';

export interface ImportContainersInput {
  companyId: number;
  file: File;
  /** 0..1 of the upload itself (the import's own progress comes from the batch). */
  onUploadProgress?: (fraction: number) => void;
}

/** Multipart `POST /api/v1/containers-bulk?company_id` (field `file`, CSV or XLSX manifest): answers the batch. */
export async function importContainers({ companyId, file, onUploadProgress }: ImportContainersInput): Promise<ContainerBatch> {
  const form = new FormData();
  form.append('file', file, file.name);
  const { data } = await api.main.post<ContainerBatch>('/api/v1/containers-bulk', form, {
    params: { company_id: companyId },
    onUploadProgress: (event) => {
      if (event.total) onUploadProgress?.(event.loaded / event.total);
    },
  });
  return data;
}

export function useImportContainers() {
  return useMutation({ mutationKey: ['containers', 'import'], mutationFn: importContainers });
}
