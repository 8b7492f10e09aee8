import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationSettings } from '../../../../shared/contracts/notifications';
import { api } from '../../../lib/api-client';

/** `GET /api/v1/notifications`: whether real-time notices are on (spec §3 "active"). */
export async function getNotificationSettings(): Promise<NotificationSettings> {
  const { data } = await api.main.get<NotificationSettings>('/api/v1/notifications');
  return data;
}

export const notificationSettingsQueryKey = ['notifications', 'settings'] as const;

export const getNotificationSettingsQueryOptions = () => queryOptions({ queryKey: notificationSettingsQueryKey, queryFn: getNotificationSettings });

export function useNotificationSettings() {
  return useQuery(getNotificationSettingsQueryOptions());
}
