import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationPage } from '../../../../shared/contracts/notifications';
import { api } from '../../../lib/api-client';

export interface NotificationListParams {
  page: number;
  onlyUnread: boolean;
}

/** `GET /notifications-api/v1/notifications?page&only_unread`: mine, newest first. */
export async function getNotifications({ page, onlyUnread }: NotificationListParams): Promise<NotificationPage> {
  const { data } = await api.notifications.get<NotificationPage>('/notifications', { params: { page, only_unread: onlyUnread } });
  return data;
}

export const getNotificationsQueryOptions = (params: NotificationListParams) =>
  queryOptions({ queryKey: ['notifications', 'list', params], queryFn: () => getNotifications(params) });

export function useNotifications(params: NotificationListParams, options: { enabled?: boolean } = {}) {
  // The previous page stays on screen while the next one loads (no flash of the loader).
  return useQuery({ ...getNotificationsQueryOptions(params), placeholderData: keepPreviousData, enabled: options.enabled ?? true });
}
