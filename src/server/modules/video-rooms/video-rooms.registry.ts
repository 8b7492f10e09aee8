import type { Principal } from '../../principal';

/** Someone a room expects, as its kind names them. */
export interface VideoRoomPerson {
  user_id: number;
  name: string;
  /** e.g. `candidate`, `interviewer`. */
  role: string;
}

/** What a kind knows about one of its rooms, for one caller. */
export interface VideoRoomFacts {
  title: string;
  subtitle: string | null;
  startsAt: Date;
  endsAt: Date;
  /** Participants get in from `opensAt` until `closesAt`; outside it the room answers 409. */
  opensAt: Date;
  closesAt: Date;
  participants: VideoRoomPerson[];
}

/**
 * One kind of video room, as an area declares it (`x` of `/webrtc/{x}/room/{y}`): how the room
 * with id `y` looks to a caller. `find` answers null for anyone who is not a participant and for a
 * record that is no room (wrong mode, cancelled…): both are a 404, so nobody learns that a room
 * they may not enter exists. The engine — window, ICE servers, tickets, signalling — stays one.
 */
export interface VideoRoomKind {
  kind: string;
  find(principal: Principal, id: number): Promise<VideoRoomFacts | null>;
}

export type VideoRoomRegistry = ReturnType<typeof createVideoRoomRegistry>;

export function createVideoRoomRegistry() {
  const kinds = new Map<string, VideoRoomKind>();
  return {
    register(kind: VideoRoomKind) {
      if (!/^[a-z][a-z0-9-]{0,39}$/.test(kind.kind)) throw new Error(`video room kind "${kind.kind}" is not a path name`);
      if (kinds.has(kind.kind)) throw new Error(`video room kind "${kind.kind}" registered twice`);
      kinds.set(kind.kind, kind);
    },
    get: (name: string) => kinds.get(name),
    names: () => [...kinds.keys()],
  };
}
