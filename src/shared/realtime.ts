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

export interface ServerToClientEvents {
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
