import type { Socket, io } from 'socket.io-client';
import type { z } from 'zod';
import {
  type ClientToServerEvents,
  SOCKET_CLIENT_DEFAULTS,
  type ServerToClientEvents,
  containerChangedEventSchema,
  notificationCountEventSchema,
  notificationCreatedEventSchema,
  orderChangedEventSchema,
  revisionOrderChangedEventSchema,
  serviceOrderChangedEventSchema,
  ticketChangedEventSchema,
  ticketTypingEventSchema,
  userUpdatedEventSchema,
} from '../../shared/realtime';
import { attendancePunchEventSchema } from '../../shared/contracts/attendance-clock';
import { trackerEventSchema, unitLocationSchema } from '../../shared/contracts/positioning';
import {
  videoRoomPeerJoinedEventSchema,
  videoRoomPeerLeftEventSchema,
  videoRoomReplacedEventSchema,
  videoRoomSignalEventSchema,
} from '../../shared/contracts/video-room-signals';
import { api, refreshOnce } from './api-client';

/**
 * The app's socket.io connection (spec §7 "real-time", §9 socket defaults). socket.io-client is
 * ~15 KiB gzip, so it is imported the first time a token is set, never with the first screen.
 * The handshake carries the session's access token as `auth.token`, read again on every
 * (re)connection attempt; a new token (after a refresh) replaces the connection, and no token
 * (logout) closes it. Every event is checked against its shared schema before anyone hears it.
 */
export type RealtimeEvent = keyof ServerToClientEvents;
type Payload<E extends RealtimeEvent> = Parameters<ServerToClientEvents[E]>;

const EVENT_SCHEMAS: { [E in RealtimeEvent]: z.ZodType<Payload<E>[0]> | null } = {
  'notification.created': notificationCreatedEventSchema,
  'notification.count': notificationCountEventSchema,
  'user.updated': userUpdatedEventSchema,
  'order.changed': orderChangedEventSchema,
  'container.changed': containerChangedEventSchema,
  'attendance.punch': attendancePunchEventSchema,
  'unit:position': unitLocationSchema,
  'unit:event': trackerEventSchema,
  'ticket.changed': ticketChangedEventSchema,
  'ticket:typing': ticketTypingEventSchema,
  'service-order.changed': serviceOrderChangedEventSchema,
  'revision-order.changed': revisionOrderChangedEventSchema,
  'video-room:peer-joined': videoRoomPeerJoinedEventSchema,
  'video-room:peer-left': videoRoomPeerLeftEventSchema,
  'video-room:signal': videoRoomSignalEventSchema,
  'video-room:replaced': videoRoomReplacedEventSchema,
  'session.revoked': null,
  'session.expired': null,
};

type SocketModule = { io: typeof io };
type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export interface RealtimeClientOptions {
  /** The server's origin, read when a connection opens (the desktop app can change it). */
  url: () => string;
  /** How socket.io-client is loaded (a dynamic import; tests may hand in their own). */
  load?: () => Promise<SocketModule>;
  /**
   * Renews the session's token. The server closes a socket when its token expires
   * (`session.expired`); the renewed token reaches `setToken` and a new socket opens.
   */
  renew?: () => Promise<unknown>;
}

export interface RealtimeClient {
  /** Connects with this access token; a different token reconnects; null disconnects. */
  setToken(token: string | null): void;
  /** Listens to a server event (payload already validated); returns the function that stops. */
  on<E extends RealtimeEvent>(event: E, handler: ServerToClientEvents[E]): () => void;
  /**
   * Runs after the socket comes back from a drop (network, server restart): events sent while it
   * was away are lost, so screens refetch what they show. Returns the function that stops.
   */
  onReconnect(handler: () => void): () => void;
  /**
   * Runs each time a socket connects (the first time, after a drop, after a new token), and at
   * once if one is connected now. Rooms live on the server's socket and a new socket is in none:
   * screens that join rooms (`ticket:join`) do it here. Returns the function that stops.
   */
  onConnect(handler: () => void): () => void;
  /** Sends a client event on the open socket; dropped while there is none (onConnect joins again). */
  emit<E extends keyof ClientToServerEvents>(event: E, ...args: Parameters<ClientToServerEvents[E]>): void;
  /** The open socket, if any (for tests and diagnostics). */
  readonly socket: AppSocket | null;
}

export function createRealtimeClient({ url, load = () => import('socket.io-client'), renew }: RealtimeClientOptions): RealtimeClient {
  let token: string | null = null;
  let socket: AppSocket | null = null;
  // Bumped on every token change, so a connection that was still loading for an old token is dropped.
  let generation = 0;
  const handlers = new Map<RealtimeEvent, Set<(...args: unknown[]) => void>>();
  const reconnectHandlers = new Set<() => void>();
  const connectHandlers = new Set<() => void>();

  function dispatch(event: RealtimeEvent, args: unknown[]) {
    const schema = EVENT_SCHEMAS[event];
    let payload: unknown[] = [];
    if (schema) {
      const parsed = schema.safeParse(args[0]);
      if (!parsed.success) {
        console.warn(`Evento ${event} con forma inesperada; se ignora.`, parsed.error.issues);
        return;
      }
      payload = [parsed.data];
    }
    for (const handler of handlers.get(event) ?? []) handler(...payload);
  }

  async function open(expected: number) {
    const { io } = await load();
    if (expected !== generation || !token) return;
    const next: AppSocket = io(url(), {
      ...SOCKET_CLIENT_DEFAULTS,
      transports: [...SOCKET_CLIENT_DEFAULTS.transports],
      // One connection per token: never share a manager with the socket of the previous token.
      forceNew: true,
      // A function, so that automatic reconnections present the current token, not the first one.
      auth: (callback) => callback({ token }),
    });
    for (const event of Object.keys(EVENT_SCHEMAS) as RealtimeEvent[]) {
      next.on(event, ((...args: unknown[]) => dispatch(event, args)) as never);
    }
    next.on('session.expired', () => {
      renew?.().catch((error: unknown) => console.warn('No se pudo renovar la sesión para el tiempo real.', error));
    });
    next.on('connect', () => {
      for (const handler of connectHandlers) handler();
    });
    next.io.on('reconnect', () => {
      for (const handler of reconnectHandlers) handler();
    });
    socket = next;
  }

  return {
    setToken(next) {
      if (next === token) return;
      token = next;
      generation += 1;
      socket?.disconnect();
      socket = null;
      if (next) {
        open(generation).catch((error: unknown) => {
          // Offline on a first visit (the chunk did not load): the next token change tries again.
          console.warn('No se pudo abrir la conexión en tiempo real.', error);
        });
      }
    },
    on(event, handler) {
      const set = handlers.get(event) ?? new Set();
      handlers.set(event, set);
      const entry = handler as (...args: unknown[]) => void;
      set.add(entry);
      return () => void set.delete(entry);
    },
    onReconnect(handler) {
      reconnectHandlers.add(handler);
      return () => void reconnectHandlers.delete(handler);
    },
    onConnect(handler) {
      connectHandlers.add(handler);
      if (socket?.connected) handler();
      return () => void connectHandlers.delete(handler);
    },
    emit(event, ...args) {
      if (socket?.connected) socket.emit(event, ...args);
    },
    get socket() {
      return socket;
    },
  };
}

/** The app's one connection, to the same server as the main API. */
export const realtime = createRealtimeClient({
  url: () => new URL(api.main.defaults.baseURL || window.location.origin).origin,
  renew: refreshOnce,
});
