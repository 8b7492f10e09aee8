import { z } from 'zod';
import type { AttendancePunchEvent } from './contracts/attendance-clock';
import type { ContainerChangedEvent } from './contracts/containers';
import type { TrackerEvent, UnitLocation } from './contracts/positioning';

export { containerChangedEventSchema } from './contracts/containers';

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

/**
 * A container order was created or changed status (room `company:<id>`): enough for lists and
 * the dashboard to update without another request; a screen showing the order refetches it.
 * The enums repeat ORDER_KINDS and ORDER_STATUSES of contracts/logistics-orders on purpose: importing
 * that contract here would put it in the first-load bundle with the socket client.
 */
export const orderChangedEventSchema = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  container_id: z.number().int(),
  folio: z.string(),
  kind: z.enum(['delivery', 'reception', 'transfer', 'inspection']),
  status: z.enum(['requested', 'approved', 'in_progress', 'completed', 'rejected', 'cancelled']),
  /** null when the order was just created. */
  from_status: z.enum(['requested', 'approved', 'in_progress', 'completed', 'rejected', 'cancelled']).nullable(),
  update_report: z.string().nullable(),
  user_id: z.number().int().nullable(),
  at: z.string(),
});
export type OrderChangedEvent = z.infer<typeof orderChangedEventSchema>;

export interface ServerToClientEvents {
  /** A punch reached the server (room `company:<id>:attendance`, the company's attendance managers). */
  'attendance.punch': (event: AttendancePunchEvent) => void;
  'notification.created': (event: NotificationCreatedEvent) => void;
  'notification.count': (event: NotificationCountEvent) => void;
  'user.updated': (event: UserUpdatedEvent) => void;
  'order.changed': (event: OrderChangedEvent) => void;
  /** A container was created, edited, moved, held/released or deleted (room `company:<id>`). */
  'container.changed': (event: ContainerChangedEvent) => void;
  /** A unit reported a newer position (room `company:<id>`); unitLocationSchema of contracts/positioning. */
  'unit:position': (event: UnitLocation) => void;
  /** Off route, back on route, arrival at or departure from a terminal (room `company:<id>`); trackerEventSchema. */
  'unit:event': (event: TrackerEvent) => void;
  /** Sent right before the server drops a socket whose token was revoked. */
  'session.revoked': () => void;
  /** Sent right before the server drops a socket whose token expired: renew it and reconnect. */
  'session.expired': () => void;
}

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- no client → server events yet
export interface ClientToServerEvents {}

export const userRoom = (userId: number) => `user:${userId}`;
export const companyRoom = (companyId: number) => `company:${companyId}`;
/** Members of a company who may read its attendance: punches name people and times, so not every member hears them. */
export const companyAttendanceRoom = (companyId: number) => `company:${companyId}:attendance`;

/** Spec §9 socket defaults, shared by the renderer and the desktop main process. */
export const SOCKET_CLIENT_DEFAULTS = {
  transports: ['websocket'],
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  timeout: 20000,
  randomizationFactor: 0.5,
} as const;
