import type { IceServer } from '../../../../shared/contracts/video-rooms';
import type {
  VideoRoomJoinAnswer,
  VideoRoomPeerJoinedEvent,
  VideoRoomPeerLeftEvent,
  VideoRoomReplacedEvent,
  VideoRoomSignalEvent,
  VideoRoomSignalPayload,
} from '../../../../shared/contracts/video-room-signals';

/**
 * One participant's side of a video room: a peer connection to every other peer of the room (a
 * mesh — the rooms are 1:1 or a few interviewers), signalled over the app's socket. No React and
 * no globals: the page's hook drives it and tests drive it with fake peer connections and a fake
 * socket.
 *
 * Negotiation follows the "perfect negotiation" pattern (W3C WebRTC §10.7, MDN): both ends may
 * offer at any time (a new peer, a screen share, an ICE restart); when two offers cross, the
 * polite peer rolls its own back and answers, the impolite one ignores the other's. Which end is
 * polite is decided by the peer ids, so both agree without asking. Glare therefore never
 * deadlocks.
 *
 * Who calls whom: those already in the room hear `peer-joined` and open a connection to the
 * newcomer (their negotiation sends the first offer); the newcomer opens its side on that first
 * signal. A peer whose user comes back with a new peer id (another tab, a reconnection) replaces
 * the old one.
 *
 * Reconnection: an ICE failure (a network drop, a new address) restarts ICE on that connection; a
 * socket that comes back asks for a new ticket and joins again, and since the others saw the old
 * peer leave (or now see the same user with a new peer id), every connection is made anew.
 */

export type CallStatus = 'joining' | 'waiting' | 'connecting' | 'connected' | 'reconnecting' | 'replaced' | 'left' | 'failed';

export interface MediaState {
  audio: boolean;
  video: boolean;
  screen: boolean;
}

export interface RemotePeer {
  peerId: string;
  userId: number | null;
  name: string;
  stream: MediaStream | null;
  connection: RTCPeerConnectionState;
  media: MediaState;
}

export interface CallSnapshot {
  status: CallStatus;
  /** Why the call failed or stopped, in Spanish. */
  message: string | null;
  peers: RemotePeer[];
  media: MediaState;
}

/** What the call needs of the socket (lib/realtime's client in the app, a fake in tests). */
export interface CallSignalling {
  connected(): boolean;
  join(ticket: string): Promise<VideoRoomJoinAnswer>;
  leave(room: string): void;
  send(payload: VideoRoomSignalPayload): void;
  onPeerJoined(handler: (event: VideoRoomPeerJoinedEvent) => void): () => void;
  onPeerLeft(handler: (event: VideoRoomPeerLeftEvent) => void): () => void;
  onSignal(handler: (event: VideoRoomSignalEvent) => void): () => void;
  onReplaced(handler: (event: VideoRoomReplacedEvent) => void): () => void;
  /** Runs on every (re)connection of the socket. */
  onConnect(handler: () => void): () => void;
}

export interface VideoCallOptions {
  signalling: CallSignalling;
  /** `POST /webrtc/{x}/room/{y}`: a fresh ticket and ICE servers (TURN credentials expire). */
  requestTicket(): Promise<{ ticket: string; iceServers: IceServer[] }>;
  createPeerConnection(configuration: RTCConfiguration): RTCPeerConnection;
  /** The camera and microphone (tracks may be swapped later: a new device, the screen). */
  localStream: MediaStream;
}

interface PeerEntry {
  peer: RemotePeer;
  pc: RTCPeerConnection;
  polite: boolean;
  makingOffer: boolean;
  ignoreOffer: boolean;
  /** This peer's signals are handled one after another, in the order they came. */
  queue: Promise<void>;
  /** Candidates that came before the description they belong to. */
  pendingCandidates: (RTCIceCandidateInit | undefined)[];
}

export const JOIN_REFUSED_MESSAGE = 'No pudimos entrar a la sala.';
export const REPLACED_MESSAGE = 'Entraste a esta sala desde otra pestaña o dispositivo; aquí se cerró la llamada.';

/** A refused ticket (the room closed meanwhile, 404…) says why; anything else is generic. */
function messageOf(error: unknown): string {
  const { message, status } = (error ?? {}) as { message?: unknown; status?: unknown };
  return typeof message === 'string' && typeof status === 'number' ? message : JOIN_REFUSED_MESSAGE;
}

