import { BUSINESS_TIME_ZONE, businessTimeOf } from '../../../shared/business-time';
import { type VideoRoom, type VideoRoomTicket, videoRoomKey } from '../../../shared/contracts/video-rooms';
import type { WebrtcConfig } from './video-rooms.config';
import { AppError, notFound } from '../../errors';
import type { Principal } from '../../principal';
import { iceServersFor } from './video-rooms.ice';
import type { VideoRoomFacts, VideoRoomRegistry } from './video-rooms.registry';
import type { TicketClaims, TicketSigner } from './video-rooms.tickets';

/** Who is in a room's signalling now (user ids, on every server process). */
export type RoomPresence = (room: string) => Promise<number[]>;

const dayFormatter = new Intl.DateTimeFormat('es-MX', { timeZone: BUSINESS_TIME_ZONE, weekday: 'long', day: 'numeric', month: 'long' });

/**
 * The video rooms' rules, one engine for every kind: a participant of the room (the kind's
 * `find`), inside its window, sees it and gets a ticket; anyone else finds nothing (404).
 */
export function createVideoRoomsService(deps: { registry: VideoRoomRegistry; webrtc: WebrtcConfig; tickets: TicketSigner; now: () => Date }) {
  const { registry, webrtc, tickets, now } = deps;
  // The socket layer answers presence; it starts after the services (app.ts wires it).
  let presence: RoomPresence = async () => [];

  async function openRoom(principal: Principal, kind: string, id: number): Promise<{ facts: VideoRoomFacts; at: Date }> {
    const facts = await registry.get(kind)?.find(principal, id);
    // Not a participant, another tenant, not a video interview, cancelled: the room does not exist for this caller.
    if (!facts) throw notFound('No encontramos esa sala.');
    const at = now();
    const window = { opens_at: facts.opensAt.toISOString(), closes_at: facts.closesAt.toISOString() };
    if (at < facts.opensAt) {
      throw new AppError('video_room_not_open', `La sala aún no está abierta: abre el ${dayFormatter.format(facts.opensAt)} a las ${businessTimeOf(facts.opensAt)} (hora del centro de México).`, 409, window);
    }
    if (at > facts.closesAt) throw new AppError('video_room_closed', 'La sala ya cerró: la entrevista terminó.', 409, window);
    return { facts, at };
  }

  async function view(principal: Principal, kind: string, id: number, facts: VideoRoomFacts, at: Date): Promise<VideoRoom> {
    const present = new Set(await presence(videoRoomKey(kind, id)));
    return {
      kind,
      id,
      title: facts.title,
      subtitle: facts.subtitle,
      starts_at: facts.startsAt.toISOString(),
      ends_at: facts.endsAt.toISOString(),
      opens_at: facts.opensAt.toISOString(),
      closes_at: facts.closesAt.toISOString(),
      participants: facts.participants.map((person) => ({ ...person, present: present.has(person.user_id) })),
      me: principal.userId,
      ice_servers: iceServersFor(webrtc, principal.userId, at),
    };
  }

  return {
    usePresence(lookup: RoomPresence) {
      presence = lookup;
    },

    async get(principal: Principal, kind: string, id: number): Promise<VideoRoom> {
      const { facts, at } = await openRoom(principal, kind, id);
      return view(principal, kind, id, facts, at);
    },

    /** Joining: a ticket for the socket (a minute, this user only) and the ICE servers of the call. */
    async join(principal: Principal, kind: string, id: number): Promise<VideoRoomTicket> {
      const { facts, at } = await openRoom(principal, kind, id);
      const name = facts.participants.find((person) => person.user_id === principal.userId)?.name ?? '';
      const issued = tickets.issue({ room: videoRoomKey(kind, id), userId: principal.userId, name }, at);
      return { ticket: issued.ticket, expires_at: issued.expiresAt.toISOString(), ice_servers: iceServersFor(webrtc, principal.userId, at) };
    },

    /** The socket's side: the ticket's claims when it is genuine, current and this socket's user's. */
    admit(principal: Principal, ticket: string): TicketClaims | null {
      const claims = tickets.verify(ticket, now());
      return claims && claims.userId === principal.userId ? claims : null;
    },
  };
}
export type VideoRoomsService = ReturnType<typeof createVideoRoomsService>;
