import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SignedDocumentListFilter, SignedDocumentPage } from '../../../../shared/contracts/signatures';
import { api } from '../../../lib/api-client';

/** Every document query starts here: a signature or a new document refreshes them all. */
export const signedDocumentsKey = ['signatures', 'documents'] as const;

export interface SignedDocumentsParams {
  page: number;
  status?: SignedDocumentListFilter | null;
}

/** `GET /api/v1/signed-documents`: what I uploaded and what I must sign, newest first. */
export async function getSignedDocuments({ page, status }: SignedDocumentsParams): Promise<SignedDocumentPage> {
  const { data } = await api.main.get<SignedDocumentPage>('/api/v1/signed-documents', { params: { page, status: status ?? undefined } });
  return data;
}

export const getSignedDocumentsQueryOptions = (params: SignedDocumentsParams) =>
  queryOptions({ queryKey: [...signedDocumentsKey, 'list', params], queryFn: () => getSignedDocuments(params) });

export function useSignedDocuments(params: SignedDocumentsParams) {
  return useQuery({ ...getSignedDocumentsQueryOptions(params), placeholderData: keepPreviousData });
}
