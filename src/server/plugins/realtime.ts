import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { createAdapter } from '@socket.io/redis-adapter';
import { Server } from 'socket.io';
import {
  type ClientToServerEvents,
  type ServerToClientEvents,
  companyAttendanceRoom,
  companyRoom,
  userRoom,
} from '../../shared/realtime';
import { can } from '../../shared/permissions';
import type { InvalidationMessage } from '../lib/identity-cache';
import type { Realtime } from '../lib/realtime';
import type { Principal } from '../principal';
import { bearerTokenOf } from './auth';

interface SocketData {
  principal: Principal;
}

/** Messages between server processes (delivered by the adapter; never to browsers). */
interface InterServerEvents {
  'identity.invalidate': (message: InvalidationMessage) => void;
}

export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;

const tokenRoom = (tokenId: number) => `token:${tokenId}`;

/**
 * socket.io on the API's own port, websocket transport only. The handshake carries the bearer
 * token (`auth.token`, or an Authorization header for non-browser clients); a socket joins its
 * user's room and one room per company. With Redis, every process delivers to every other's
 * clients.
 */
export function attachRealtime(
  app: FastifyInstance,
  options: { authenticate: (token: string) => Promise<Principal | null>; corsOrigins: string[]; redis?: { pub: Redis; sub: Redis }; redisPrefix: string },
): { io: RealtimeServer; realtime: Realtime } {
  const io: RealtimeServer = new Server(app.server, {
    transports: ['websocket'],
    serveClient: false,
    cors: { origin: options.corsOrigins },
  });
  if (options.redis) io.adapter(createAdapter(options.redis.pub, options.redis.sub, { key: `${options.redisPrefix}socket.io` }));

  io.use(async (socket, next) => {
    try {
      const token =
        (typeof socket.handshake.auth?.token === 'string' ? socket.handshake.auth.token : null) ??
        bearerTokenOf(socket.handshake.headers.authorization);
      const principal = token ? await options.authenticate(token) : null;
      if (!principal) return next(new Error('unauthenticated'));
      socket.data.principal = principal;
      next();
    } catch (error) {
      app.log.error({ err: error }, 'falló la autenticación de un socket');
      next(new Error('internal_error'));
    }
  });

  io.on('connection', (socket) => {
    const { principal } = socket.data;
    void socket.join([
      userRoom(principal.userId),
      tokenRoom(principal.tokenId),
      ...principal.companyIds.map(companyRoom),
      ...(can(principal.roles, 'attendance.read') ? principal.companyIds.map(companyAttendanceRoom) : []),
    ]);
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
  return { io, realtime };
}
