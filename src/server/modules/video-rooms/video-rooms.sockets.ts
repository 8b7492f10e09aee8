import { randomBytes } from 'node:crypto';
import {
  type VideoRoomJoinAnswer,
  videoRoomJoinPayloadSchema,
  videoRoomLeavePayloadSchema,
  videoRoomSignalPayloadSchema,
} from '../../../shared/contracts/video-room-signals';
import type { RealtimeServer } from '../../plugins/realtime';
import type { VideoRoomsService } from './video-rooms.service';

interface Logger {
  error(obj: object, msg: string): void;
}

/** Everyone in a room's signalling. */
const signalRoom = (key: string) => `video:${key}`;
/** One peer of one room: a relay addressed here reaches that peer only if it is in that room. */
const peerRoom = (key: string, peerId: string) => `video:${key}:peer:${peerId}`;
/** One user's socket in one room (a second tab replaces the first). */
const userRoomIn = (key: string, userId: number) => `video:${key}:user:${userId}`;

/** Signalling messages a socket may send per window: a call's negotiation takes a few dozen. */
const SIGNALS_PER_WINDOW = 300;
const SIGNAL_WINDOW_MS = 10_000;

const REFUSED = 'El boleto de la sala no es válido o venció; vuelve a entrar a la sala.';

/**
 * Video rooms' signalling over the app's socket.io server. A socket enters a room only with a
 * ticket from `POST /webrtc/{x}/room/{y}` made for its own user (the participant check is the
 * service's, made once). Inside, a peer's descriptions and ICE candidates are relayed to one other
 * peer, addressed by the room-and-peer socket.io room — so a relay can only reach a peer of the
 * same room, on whichever server process it is (Redis adapter). A user's newer join replaces the
 * older one (another tab): the old socket is told and leaves. Leaving, or the socket closing,
 * tells the others. A join asks no other process anything (no fetchSockets): the peers already in
 * the room hear `peer-joined` and call the newcomer, so joining costs the same with one process or
 * many.
 */
export function registerVideoRoomSockets(io: RealtimeServer, rooms: VideoRoomsService, logger: Logger) {
  rooms.usePresence(async (key) => {
    const sockets = await io.in(signalRoom(key)).fetchSockets();
    return [...new Set(sockets.map((socket) => socket.data.principal.userId))];
  });

  io.on('connection', (socket) => {
    let windowStart = 0;
    let signals = 0;
    const userId = () => socket.data.principal.userId;

    /** Leaves a room this socket joined, telling the others if it was still in it (not replaced). */
    function leave(key: string) {
      const mine = socket.data.videoPeers?.[key];
      if (!mine) return;
      delete socket.data.videoPeers![key];
      void socket.leave(peerRoom(key, mine.peer_id));
      // Replaced by a newer join: out of the room already, and the others know.
      if (!socket.rooms.has(signalRoom(key))) return;
      socket.to(signalRoom(key)).emit('video-room:peer-left', { room: key, peer_id: mine.peer_id, user_id: userId() });
      for (const room of [signalRoom(key), userRoomIn(key, userId())]) void socket.leave(room);
    }

    async function join(payload: unknown): Promise<VideoRoomJoinAnswer> {
      const parsed = videoRoomJoinPayloadSchema.safeParse(payload);
      const claims = parsed.success ? rooms.admit(socket.data.principal, parsed.data.ticket) : null;
      if (!claims) return { ok: false, message: REFUSED };
      const key = claims.room;
      leave(key);
      // The same user's earlier socket in this room (another tab, another device, a socket that has
      // not noticed its connection died) gives its place up: told, and out of the room on whichever
      // process holds it. Nothing here waits for the other processes: the others in the room learn
      // of the swap from the newcomer's peer-joined (same user, new peer id).
      // `except(socket.id)`: the Redis adapter may apply the leave on this very process after the
      // newcomer joined (its request comes back through Redis), which must not take the newcomer out.
      const mine = userRoomIn(key, claims.userId);
      io.to(mine).except(socket.id).emit('video-room:replaced', { room: key });
      io.in(mine).except(socket.id).socketsLeave([signalRoom(key), mine]);
      const peerId = randomBytes(12).toString('base64url');
      socket.data.videoPeers = { ...socket.data.videoPeers, [key]: { peer_id: peerId, name: claims.name } };
      await socket.join([signalRoom(key), peerRoom(key, peerId), mine]);
      socket.to(signalRoom(key)).emit('video-room:peer-joined', { room: key, peer_id: peerId, user_id: claims.userId, name: claims.name });
      return { ok: true, room: key, peer_id: peerId };
    }

    socket.on('video-room:join', (payload, ack) => {
      join(payload)
        .then((answer) => (typeof ack === 'function' ? ack(answer) : undefined))
        .catch((error: unknown) => {
          logger.error({ err: error }, 'falló la entrada a una sala de video');
          if (typeof ack === 'function') ack({ ok: false, message: 'No pudimos entrar a la sala; intenta de nuevo.' });
        });
    });

    socket.on('video-room:leave', (payload) => {
      const parsed = videoRoomLeavePayloadSchema.safeParse(payload);
      if (parsed.success) leave(parsed.data.room);
    });

    socket.on('video-room:signal', (payload) => {
      const now = Date.now();
      if (now - windowStart > SIGNAL_WINDOW_MS) {
        windowStart = now;
        signals = 0;
      }
      if (++signals > SIGNALS_PER_WINDOW) return;
      const parsed = videoRoomSignalPayloadSchema.safeParse(payload);
      if (!parsed.success) return;
      const { room, to, ...body } = parsed.data;
      const mine = socket.data.videoPeers?.[room];
      // Only from a peer still in the room (not replaced), only to another peer of that room.
      if (!mine || to === mine.peer_id || !socket.rooms.has(signalRoom(room))) return;
      io.to(peerRoom(room, to)).emit('video-room:signal', { room, from: mine.peer_id, user_id: userId(), name: mine.name, ...body });
    });

    socket.on('disconnecting', () => {
      for (const key of Object.keys(socket.data.videoPeers ?? {})) leave(key);
    });
  });
}
