import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Notification } from '../../../../shared/contracts/notifications';
import { api } from '../../../lib/api-client';

/** `GET /notifications-api/v1/notifications/{id}`: one of mine (another user's is a 404). */
export async function getNotification(id: number): Promise<Notification> {
  const { data } = await api.notifications.get<Notification>(`/notifications/${id}`);
  return data;
}

export const getNotificationQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['notifications', 'detail', id], queryFn: () => getNotification(id) });

export function useNotification(id: number | null) {
  return useQuery({ ...getNotificationQueryOptions(id ?? 0), enabled: id !== null });
}
