import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { saveProtectedFile } from '../../../lib/downloads';

/** `GET /api/v1/job-letters/{id}/pdf`: the issued letter (with the bearer, so as a blob in the browser). */
export async function getJobLetterPdf(id: number): Promise<Blob> {
  const { data } = await api.main.get<Blob>(`/api/v1/job-letters/${id}/pdf`, { responseType: 'blob' });
  return data;
}

/** Saves the PDF: the desktop app downloads it to disk in main, the browser saves the fetched blob. */
export function useSaveJobLetterPdf() {
  return useMutation({
    mutationKey: ['job-letters', 'pdf'],
    mutationFn: (id: number) => saveProtectedFile({ url: `/api/v1/job-letters/${id}/pdf`, fileName: `carta-laboral-${id}.pdf` }, () => getJobLetterPdf(id)),
  });
}
