import { useMutation } from '@tanstack/react-query';
import type { ImportKind } from '../../../../shared/contracts/imports';
import { api } from '../../../lib/api-client';

export type TemplateFormat = 'csv' | 'xlsx';

/**
 * `GET /api/v1/import-templates/{kind}?format=`: the headers the import recognises and one
 * example row. It needs the bearer, so it comes as a blob through the client and the page saves it.
 */
export async function getImportTemplate({ kind, format }: { kind: ImportKind; format: TemplateFormat }): Promise<Blob> {
  const { data } = await api.main.get<Blob>(`/api/v1/import-templates/${kind}`, { params: { format }, responseType: 'blob' });
  return data;
}

export function useImportTemplate() {
  return useMutation({ mutationKey: ['imports', 'template'], mutationFn: getImportTemplate });
}
