import type { ManagerOptions, Socket, SocketOptions } from 'socket.io-client';
import { type NotificationCreatedEvent, SOCKET_CLIENT_DEFAULTS, notificationCountEventSchema, notificationCreatedEventSchema } from '../shared/realtime';

/**
 * Main keeps its own socket.io connection to the server while someone is signed in, so that the
 * control room sees native notifications even when the window is minimised or on another screen.
 * Each `notification.created` event gives exactly one native notification; clicking it focuses
 * the window and opens the notification's route; the unread count goes on the dock/taskbar badge.
 * socket.io reconnects by itself after the server restarts (spec §9 delays); the count is fetched
 * again on every (re)connection, so what arrived while disconnected still shows on the badge.
 */
export type SocketFactory = (url: string, options: Partial<ManagerOptions & SocketOptions>) => Socket;

export interface NativeNotification {
  title: string;
  body: string;
  onClick(): void;
}

export interface NotificationRelayDeps {
  io: SocketFactory;
  serverOrigin(): string;
  token(): Promise<string | null>;
  show(notification: NativeNotification): void;
  setBadge(count: number): void;
  /** Focus the window and route it to the in-app path. */
  open(route: string): void;
  fetch: typeof fetch;
}

export const NOTIFICATIONS_ROUTE = '/notificaciones';
export const UNREAD_COUNT_PATH = '/notifications-api/v1/notifications/count';

/** An in-app path a notification may open: "/x…", never "//host" or a scheme. */
export function safeRoute(route: string | null): string {
  if (!route || !route.startsWith('/') || route.startsWith('//') || route.includes('\\')) return NOTIFICATIONS_ROUTE;
  return route;
}

export function createNotificationRelay(deps: NotificationRelayDeps) {
  let socket: Socket | null = null;
  let connectedToken: string | null = null;

  async function refreshCount(token: string) {
    try {
      const response = await deps.fetch(new URL(UNREAD_COUNT_PATH, deps.serverOrigin()), { headers: { authorization: `Bearer ${token}` } });
      if (!response.ok) return;
      const parsed = notificationCountEventSchema.safeParse(await response.json());
      if (parsed.success) deps.setBadge(parsed.data.unread_count);
    } catch {
      // The badge keeps its last value; the next event or reconnection corrects it.
    }
  }

  function notify(event: NotificationCreatedEvent) {
    deps.setBadge(event.unread_count);
    deps.show({ title: event.title, body: event.body, onClick: () => deps.open(safeRoute(event.route)) });
  }

  return {
    /** (Re)connects with the current token; with no token, disconnects. */
    async sync(): Promise<void> {
      const token = await deps.token();
      if (token === connectedToken && socket) return;
      socket?.disconnect();
      socket = null;
      connectedToken = token;
      if (!token) {
        deps.setBadge(0);
        return;
      }
      const current = deps.io(deps.serverOrigin(), {
        ...SOCKET_CLIENT_DEFAULTS,
        transports: [...SOCKET_CLIENT_DEFAULTS.transports],
        auth: (callback) => {
          // Asked on every (re)connection, so a refreshed token is used after a restart.
          void deps.token().then((latest) => callback({ token: latest ?? '' }));
        },
      });
      socket = current;
      current.on('connect', () => void refreshCount(token));
      current.on('notification.created', (payload: unknown) => {
        const parsed = notificationCreatedEventSchema.safeParse(payload);
        if (parsed.success) notify(parsed.data);
      });
      current.on('notification.count', (payload: unknown) => {
        const parsed = notificationCountEventSchema.safeParse(payload);
        if (parsed.success) deps.setBadge(parsed.data.unread_count);
      });
      // The server closed it on purpose (session revoked): stay off until the renderer signs in again.
      current.on('session.revoked', () => {
        current.disconnect();
        deps.setBadge(0);
      });
    },
    stop() {
      socket?.disconnect();
      socket = null;
      connectedToken = null;
    },
    connected(): boolean {
      return socket?.connected ?? false;
    },
  };
}
