import { z } from 'zod';

/**
 * Socket.io event maps, typed once and validated on receipt. Rooms: `user:<id>` for each
 * signed-in user, `company:<id>` for each company the user belongs to.
 */
export const userUpdatedEventSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  surname: z.string().nullable(),
  lastname: z.string().nullable(),
  /** What changed, so a screen can decide whether to refetch. */
  change: z.enum(['profile', 'roles', 'verification', 'deleted']),
});
export type UserUpdatedEvent = z.infer<typeof userUpdatedEventSchema>;

/**
 * A new notification for the signed-in user (room `user:<id>`). `route` is the in-app path a
 * click opens (null: the notifications list); `unread_count` is the user's count after this one,
 * so the bell and the desktop badge update without another request.
 */
export const notificationCreatedEventSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  route: z.string().nullable(),
  created_at: z.string(),
  unread_count: z.number().int().nonnegative(),
});
export type NotificationCreatedEvent = z.infer<typeof notificationCreatedEventSchema>;

/** The user's unread count changed (marked read here or on another device). */
export const notificationCountEventSchema = z.object({ unread_count: z.number().int().nonnegative() });
export type NotificationCountEvent = z.infer<typeof notificationCountEventSchema>;

export interface ServerToClientEvents {
  'notification.created': (event: NotificationCreatedEvent) => void;
  'notification.count': (event: NotificationCountEvent) => void;
  'user.updated': (event: UserUpdatedEvent) => void;
  /** Sent right before the server drops a socket whose token was revoked. */
  'session.revoked': () => void;
}

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- no client → server events yet
export interface ClientToServerEvents {}

export const userRoom = (userId: number) => `user:${userId}`;
export const companyRoom = (companyId: number) => `company:${companyId}`;

/** Spec §9 socket defaults, shared by the renderer and the desktop main process. */
export const SOCKET_CLIENT_DEFAULTS = {
  transports: ['websocket'],
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  timeout: 20000,
  randomizationFactor: 0.5,
} as const;
