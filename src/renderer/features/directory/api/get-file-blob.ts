import { queryOptions, useQuery } from '@tanstack/react-query';
import { useObjectUrl } from '../../../hooks/use-object-url';
import { api } from '../../../lib/api-client';

/**
 * The bytes of a stored file (`/api/v1/images/{id}/file`, `/api/v1/documents/{id}/file`). They
 * need the bearer, so an `<img src>` cannot fetch them: they come as a blob through the client.
 */
export async function getFileBlob(url: string): Promise<Blob> {
  const { data } = await api.main.get<Blob>(url, { responseType: 'blob' });
  return data;
}

export const getFileBlobQueryOptions = (url: string) =>
  queryOptions({ queryKey: ['files', 'blob', url], queryFn: () => getFileBlob(url), staleTime: Infinity, gcTime: 60_000 });

/** An object URL for a protected image, revoked when the component lets it go. */
export function useFileObjectUrl(url: string | null) {
  const query = useQuery({ ...getFileBlobQueryOptions(url ?? ''), enabled: url !== null });
  const objectUrl = useObjectUrl(query.data);
  return { ...query, objectUrl };
}
