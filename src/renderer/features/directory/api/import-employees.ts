import { useMutation } from '@tanstack/react-query';
import type { Batch } from '../../../../shared/contracts/imports';
import { api } from '../../../lib/api-client';

export interface ImportEmployeesInput {
  companyId: number;
  file: File;
  /** 0..1 of the upload itself (the import's own progress comes from the batch). */
  onUploadProgress?: (fraction: number) => void;
}

/** Multipart `POST /api/v1/companies/{id}/employees-bulk` (field `file`, CSV or XLSX): answers the batch. */
export async function importEmployees({ companyId, file, onUploadProgress }: ImportEmployeesInput): Promise<Batch> {
  const form = new FormData();
  form.append('file', file, file.name);
  const { data } = await api.main.post<Batch>(`/api/v1/companies/${companyId}/employees-bulk`, form, {
    onUploadProgress: (event) => {
      if (event.total) onUploadProgress?.(event.loaded / event.total);
    },
  });
  return data;
}

export function useImportEmployees() {
  return useMutation({ mutationFn: importEmployees });
}
