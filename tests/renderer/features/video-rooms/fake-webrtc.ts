import type { CallSignalling } from '../../../../src/renderer/features/video-rooms/lib/video-call';
import type {
  VideoRoomJoinAnswer,
  VideoRoomPeerJoinedEvent,
  VideoRoomPeerLeftEvent,
  VideoRoomReplacedEvent,
  VideoRoomSignalEvent,
  VideoRoomSignalPayload,
} from '../../../../src/shared/contracts/video-room-signals';

/**
 * Fakes for the call engine's tests: tracks and streams, RTCPeerConnection's SDP state machine
 * (offers, answers, the implicit rollback of a polite peer, candidates, ICE failure), and an
 * in-memory signalling server that routes like modules/video-rooms/video-rooms.sockets.ts.
 */

export const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

export class FakeTrack {
  enabled = true;
  constructor(
    readonly kind: 'audio' | 'video',
    readonly label: string = kind,
  ) {}
}

export class FakeStream {
  constructor(private readonly tracks: FakeTrack[]) {}
  getTracks = () => [...this.tracks];
  getAudioTracks = () => this.tracks.filter((track) => track.kind === 'audio');
  getVideoTracks = () => this.tracks.filter((track) => track.kind === 'video');
  addTrack = (track: FakeTrack) => void this.tracks.push(track);
}

let pcCount = 0;
export class FakePeerConnection {
  readonly id = ++pcCount;
  signalingState: RTCSignalingState = 'stable';
  connectionState: RTCPeerConnectionState = 'new';
  iceConnectionState: RTCIceConnectionState = 'new';
  localDescription: { type: RTCSdpType; sdp: string } | null = null;
  remoteDescription: RTCSessionDescriptionInit | null = null;
  onnegotiationneeded: (() => void) | null = null;
  onicecandidate: ((event: { candidate: { toJSON(): RTCIceCandidateInit } | null }) => void) | null = null;
  ontrack: ((event: { track: FakeTrack; streams: FakeStream[] }) => void) | null = null;
  onconnectionstatechange: (() => void) | null = null;
  oniceconnectionstatechange: (() => void) | null = null;
  readonly senders: { track: FakeTrack | null; replaceTrack(track: FakeTrack | null): Promise<void> }[] = [];
  readonly candidates: unknown[] = [];
  readonly offersMade: string[] = [];
  restarts = 0;
  closed = false;
  private remoteShown = false;

  constructor(readonly configuration: RTCConfiguration) {}

  addTrack(track: FakeTrack) {
    const sender = {
      track: track as FakeTrack | null,
      replaceTrack: async (next: FakeTrack | null) => {
        sender.track = next;
      },
    };
    this.senders.push(sender);
    this.needsNegotiation();
    return sender;
  }
  getTransceivers() {
    return this.senders.map((sender) => ({ sender, receiver: { track: { kind: sender.track?.kind ?? 'video' } } }));
  }
  private negotiationQueued = false;
  /** Like a browser: one event for changes made together, fired once the state is stable. */
  private needsNegotiation() {
    if (this.negotiationQueued) return;
    this.negotiationQueued = true;
    queueMicrotask(() => {
      this.negotiationQueued = false;
      if (this.signalingState === 'stable' && !this.closed) this.onnegotiationneeded?.();
    });
  }
  async setLocalDescription() {
    await tick();
    if (this.signalingState === 'have-remote-offer') {
      this.localDescription = { type: 'answer', sdp: `answer from ${this.id}` };
      this.signalingState = 'stable';
      this.connect();
    } else {
      const sdp = `offer ${this.offersMade.length + 1} from ${this.id}`;
      this.offersMade.push(sdp);
      this.localDescription = { type: 'offer', sdp };
      this.signalingState = 'have-local-offer';
    }
  }
  async setRemoteDescription(description: RTCSessionDescriptionInit) {
    await tick();
    this.remoteDescription = description;
    if (description.type === 'offer') {
      // A polite peer's own offer is rolled back (as browsers do implicitly).
      this.signalingState = 'have-remote-offer';
    } else if (description.type === 'answer') {
      if (this.signalingState !== 'have-local-offer') throw new Error(`InvalidStateError: answer in ${this.signalingState}`);
      this.signalingState = 'stable';
      this.connect();
    }
  }
  async addIceCandidate(candidate: unknown) {
    this.candidates.push(candidate);
  }
  restartIce() {
    this.restarts += 1;
    this.needsNegotiation();
  }
  private connect() {
    this.connectionState = 'connected';
    this.onconnectionstatechange?.();
    this.onicecandidate?.({ candidate: { toJSON: () => ({ candidate: `candidate:${this.id} 1 udp 1 10.0.0.${this.id} 5000 typ host`, sdpMid: '0', sdpMLineIndex: 0 }) } });
    if (this.remoteShown) return;
    this.remoteShown = true;
    const stream = new FakeStream([]);
    for (const kind of ['audio', 'video'] as const) {
      const track = new FakeTrack(kind, `remote ${kind}`);
      stream.addTrack(track);
      this.ontrack?.({ track, streams: [stream] });
    }
  }
  /** The network drops: ICE fails, the connection is lost. */
  drop() {
    this.iceConnectionState = 'failed';
    this.connectionState = 'failed';
    this.onconnectionstatechange?.();
    this.oniceconnectionstatechange?.();
  }
  async getStats() {
    return new Map<string, object>([
      ['in-audio', { type: 'inbound-rtp', kind: 'audio', bytesReceived: 1200 }],
      ['in-video', { type: 'inbound-rtp', kind: 'video', bytesReceived: 34000 }],
      ['out-video', { type: 'outbound-rtp', kind: 'video', bytesSent: 50000 }],
    ]);
  }
  close() {
    this.closed = true;
    this.connectionState = 'closed';
  }
}

