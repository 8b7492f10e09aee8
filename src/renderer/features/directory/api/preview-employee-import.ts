import { useMutation } from '@tanstack/react-query';
import type { ImportPreview } from '../../../../shared/contracts/imports';
import { api } from '../../../lib/api-client';

/**
 * Multipart `POST /api/v1/companies/{id}/employees-bulk/preview`: how the server reads the file
 * (encoding, the field of each header, missing columns, first rows) before anything is imported.
 */
export async function previewEmployeeImport({ companyId, file }: { companyId: number; file: File }): Promise<ImportPreview> {
  const form = new FormData();
  form.append('file', file, file.name);
  const { data } = await api.main.post<ImportPreview>(`/api/v1/companies/${companyId}/employees-bulk/preview`, form);
  return data;
}

export function usePreviewEmployeeImport() {
  return useMutation({ mutationKey: ['imports', 'preview', 'employees'], mutationFn: previewEmployeeImport });
}
