import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { saveProtectedFile } from '../../../lib/downloads';

/** `GET /api/v1/signed-document/{id}/pdf`: the current copy, with the bearer, so as a blob in the browser. */
export async function getSignedDocumentPdf(id: number): Promise<Blob> {
  const { data } = await api.main.get<Blob>(`/api/v1/signed-document/${id}/pdf`, { responseType: 'blob' });
  return data;
}

/** Saves the copy: the desktop app downloads it in main, the browser saves the fetched blob. */
export function useSaveSignedDocumentPdf() {
  return useMutation({
    mutationKey: ['signatures', 'pdf'],
    mutationFn: ({ id, code }: { id: number; code: string }) => saveProtectedFile({ url: `/api/v1/signed-document/${id}/pdf`, fileName: `documento-${code}.pdf` }, () => getSignedDocumentPdf(id)),
  });
}