export function createVideoCall(options: VideoCallOptions) {
  const { signalling, requestTicket, createPeerConnection, localStream } = options;
  const peers = new Map<string, PeerEntry>();
  const listeners = new Set<() => void>();
  const unsubscribe: (() => void)[] = [];
  let room: string | null = null;
  let myPeerId: string | null = null;
  let iceServers: IceServer[] = [];
  let status: CallStatus = 'joining';
  let message: string | null = null;
  let media: MediaState = { audio: trackOn(localStream, 'audio'), video: trackOn(localStream, 'video'), screen: false };
  let videoTrack: MediaStreamTrack | null = localStream.getVideoTracks()[0] ?? null;
  let snapshot: CallSnapshot = build();
  let joining = false;
  let stopped = false;

  function trackOn(stream: MediaStream, kind: 'audio' | 'video') {
    return stream.getTracks().some((track) => track.kind === kind && track.enabled);
  }

  function build(): CallSnapshot {
    return { status, message, media, peers: [...peers.values()].map((entry) => ({ ...entry.peer })) };
  }

  /** The call's status follows its connections unless it stopped or is (re)joining. */
  function settle() {
    if (status === 'replaced' || status === 'left' || status === 'failed' || status === 'joining') return;
    const states = [...peers.values()].map((entry) => entry.peer.connection);
    if (states.length === 0) status = 'waiting';
    else if (states.some((state) => state === 'connected')) status = 'connected';
    else if (states.some((state) => state === 'disconnected' || state === 'failed')) status = 'reconnecting';
    else status = 'connecting';
  }

  function changed() {
    settle();
    snapshot = build();
    for (const listener of listeners) listener();
  }

  function send(to: string, body: Omit<VideoRoomSignalPayload, 'room' | 'to'>) {
    if (room) signalling.send({ room, to, ...body });
  }

  function close(peerId: string) {
    const entry = peers.get(peerId);
    if (!entry) return;
    peers.delete(peerId);
    entry.pc.close();
  }

  function closeAll() {
    for (const peerId of [...peers.keys()]) close(peerId);
  }

  function connectTo(peerId: string, who: { userId: number | null; name: string }): PeerEntry {
    const existing = peers.get(peerId);
    if (existing) {
      if (who.userId !== null) Object.assign(existing.peer, who);
      return existing;
    }
    const pc = createPeerConnection({ iceServers });
    const entry: PeerEntry = {
      peer: { peerId, ...who, stream: null, connection: 'new', media: { audio: true, video: true, screen: false } },
      pc,
      // Both ends compute the same answer from the two ids.
      polite: (myPeerId ?? '') < peerId,
      makingOffer: false,
      ignoreOffer: false,
      queue: Promise.resolve(),
      pendingCandidates: [],
    };
    peers.set(peerId, entry);
    pc.onnegotiationneeded = async () => {
      try {
        entry.makingOffer = true;
        await pc.setLocalDescription();
        if (pc.localDescription) send(peerId, { description: { type: pc.localDescription.type, sdp: pc.localDescription.sdp } });
      } catch (error) {
        console.warn('No se pudo preparar la oferta de video.', error);
      } finally {
        entry.makingOffer = false;
      }
    };
    pc.onicecandidate = ({ candidate }) => {
      const json = candidate?.toJSON();
      send(peerId, { candidate: json ? { ...json, candidate: json.candidate ?? '' } : null });
    };
    pc.ontrack = ({ track, streams }) => {
      const stream = streams[0] ?? entry.peer.stream ?? new MediaStream();
      if (!stream.getTracks().includes(track)) stream.addTrack(track);
      entry.peer.stream = stream;
      changed();
    };
    pc.onconnectionstatechange = () => {
      entry.peer.connection = pc.connectionState;
      changed();
    };
    pc.oniceconnectionstatechange = () => {
      // A network drop or a new address: look for a path again (a new offer with new ICE credentials).
      if (pc.iceConnectionState === 'failed') pc.restartIce();
    };
    for (const track of localStream.getTracks()) pc.addTrack(track === localStream.getVideoTracks()[0] && videoTrack ? videoTrack : track, localStream);
    send(peerId, { media });
    changed();
    return entry;
  }

  /** A peer heard of for the first time: the same user's older peer (a tab they replaced) is gone. */
  function meet(peerId: string, who: { userId: number; name: string }): PeerEntry {
    for (const [otherId, other] of peers) if (otherId !== peerId && other.peer.userId === who.userId) close(otherId);
    return connectTo(peerId, who);
  }

  function onSignal(event: VideoRoomSignalEvent) {
    if (event.room !== room) return;
    let entry = peers.get(event.from);
    if (!entry) {
      // A peer's media state may come before its offer: it opens nothing by itself.
      if (!event.description && event.candidate === undefined) return;
      entry = meet(event.from, { userId: event.user_id, name: event.name });
    }
    const target = entry;
    target.queue = target.queue.then(() => handleSignal(target, event));
  }

  async function applyCandidate(entry: PeerEntry, candidate: RTCIceCandidateInit | undefined) {
    try {
      await entry.pc.addIceCandidate(candidate);
    } catch (error) {
      // Candidates of an offer we ignored are expected to fail.
      if (!entry.ignoreOffer) console.warn('Se descartó un candidato ICE.', error);
    }
  }

  async function handleSignal(entry: PeerEntry, event: VideoRoomSignalEvent) {
    const { pc } = entry;
    if (entry.pc.connectionState === 'closed') return;
    if (event.media) {
      entry.peer.media = event.media;
      changed();
    }
    try {
      if (event.description) {
        const description = event.description as RTCSessionDescriptionInit;
        const collision = description.type === 'offer' && (entry.makingOffer || pc.signalingState !== 'stable');
        entry.ignoreOffer = !entry.polite && collision;
        if (entry.ignoreOffer) return;
        // The polite end's own offer is rolled back implicitly by setRemoteDescription.
        await pc.setRemoteDescription(description);
        for (const candidate of entry.pendingCandidates.splice(0)) await applyCandidate(entry, candidate);
        if (description.type === 'offer') {
          await pc.setLocalDescription();
          if (pc.localDescription) send(event.from, { description: { type: pc.localDescription.type, sdp: pc.localDescription.sdp } });
        }
      } else if (event.candidate !== undefined) {
        const candidate = (event.candidate ?? undefined) as RTCIceCandidateInit | undefined;
        // Before any remote description a candidate cannot be added yet: it waits for it.
        if (!pc.remoteDescription) entry.pendingCandidates.push(candidate);
        else await applyCandidate(entry, candidate);
      }
    } catch (error) {
      console.warn('Falló la negociación con un participante.', error);
    }
  }

  async function join() {
    if (joining || stopped) return;
    joining = true;
    try {
      const previous = room;
      const ticket = await requestTicket();
      iceServers = ticket.iceServers;
      const answer = await signalling.join(ticket.ticket);
      if (stopped) return;
      if (!answer.ok) {
        status = 'failed';
        message = answer.message || JOIN_REFUSED_MESSAGE;
        changed();
        return;
      }
      // After a socket drop the others saw our old peer leave: every connection starts over.
      if (previous) closeAll();
      room = answer.room;
      myPeerId = answer.peer_id;
      status = 'waiting';
      message = null;
      // Those already here call us (they heard peer-joined); their first signal names them.
      changed();
    } catch (error) {
      if (stopped) return;
      status = 'failed';
      message = messageOf(error);
      changed();
    } finally {
      joining = false;
    }
  }

  function replaceVideo(track: MediaStreamTrack | null) {
    videoTrack = track;
    for (const { pc } of peers.values()) {
      // The video transceiver, whatever its sender carries now (the camera, the screen, nothing).
      const sender = pc.getTransceivers().find((transceiver) => transceiver.receiver.track.kind === 'video')?.sender;
      void sender?.replaceTrack(track).catch((error: unknown) => console.warn('No se pudo cambiar el video enviado.', error));
    }
  }

  function announce() {
    for (const peerId of peers.keys()) send(peerId, { media });
    changed();
  }

  return {
    /** Enters the room (now if the socket is up, else when it connects) and re-enters after every reconnection. */
    start() {
      unsubscribe.push(
        signalling.onSignal(onSignal),
        signalling.onPeerJoined((event) => {
          if (event.room === room && event.peer_id !== myPeerId) meet(event.peer_id, { userId: event.user_id, name: event.name });
        }),
        signalling.onPeerLeft((event) => {
          if (event.room !== room) return;
          close(event.peer_id);
          changed();
        }),
        signalling.onReplaced((event) => {
          if (event.room !== room) return;
          closeAll();
          room = null;
          status = 'replaced';
          message = REPLACED_MESSAGE;
          changed();
        }),
        signalling.onConnect(() => {
          if (status === 'replaced' || status === 'left') return;
          if (room) {
            status = 'reconnecting';
            changed();
          }
          void join();
        }),
      );
      if (signalling.connected()) void join();
    },
    /** Leaves the room and closes every connection (the local tracks are the page's to stop). */
    leave() {
      stopped = true;
      for (const stop of unsubscribe.splice(0)) stop();
      if (room) signalling.leave(room);
      closeAll();
      room = null;
      status = 'left';
      message = null;
      changed();
    },
    /** Tries again after a failed join or a replaced tab. */
    rejoin() {
      if (status !== 'failed' && status !== 'replaced') return;
      status = 'joining';
      message = null;
      changed();
      void join();
    },
    setAudio(on: boolean) {
      for (const track of localStream.getAudioTracks()) track.enabled = on;
      media = { ...media, audio: on };
      announce();
    },
    setVideo(on: boolean) {
      for (const track of localStream.getVideoTracks()) track.enabled = on;
      media = { ...media, video: on };
      announce();
    },
    /** Sends the screen instead of the camera (null: back to the camera). */
    shareScreen(track: MediaStreamTrack | null) {
      replaceVideo(track ?? localStream.getVideoTracks()[0] ?? null);
      media = { ...media, screen: track !== null };
      announce();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    /** Bytes received from every peer, by kind (the page shows them to the e2e as data attributes). */
    async inboundBytes(): Promise<{ audio: number; video: number }> {
      const totals = { audio: 0, video: 0 };
      for (const { pc } of peers.values()) {
        const report = await pc.getStats();
        report.forEach((stat: { type?: string; kind?: string; bytesReceived?: number }) => {
          if (stat.type === 'inbound-rtp' && (stat.kind === 'audio' || stat.kind === 'video')) totals[stat.kind] += stat.bytesReceived ?? 0;
        });
      }
      return totals;
    },
  };
}

export type VideoCall = ReturnType<typeof createVideoCall>;
