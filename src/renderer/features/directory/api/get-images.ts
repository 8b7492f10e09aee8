import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ImageList, ResourceRef } from '../../../../shared/contracts/files';
import { api } from '../../../lib/api-client';

/** `GET /api/v1/images?resource_id&resource_type`. */
export async function getImages(ref: ResourceRef): Promise<ImageList> {
  const { data } = await api.main.get<ImageList>('/api/v1/images', { params: ref });
  return data;
}

export const getImagesQueryOptions = (ref: ResourceRef) => queryOptions({ queryKey: ['images', ref.resource_type, Number(ref.resource_id)], queryFn: () => getImages(ref) });

export function useImages(ref: ResourceRef | null) {
  return useQuery({ ...getImagesQueryOptions(ref ?? { resource_id: 0, resource_type: 'company' }), enabled: ref !== null });
}
