import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { SIGNED_DOCUMENT_FILE_FIELD, type Verification } from '../../../../shared/contracts/signatures';
import { api, requestOptions } from '../../../lib/api-client';

/**
 * `POST /api/v1/verify-signed-document` (public, no session), the one endpoint with two forms:
 * a PDF (multipart) checks the copy's bytes and signatures; `{ code }` (the QR or the printed
 * short code) looks the document up.
 */
export async function verifySignedFile({ file, onUploadProgress }: { file: File; onUploadProgress?: (fraction: number) => void }): Promise<Verification> {
  const form = new FormData();
  form.append(SIGNED_DOCUMENT_FILE_FIELD, file, file.name);
  const { data } = await api.main.post<Verification>('/api/v1/verify-signed-document', form, {
    ...requestOptions({ anonymous: true }),
    onUploadProgress: (event) => {
      if (event.total) onUploadProgress?.(event.loaded / event.total);
    },
  });
  return data;
}

export async function verifySignedCode(code: string): Promise<Verification> {
  const { data } = await api.main.post<Verification>('/api/v1/verify-signed-document', { code }, requestOptions({ anonymous: true }));
  return data;
}

export function useVerifySignedFile() {
  return useMutation({ mutationKey: ['signatures', 'verify-file'], mutationFn: verifySignedFile });
}

export const verifySignedCodeQueryOptions = (code: string) =>
  queryOptions({ queryKey: ['signatures', 'verification', code], queryFn: () => verifySignedCode(code), retry: false, staleTime: 60_000 });

export function useVerifySignedCode(code: string | null) {
  return useQuery({ ...verifySignedCodeQueryOptions(code ?? ''), enabled: Boolean(code) });
}
