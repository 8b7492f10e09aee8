import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Notification } from '../../../../shared/contracts/notifications';
import { api } from '../../../lib/api-client';

export interface MarkNotificationInput {
  id: number;
  read: boolean;
}

/** `PUT /notifications-api/v1/notifications/{id}` with `{ read }`. */
export async function markNotification({ id, read }: MarkNotificationInput): Promise<Notification> {
  const { data } = await api.notifications.put<Notification>(`/notifications/${id}`, { read });
  return data;
}

export function useMarkNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotification,
    // Lists, the count and the detail all change; the socket also pushes the count to other tabs.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['notifications'] }),
  });
}
