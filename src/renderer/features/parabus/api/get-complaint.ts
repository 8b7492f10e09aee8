import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ComplaintDetail } from '../../../../shared/contracts/parabus-complaints';
import { api } from '../../../lib/api-client';

/** `GET /panel-api/v1/complaints/{id}`: with its history. */
export async function getComplaint(id: number): Promise<ComplaintDetail> {
  const { data } = await api.panel.get<ComplaintDetail>(`/complaints/${id}`);
  return data;
}

export const getComplaintQueryOptions = (id: number) => queryOptions({ queryKey: ['parabus', 'complaints', 'detail', id], queryFn: () => getComplaint(id) });

export function useComplaint(id: number) {
  return useQuery({ ...getComplaintQueryOptions(id), enabled: id > 0 });
}
