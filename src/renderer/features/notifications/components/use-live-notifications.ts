import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { NotificationCreatedEvent } from '../../../../shared/realtime';
import { realtime } from '../../../lib/realtime';
import { useSessionStore } from '../../../stores/session';
import { unreadCountQueryKey } from '../api/get-unread-count';

let sessionFollowed = false;

/**
 * The socket follows the session from the first signed-in screen on: connected with the access
 * token, reconnected when a refresh replaces it, closed when logout clears it. Once per app.
 */
function followSession() {
  if (sessionFollowed) return;
  sessionFollowed = true;
  realtime.setToken(useSessionStore.getState().token);
  useSessionStore.subscribe((state) => realtime.setToken(state.token));
}

/**
 * Keeps the notification queries live from the socket: the count is set from the event (no
 * request), the lists are refetched when next shown, and `onCreated` hears each new notice.
 */
export function useLiveNotifications(onCreated: (event: NotificationCreatedEvent) => void) {
  const queryClient = useQueryClient();
  const onCreatedRef = useRef(onCreated);
  onCreatedRef.current = onCreated;

  useEffect(() => {
    followSession();
    const setCount = (unread_count: number) => {
      // A count request still in flight would overwrite the newer number with an older one.
      void queryClient.cancelQueries({ queryKey: unreadCountQueryKey });
      queryClient.setQueryData(unreadCountQueryKey, { unread_count });
      void queryClient.invalidateQueries({ queryKey: ['notifications', 'list'] });
    };
    const stopCreated = realtime.on('notification.created', (event) => {
      setCount(event.unread_count);
      onCreatedRef.current(event);
    });
    const stopCount = realtime.on('notification.count', (event) => setCount(event.unread_count));
    // What arrived while the socket was down (network drop, server restart) only shows if asked.
    const stopReconnect = realtime.onReconnect(() => void queryClient.invalidateQueries({ queryKey: ['notifications'] }));
    return () => {
      stopCreated();
      stopCount();
      stopReconnect();
    };
  }, [queryClient]);
}
