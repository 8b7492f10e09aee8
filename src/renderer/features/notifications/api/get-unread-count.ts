import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UnreadCount } from '../../../../shared/contracts/notifications';
import { api } from '../../../lib/api-client';

/** `GET /notifications-api/v1/notifications/count`. */
export async function getUnreadCount(): Promise<UnreadCount> {
  const { data } = await api.notifications.get<UnreadCount>('/notifications/count');
  return data;
}

export const unreadCountQueryKey = ['notifications', 'count'] as const;

export const getUnreadCountQueryOptions = () => queryOptions({ queryKey: unreadCountQueryKey, queryFn: getUnreadCount });

export function useUnreadCount() {
  return useQuery(getUnreadCountQueryOptions());
}
