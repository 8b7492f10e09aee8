import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { saveProtectedFile } from '../../../lib/downloads';
import { signedDocumentKey } from './get-signed-document';

/** `GET /api/v1/signed-document/{id}/pdf`: the current copy, with the bearer, so as a blob in the browser. */
export async function getSignedDocumentPdf(id: number): Promise<Blob> {
  const { data } = await api.main.get<Blob>(`/api/v1/signed-document/${id}/pdf`, { responseType: 'blob' });
  return data;
}

/** The copy for the preview, keyed by its SHA-256 so a new signature fetches the new copy. */
export const getSignedDocumentPdfQueryOptions = (id: number, sha256: string) =>
  queryOptions({ queryKey: [...signedDocumentKey(id), 'pdf', sha256], queryFn: () => getSignedDocumentPdf(id), staleTime: Number.POSITIVE_INFINITY });

export function useSignedDocumentPdf(id: number, sha256: string, enabled: boolean) {
  return useQuery({ ...getSignedDocumentPdfQueryOptions(id, sha256), enabled });
}

/** Saves the copy: the desktop app downloads it in main, the browser saves the fetched blob. */
export function useSaveSignedDocumentPdf() {
  return useMutation({
    mutationKey: ['signatures', 'pdf'],
    mutationFn: ({ id, code }: { id: number; code: string }) => saveProtectedFile({ url: `/api/v1/signed-document/${id}/pdf`, fileName: `documento-${code}.pdf` }, () => getSignedDocumentPdf(id)),
  });
}
