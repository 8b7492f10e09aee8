import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignDocumentInput, SignedDocument } from '../../../../shared/contracts/signatures';
import { api } from '../../../lib/api-client';
import { signedDocumentKey } from './get-signed-document';
import { signedDocumentsKey } from './get-signed-documents';

/** `POST /api/v1/signed-document/{id}/sign`: my turn, with the platform's certificate or my e.firma (sent once, never stored). */
export async function signDocument({ id, input }: { id: number; input: SignDocumentInput }): Promise<SignedDocument> {
  const { data } = await api.main.post<SignedDocument>(`/api/v1/signed-document/${id}/sign`, input);
  return data;
}

export function useSignDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signDocument,
    onSuccess: (document) => {
      queryClient.setQueryData(signedDocumentKey(document.id), document);
      return queryClient.invalidateQueries({ queryKey: [...signedDocumentsKey, 'list'] });
    },
  });
}
