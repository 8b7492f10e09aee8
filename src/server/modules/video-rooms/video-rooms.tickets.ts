import { createHmac, randomBytes } from 'node:crypto';
import { safeEqual } from '../../lib/tokens';
import { z } from 'zod';

/** A ticket opens the room's signalling for a minute: enough to open or re-open a socket. */
export const TICKET_TTL_MS = 60_000;

const claimsSchema = z.object({ r: z.string(), u: z.number().int(), n: z.string(), e: z.number().int(), j: z.string() });

/** Who a ticket lets into which room (the name is what the other peers are told). */
export interface TicketClaims {
  room: string;
  userId: number;
  name: string;
  expiresAt: Date;
}

/**
 * Room tickets: what `POST /webrtc/{x}/room/{y}` hands out after the participant check and the
 * socket presents to `video-room:join`. Stateless (HMAC-SHA256 under a key derived from APP_KEY),
 * so a ticket made by one server process opens the room on any other behind the same Redis, and
 * the socket layer never repeats the participant rule on its own. Bound to the user: the socket
 * must be signed in as the ticket's user.
 */
export function createTicketSigner(appKey: string) {
  const key = createHmac('sha256', appKey).update('video-room-ticket:v1').digest();
  const sign = (body: string) => createHmac('sha256', key).update(body).digest('base64url');
  return {
    issue(claims: Omit<TicketClaims, 'expiresAt'>, now: Date): { ticket: string; expiresAt: Date } {
      const expiresAt = new Date(now.getTime() + TICKET_TTL_MS);
      const body = Buffer.from(JSON.stringify({ r: claims.room, u: claims.userId, n: claims.name, e: expiresAt.getTime(), j: randomBytes(6).toString('base64url') })).toString('base64url');
      return { ticket: `${body}.${sign(body)}`, expiresAt };
    },
    /** The claims of a genuine, unexpired ticket; null otherwise. */
    verify(ticket: string, now: Date): TicketClaims | null {
      const [body, signature, extra] = ticket.split('.');
      if (!body || !signature || extra !== undefined) return null;
      if (!safeEqual(sign(body), signature)) return null;
      let decoded: unknown;
      try {
        decoded = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
      } catch {
        return null;
      }
      const claims = claimsSchema.safeParse(decoded);
      if (!claims.success || claims.data.e <= now.getTime()) return null;
      return { room: claims.data.r, userId: claims.data.u, name: claims.data.n, expiresAt: new Date(claims.data.e) };
    },
  };
}
export type TicketSigner = ReturnType<typeof createTicketSigner>;
