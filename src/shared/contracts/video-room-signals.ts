import { z } from 'zod';

/**
 * The video rooms' socket events (contracts/video-rooms.ts has the REST side). Apart so that the
 * app's socket client, which validates every event it hears, does not pull the REST contract into
 * the first-load bundle.
 */

/** Signalling limits: an SDP with screen share and many codecs stays well under these. */
export const MAX_SDP_LENGTH = 64_000;
export const MAX_CANDIDATE_LENGTH = 1_000;
export const MAX_TICKET_LENGTH = 1_000;

const roomKeySchema = z.string().max(60, { abort: true }).regex(/^[a-z][a-z0-9-]{0,39}:\d{1,10}$/);
const peerIdSchema = z.string().max(40, { abort: true }).regex(/^[A-Za-z0-9_-]{8,40}$/);

export const videoRoomJoinPayloadSchema = z.object({ ticket: z.string().min(1).max(MAX_TICKET_LENGTH) });
export const videoRoomLeavePayloadSchema = z.object({ room: roomKeySchema });

export const sessionDescriptionSchema = z.object({
  type: z.enum(['offer', 'answer', 'pranswer', 'rollback']),
  sdp: z.string().max(MAX_SDP_LENGTH).optional(),
});
export const iceCandidateSchema = z.object({
  candidate: z.string().max(MAX_CANDIDATE_LENGTH),
  sdpMid: z.string().max(64).nullable().optional(),
  sdpMLineIndex: z.number().int().min(0).max(1024).nullable().optional(),
  usernameFragment: z.string().max(256).nullable().optional(),
});

/** What one peer sends another: a description, an ICE candidate (null: end of candidates), or its media state. */
const signalBody = {
  description: sessionDescriptionSchema.optional(),
  candidate: iceCandidateSchema.nullable().optional(),
  media: z.object({ audio: z.boolean(), video: z.boolean(), screen: z.boolean() }).optional(),
};
export const videoRoomSignalPayloadSchema = z.object({ room: roomKeySchema, to: peerIdSchema, ...signalBody });
export type VideoRoomSignalPayload = z.infer<typeof videoRoomSignalPayloadSchema>;

export const videoRoomPeerSchema = z.object({ peer_id: peerIdSchema, user_id: z.number().int(), name: z.string() });
export type VideoRoomPeer = z.infer<typeof videoRoomPeerSchema>;

/**
 * The join's answer: my peer id in the room. Who is there already is not listed: they hear
 * `video-room:peer-joined` and call the newcomer (their first signal names them), so a join never
 * has to ask every server process who is in the room.
 */
export type VideoRoomJoinAnswer = { ok: true; room: string; peer_id: string } | { ok: false; message: string };

export const videoRoomPeerJoinedEventSchema = videoRoomPeerSchema.extend({ room: roomKeySchema });
export type VideoRoomPeerJoinedEvent = z.infer<typeof videoRoomPeerJoinedEventSchema>;
export const videoRoomPeerLeftEventSchema = z.object({ room: roomKeySchema, peer_id: peerIdSchema, user_id: z.number().int() });
export type VideoRoomPeerLeftEvent = z.infer<typeof videoRoomPeerLeftEventSchema>;
/** A relayed signal names its sender (user and name), so a peer first heard this way is known at once. */
export const videoRoomSignalEventSchema = z.object({ room: roomKeySchema, from: peerIdSchema, user_id: z.number().int(), name: z.string(), ...signalBody });
export type VideoRoomSignalEvent = z.infer<typeof videoRoomSignalEventSchema>;
/** This socket's place in the room was taken by the same user's newer join (another tab or device). */
export const videoRoomReplacedEventSchema = z.object({ room: roomKeySchema });
export type VideoRoomReplacedEvent = z.infer<typeof videoRoomReplacedEventSchema>;

/** `interviews:12` → the socket.io room of its signalling. */
export const videoRoomKey = (kind: string, id: number) => `${kind}:${id}`;
