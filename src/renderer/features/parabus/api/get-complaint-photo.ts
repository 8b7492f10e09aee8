import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `GET /panel-api/v1/complaints/{id}/photo` as a blob (it needs the bearer, so no plain <img src>). */
export async function getComplaintPhoto(id: number): Promise<Blob> {
  const { data } = await api.panel.get<Blob>(`/complaints/${id}/photo`, { responseType: 'blob' });
  return data;
}

export const getComplaintPhotoQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['parabus', 'complaints', 'photo', id], queryFn: () => getComplaintPhoto(id), staleTime: Infinity });

export function useComplaintPhoto(id: number, enabled: boolean) {
  return useQuery({ ...getComplaintPhotoQueryOptions(id), enabled });
}
