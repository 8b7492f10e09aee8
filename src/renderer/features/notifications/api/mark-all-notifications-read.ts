import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MarkAllReadResult } from '../../../../shared/contracts/notifications';
import { api } from '../../../lib/api-client';

/** `PUT /notifications-api/v1/notifications/read-all`. */
export async function markAllNotificationsRead(): Promise<MarkAllReadResult> {
  const { data } = await api.notifications.put<MarkAllReadResult>('/notifications/read-all');
  return data;
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['notifications'] }),
  });
}
