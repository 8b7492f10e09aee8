import { z } from 'zod';
import type { AttendancePunchEvent } from './contracts/attendance-clock';
import type { ContainerChangedEvent } from './contracts/containers';
import type { TrackerEvent, UnitLocation } from './contracts/positioning';
import type {
  VideoRoomJoinAnswer,
  VideoRoomPeerJoinedEvent,
  VideoRoomPeerLeftEvent,
  VideoRoomReplacedEvent,
  VideoRoomSignalEvent,
} from './contracts/video-room-signals';

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

/**
 * A ticket was created or changed (support, issue 14). The enums repeat those of contracts/support
 * on purpose, as for orders: that contract stays out of the first-load bundle.
 */
const ticketStatusEnum = z.enum(['new', 'open', 'waiting_on_requester', 'resolved', 'closed', 'reopened']);
export const ticketChangedEventSchema = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  /** "TK-000123". */
  reference: z.string(),
  status: ticketStatusEnum,
  priority: z.enum(['low', 'normal', 'high', 'urgent']),
  assignee_id: z.number().int().nullable(),
  /** `sla`: the minute sweep sent an 80 % or breach notice (the «Por vencer» view refreshes). */
  change: z.enum(['created', 'updated', 'status', 'assignee', 'message', 'deleted', 'sla']),
  at: z.string(),
});
export type TicketChangedEvent = z.infer<typeof ticketChangedEventSchema>;

/**
 * A service order (`service-order.changed`) or a revision order (`revision-order.changed`) was
 * created or changed: rooms `company:<id>:support` and the technician's / inspector's user room
 * (the previous one's too when it was reassigned). Never content: a screen refetches. The status
 * enum repeats SERVICE_ORDER_STATUSES / REVISION_STATUSES (the same four) on purpose, as above.
 */
const workOrderStatusEnum = z.enum(['scheduled', 'in_progress', 'done', 'cancelled']);
export const serviceOrderChangedEventSchema = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  /** "OS-000123". */
  reference: z.string(),
  status: workOrderStatusEnum,
  technician_id: z.number().int().nullable(),
  /** `assignee`: another technician; `schedule`: a new date; `updated`: any other edit. */
  change: z.enum(['created', 'updated', 'assignee', 'schedule', 'status', 'signed', 'deleted']),
  at: z.string(),
});
export type ServiceOrderChangedEvent = z.infer<typeof serviceOrderChangedEventSchema>;

export const revisionOrderChangedEventSchema = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  /** "OR-000123". */
  reference: z.string(),
  status: workOrderStatusEnum,
  inspector_id: z.number().int().nullable(),
  /** `answer`: an item of the checklist; `service_orders`: failed items made service orders. */
  change: z.enum(['created', 'updated', 'assignee', 'schedule', 'status', 'answer', 'service_orders', 'deleted']),
  at: z.string(),
});
export type RevisionOrderChangedEvent = z.infer<typeof revisionOrderChangedEventSchema>;

/** Someone else is typing a reply (or a note) on a ticket: collision detection. */
export const ticketTypingEventSchema = z.object({
  ticket_id: z.number().int(),
  user_id: z.number().int(),
  name: z.string(),
  kind: z.enum(['public_reply', 'internal_note']),
  typing: z.boolean(),
});
export type TicketTypingEvent = z.infer<typeof ticketTypingEventSchema>;

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
  /**
   * A ticket was created or changed (rooms: the company's support room, the ticket's room — its
   * agents' room only for an internal note — and the requester's user room). No content: a screen
   * showing the ticket refetches it.
   */
  'ticket.changed': (event: TicketChangedEvent) => void;
  /** A service order was created or changed (the company's support room, its technician's user room). */
  'service-order.changed': (event: ServiceOrderChangedEvent) => void;
  /** A revision order was created or changed (the company's support room, its inspector's user room). */
  'revision-order.changed': (event: RevisionOrderChangedEvent) => void;
  /** Someone else in the ticket's room is typing (or stopped); notes only reach the agents' room. */
  'ticket:typing': (event: TicketTypingEvent) => void;
  /** Video rooms (modules/video-rooms): someone entered the room I am in. */
  'video-room:peer-joined': (event: VideoRoomPeerJoinedEvent) => void;
  /** Someone left the room (leave, disconnect, or replaced by their own newer join). */
  'video-room:peer-left': (event: VideoRoomPeerLeftEvent) => void;
  /** A description, ICE candidate or media state another peer of my room sent me. */
  'video-room:signal': (event: VideoRoomSignalEvent) => void;
  /** My place in the room went to my own newer join (another tab): this one stops. */
  'video-room:replaced': (event: VideoRoomReplacedEvent) => void;
  /** Sent right before the server drops a socket whose token was revoked. */
  'session.revoked': () => void;
  /** Sent right before the server drops a socket whose token expired: renew it and reconnect. */
  'session.expired': () => void;
}

/** What a join asks the server: `{ ok: true }`, or `{ ok: false, message }` when refused. */
export type JoinAck = (answer: { ok: true } | { ok: false; message: string }) => void;

/**
 * Client → server. Payloads are validated on receipt (contracts/support); a room is joined only
 * after the server checked the caller may see what it carries.
 */
export interface ClientToServerEvents {
  /** Hear a company's ticket changes (support of that company only). Payload `{ company_id }`. */
  'tickets:subscribe': (payload: unknown, ack?: JoinAck) => void;
  /** Hear one ticket's changes and who is typing on it (support or its requester). Payload `{ ticket_id }`. */
  'ticket:join': (payload: unknown, ack?: JoinAck) => void;
  'ticket:leave': (payload: unknown) => void;
  /** I am (or stopped) typing on a ticket I joined. Payload `{ ticket_id, kind, typing }`. */
  'ticket:typing': (payload: unknown) => void;
  /** Enter a video room's signalling with the ticket of `POST /webrtc/{x}/room/{y}`. Payload `{ ticket }`. */
  'video-room:join': (payload: unknown, ack?: (answer: VideoRoomJoinAnswer) => void) => void;
  /** Leave it. Payload `{ room }`. */
  'video-room:leave': (payload: unknown) => void;
  /** To one peer of a room I am in. Payload `{ room, to, description? , candidate?, media? }`. */
  'video-room:signal': (payload: unknown) => void;
}

export const userRoom = (userId: number) => `user:${userId}`;
export const companyRoom = (companyId: number) => `company:${companyId}`;
/** Members of a company who may read its attendance: punches name people and times, so not every member hears them. */
export const companyAttendanceRoom = (companyId: number) => `company:${companyId}:attendance`;

/** The support people of a company: list changes of its tickets (joined on `tickets:subscribe`). */
export const companySupportRoom = (companyId: number) => `company:${companyId}:support`;
/** Everyone looking at one ticket (joined on `ticket:join`), and its agents among them. */
export const ticketRoom = (ticketId: number) => `ticket:${ticketId}`;
export const ticketAgentsRoom = (ticketId: number) => `ticket:${ticketId}:agents`;

/** Spec §9 socket defaults, shared by the renderer and the desktop main process. */
export const SOCKET_CLIENT_DEFAULTS = {
  transports: ['websocket'],
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  timeout: 20000,
  randomizationFactor: 0.5,
} as const;
