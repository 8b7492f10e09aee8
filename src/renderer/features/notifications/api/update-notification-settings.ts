import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationSettings } from '../../../../shared/contracts/notifications';
import { api } from '../../../lib/api-client';
import { notificationSettingsQueryKey } from './get-notification-settings';

/** `PUT /api/v1/notifications` with `{ active }`. */
export async function updateNotificationSettings(input: NotificationSettings): Promise<NotificationSettings> {
  const { data } = await api.main.put<NotificationSettings>('/api/v1/notifications', input);
  return data;
}

export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationSettings,
    onSuccess: (settings) => queryClient.setQueryData(notificationSettingsQueryKey, settings),
  });
}
