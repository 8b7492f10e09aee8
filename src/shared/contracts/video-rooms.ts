import { z } from 'zod';

/**
 * Video rooms (issue 16, spec §7 "Video rooms: GET and POST /api/v1/webrtc/{x}/room/{y}"): `x` is a
 * room kind registered by an area (`interviews`), `y` the id of its record. The browser talks
 * WebRTC to the other participants; the app's socket.io connection carries the signalling.
 */

/** `GET`/`POST /api/v1/webrtc/{x}/room/{y}`. An unknown kind is a 404, like an unknown id. */
export const videoRoomParamsSchema = z.object({
  x: z.string().max(40, { message: 'Tipo de sala no válido.', abort: true }).regex(/^[a-z][a-z0-9-]{0,39}$/, 'Tipo de sala no válido.'),
  y: z.coerce.number({ error: 'El identificador debe ser un número.' }).int('El identificador debe ser un número entero.').positive('El identificador debe ser positivo.').max(2_147_483_647, 'El identificador es demasiado grande.'),
});
export type VideoRoomParams = z.infer<typeof videoRoomParamsSchema>;

/** One entry of RTCConfiguration.iceServers (a STUN or TURN server). */
export const iceServerSchema = z.object({
  urls: z.union([z.string(), z.array(z.string())]),
  username: z.string().optional(),
  credential: z.string().optional(),
});
export type IceServer = z.infer<typeof iceServerSchema>;

export const videoRoomParticipantSchema = z.object({
  user_id: z.number().int(),
  name: z.string(),
  /** What the kind calls this person in the room, e.g. `candidate`, `interviewer`. */
  role: z.string(),
  /** In the room now (on any server process). */
  present: z.boolean(),
});
export type VideoRoomParticipant = z.infer<typeof videoRoomParticipantSchema>;

export const videoRoomSchema = z.object({
  kind: z.string(),
  id: z.number().int(),
  title: z.string(),
  /** A second line: the company, the vacancy… */
  subtitle: z.string().nullable(),
  starts_at: z.string(),
  ends_at: z.string(),
  /** The room lets participants in from `opens_at` until `closes_at`. */
  opens_at: z.string(),
  closes_at: z.string(),
  /** Who is expected, the caller included (`me` is the caller's user id). */
  participants: z.array(videoRoomParticipantSchema),
  me: z.number().int(),
  /** RTCConfiguration.iceServers for this caller (TURN credentials are made for them and expire). */
  ice_servers: z.array(iceServerSchema),
});
export type VideoRoom = z.infer<typeof videoRoomSchema>;

/**
 * `POST`: the ticket the socket presents to enter the room's signalling (a minute, for this user
 * only) and the ICE servers for the call (fresh TURN credentials at every join).
 */
export const videoRoomTicketSchema = z.object({
  ticket: z.string(),
  expires_at: z.string(),
  ice_servers: z.array(iceServerSchema),
});
export type VideoRoomTicket = z.infer<typeof videoRoomTicketSchema>;

export * from './video-room-signals';
