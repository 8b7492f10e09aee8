import type { ServerToClientEvents } from '../../shared/realtime';

/**
 * What services may do with the socket layer. The socket.io implementation lives in
 * plugins/realtime.ts; services depend only on this, so they run without a socket server in
 * scripts and unit tests.
 */
export interface Realtime {
  emitToUser<E extends keyof ServerToClientEvents>(userId: number, event: E, ...args: Parameters<ServerToClientEvents[E]>): void;
  emitToCompany<E extends keyof ServerToClientEvents>(
    companyId: number,
    event: E,
    ...args: Parameters<ServerToClientEvents[E]>
  ): void;
  /** To a named room (e.g. companyAttendanceRoom): members chosen when the socket connected. */
  emitToRoom<E extends keyof ServerToClientEvents>(room: string, event: E, ...args: Parameters<ServerToClientEvents[E]>): void;
  /** Tells and drops every socket opened with these access tokens (on every server process). */
  disconnectTokens(tokenIds: number[]): void;
}
