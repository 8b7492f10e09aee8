import { useMutation } from '@tanstack/react-query';
import type { CvType } from '../../../../shared/contracts/jobs-profile';
import { api } from '../../../lib/api-client';
import { saveProtectedFile } from '../../../lib/downloads';

const urlOf = (type: CvType | undefined) => `/api/v1/profile/cv/pdf${type ? `?type=${type}` : ''}`;

/** `GET /api/v1/profile/cv/pdf[?type=]`: my CV as a PDF — the chosen one, or the type asked for. */
export async function getCvPdf(type?: CvType): Promise<Blob> {
  const { data } = await api.main.get<Blob>(urlOf(type), { responseType: 'blob' });
  return data;
}

/** Saves my CV: the desktop app downloads it in main, the browser saves the fetched blob. */
export function useSaveCvPdf() {
  return useMutation({
    mutationKey: ['jobs', 'cv', 'pdf'],
    mutationFn: (type?: CvType) => saveProtectedFile({ url: urlOf(type), fileName: type === 'generated' ? 'mi-cv-generado.pdf' : 'mi-cv.pdf' }, () => getCvPdf(type)),
  });
}
