import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SignedDocument } from '../../../../shared/contracts/signatures';
import { api } from '../../../lib/api-client';
import { signedDocumentsKey } from './get-signed-documents';

export const signedDocumentKey = (id: number) => [...signedDocumentsKey, 'detail', id] as const;

/** `GET /api/v1/signed-document/{id}`: state, signers in order and the audit trail (participants only). */
export async function getSignedDocument(id: number): Promise<SignedDocument> {
  const { data } = await api.main.get<SignedDocument>(`/api/v1/signed-document/${id}`);
  return data;
}

export const getSignedDocumentQueryOptions = (id: number) => queryOptions({ queryKey: signedDocumentKey(id), queryFn: () => getSignedDocument(id) });

export function useSignedDocument(id: number) {
  return useQuery({ ...getSignedDocumentQueryOptions(id), enabled: id > 0 });
}
