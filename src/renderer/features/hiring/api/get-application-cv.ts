import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { saveProtectedFile } from '../../../lib/downloads';

/** `GET /api/v1/applications/{id}/cv`: an applicant's CV, for the company's vacancy managers. */
export async function getApplicationCv(applicationId: number): Promise<Blob> {
  const { data } = await api.main.get<Blob>(`/api/v1/applications/${applicationId}/cv`, { responseType: 'blob' });
  return data;
}

/** Saves the applicant's CV (the pipeline board's «Descargar CV»). */
export function useSaveApplicationCv() {
  return useMutation({
    mutationKey: ['hiring', 'application-cv'],
    mutationFn: (applicationId: number) =>
      saveProtectedFile({ url: `/api/v1/applications/${applicationId}/cv`, fileName: `cv-postulacion-${applicationId}.pdf` }, () => getApplicationCv(applicationId)),
  });
}