/** An in-memory signalling server that routes as modules/video-rooms/video-rooms.sockets.ts does. */
export function createFakeServer() {
  const clients = new Set<FakeClient>();
  let peerCount = 0;
  type Handlers = {
    joined: Set<(event: VideoRoomPeerJoinedEvent) => void>;
    left: Set<(event: VideoRoomPeerLeftEvent) => void>;
    signal: Set<(event: VideoRoomSignalEvent) => void>;
    replaced: Set<(event: VideoRoomReplacedEvent) => void>;
    connect: Set<() => void>;
  };
  interface FakeClient {
    userId: number;
    name: string;
    up: boolean;
    peerId: string | null;
    room: string | null;
    handlers: Handlers;
    sent: VideoRoomSignalPayload[];
  }
  const later = (run: () => void) => setTimeout(run, 0);
  const inRoom = (room: string) => [...clients].filter((client) => client.up && client.room === room && client.peerId);
  function leave(client: FakeClient) {
    if (!client.room || !client.peerId) return;
    const { room, peerId } = client;
    client.room = null;
    client.peerId = null;
    for (const other of inRoom(room)) later(() => other.handlers.joined.size && other.handlers.left.forEach((handler) => handler({ room, peer_id: peerId, user_id: client.userId })));
  }
  return {
    client(userId: number, name: string) {
      const on =
        <T>(set: Set<T>) =>
        (handler: T) => {
          set.add(handler);
          return () => void set.delete(handler);
        };
      const client: FakeClient = { userId, name, up: true, peerId: null, room: null, handlers: { joined: new Set(), left: new Set(), signal: new Set(), replaced: new Set(), connect: new Set() }, sent: [] };
      clients.add(client);
      const signalling: CallSignalling = {
        connected: () => client.up,
        async join(ticket): Promise<VideoRoomJoinAnswer> {
          await tick();
          const [room, forUser] = ticket.split('|');
          if (Number(forUser) !== userId) return { ok: false, message: 'El boleto de la sala no es válido o venció; vuelve a entrar a la sala.' };
          leave(client);
          // The same user's earlier peer is told and leaves; the others learn of it from peer-joined.
          for (const earlier of inRoom(room!).filter((other) => other.userId === userId)) {
            earlier.room = null;
            earlier.peerId = null;
            later(() => earlier.handlers.replaced.forEach((handler) => handler({ room: room! })));
          }
          client.peerId = `peer-${String(++peerCount).padStart(4, '0')}-${userId}`;
          client.room = room!;
          const event = { room: room!, peer_id: client.peerId, user_id: userId, name };
          for (const other of inRoom(room!)) if (other !== client) later(() => other.handlers.joined.forEach((handler) => handler(event)));
          return { ok: true, room: room!, peer_id: client.peerId };
        },
        leave: () => leave(client),
        send(payload) {
          client.sent.push(payload);
          if (!client.up || payload.room !== client.room || !client.peerId) return;
          const { room, to, ...body } = payload;
          const from = client.peerId;
          for (const other of inRoom(room)) if (other.peerId === to) later(() => other.handlers.signal.forEach((handler) => handler({ room, from, user_id: userId, name, ...body })));
        },
        onPeerJoined: on(client.handlers.joined),
        onPeerLeft: on(client.handlers.left),
        onSignal: on(client.handlers.signal),
        onReplaced: on(client.handlers.replaced),
        onConnect: on(client.handlers.connect),
      };
      return {
        signalling,
        /** The socket drops (the server tells the others) and comes back. */
        async reconnect() {
          client.up = false;
          leave(client);
          await tick();
          client.up = true;
          client.handlers.connect.forEach((handler) => handler());
        },
        state: client,
      };
    },
  };
}
