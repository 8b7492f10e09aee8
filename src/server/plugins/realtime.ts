import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { createAdapter } from '@socket.io/redis-adapter';
import { Server, type Socket } from 'socket.io';
import {
  type ClientToServerEvents,
  type ServerToClientEvents,
  companyAttendanceRoom,
  companyRoom,
  userRoom,
} from '../../shared/realtime';
import type { InvalidationMessage } from '../lib/identity-cache';
import type { Realtime } from '../lib/realtime';
import { type Principal, canIn } from '../principal';
import { bearerTokenOf } from './auth';

interface SocketData {
  principal: Principal;
  /** The bearer token of the handshake, kept to re-check the socket's identity when it changes. */
  token: string;
  /** The video rooms this socket joined (modules/video-rooms): room key → its peer id and name there. */
  videoPeers?: Record<string, { peer_id: string; name: string }>;
}

/** Messages between server processes (delivered by the adapter; never to browsers). */
interface InterServerEvents {
  'identity.invalidate': (message: InvalidationMessage) => void;
}

export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
type AppSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;

const tokenRoom = (tokenId: number) => `token:${tokenId}`;

/** setTimeout's ceiling (about 24.8 days); a longer token is re-armed when the timer fires. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * The rooms a principal's socket belongs in: its user, its token, each of its companies, and the
 * attendance room of each company where its roles there may read attendance.
 */
export function roomsOf(principal: Principal): string[] {
  return [
    userRoom(principal.userId),
    tokenRoom(principal.tokenId),
    ...principal.companyIds.map(companyRoom),
    ...principal.companyIds.filter((companyId) => canIn(principal, companyId, 'attendance.read')).map(companyAttendanceRoom),
  ];
}

/**
 * socket.io on the API's own port, websocket transport only. The handshake carries the bearer
 * token (`auth.token`, or an Authorization header for non-browser clients); a socket joins the
 * rooms of `roomsOf`. With Redis, every process delivers to every other's clients.
 *
 * A socket's rooms follow its identity, not the moment it connected: when a user's roles,
 * companies or sessions change (the identity cache's invalidation, heard on every process) the
 * user's sockets are checked again — moved between rooms, or closed if the token no longer
 * works — and every socket is closed when its token expires (`session.expired`), so the client
 * renews the token and comes back with what it may hear now.
 */
export function attachRealtime(
  app: FastifyInstance,
  options: {
    authenticate: (token: string) => Promise<Principal | null>;
    corsOrigins: string[];
    redis?: { pub: Redis; sub: Redis };
    redisPrefix: string;
  },
): { io: RealtimeServer; realtime: Realtime; refreshIdentities: (message: InvalidationMessage) => Promise<void> } {
  const io: RealtimeServer = new Server(app.server, {
    transports: ['websocket'],
    serveClient: false,
    cors: { origin: options.corsOrigins },
  });
  if (options.redis) io.adapter(createAdapter(options.redis.pub, options.redis.sub, { key: `${options.redisPrefix}socket.io` }));
  const expiryTimers = new Map<string, NodeJS.Timeout>();

  function armExpiry(socket: AppSocket) {
    clearTimeout(expiryTimers.get(socket.id));
    const left = Date.parse(socket.data.principal.expiresAt) - Date.now();
    const timer = setTimeout(() => {
      if (Date.parse(socket.data.principal.expiresAt) > Date.now()) return armExpiry(socket);
      socket.emit('session.expired');
      socket.disconnect(true);
    }, Math.min(Math.max(left, 0), MAX_TIMER_MS));
    timer.unref();
    expiryTimers.set(socket.id, timer);
  }

  /** Re-checks one socket's token: new rooms for a changed identity, closed for a dead session. */
  async function recheck(socket: AppSocket) {
    const principal = await options.authenticate(socket.data.token);
    if (!principal) {
      socket.emit('session.revoked');
      socket.disconnect(true);
      return;
    }
    const next = new Set(roomsOf(principal));
    for (const room of socket.rooms) if (room !== socket.id && !next.has(room)) socket.leave(room);
    socket.join([...next]);
    socket.data.principal = principal;
    armExpiry(socket);
  }

  async function refreshIdentities(message: InvalidationMessage) {
    // Only this process's own sockets: every process hears the same invalidation.
    const sockets = message.kind === 'user' ? await io.local.in(userRoom(message.userId)).fetchSockets() : await io.local.fetchSockets();
    for (const remote of sockets) {
      const socket = io.sockets.sockets.get(remote.id);
      if (!socket) continue;
      await recheck(socket).catch((error: unknown) => app.log.error({ err: error }, 'no se pudo volver a comprobar un socket'));
    }
  }

  io.use(async (socket, next) => {
    try {
      const token =
        (typeof socket.handshake.auth?.token === 'string' ? socket.handshake.auth.token : null) ??
        bearerTokenOf(socket.handshake.headers.authorization);
      const principal = token ? await options.authenticate(token) : null;
      if (!token || !principal) return next(new Error('unauthenticated'));
      socket.data.principal = principal;
      socket.data.token = token;
      next();
    } catch (error) {
      app.log.error({ err: error }, 'falló la autenticación de un socket');
      next(new Error('internal_error'));
    }
  });

  io.on('connection', (socket) => {
    void socket.join(roomsOf(socket.data.principal));
    armExpiry(socket);
    socket.on('disconnect', () => {
      clearTimeout(expiryTimers.get(socket.id));
      expiryTimers.delete(socket.id);
    });
  });

  const realtime: Realtime = {
    emitToUser: (userId, event, ...args) => io.to(userRoom(userId)).emit(event, ...args),
    emitToCompany: (companyId, event, ...args) => io.to(companyRoom(companyId)).emit(event, ...args),
    emitToRoom: (room, event, ...args) => io.to(room).emit(event, ...args),
    disconnectTokens(tokenIds) {
      if (tokenIds.length === 0) return;
      const rooms = tokenIds.map(tokenRoom);
      io.to(rooms).emit('session.revoked');
      io.in(rooms).disconnectSockets(true);
    },
  };
  return { io, realtime, refreshIdentities };
}
