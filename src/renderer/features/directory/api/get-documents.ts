import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DocumentList, ResourceRef } from '../../../../shared/contracts/files';
import { api } from '../../../lib/api-client';

/** `GET /api/v1/documents?resource_id&resource_type`. */
export async function getDocuments(ref: ResourceRef): Promise<DocumentList> {
  const { data } = await api.main.get<DocumentList>('/api/v1/documents', { params: ref });
  return data;
}

export const getDocumentsQueryOptions = (ref: ResourceRef) =>
  queryOptions({ queryKey: ['documents', ref.resource_type, Number(ref.resource_id)], queryFn: () => getDocuments(ref) });

export function useDocuments(ref: ResourceRef) {
  return useQuery(getDocumentsQueryOptions(ref));
}
