import { afterEach, describe, expect, it, vi } from 'vitest';
import { type CallSignalling, type VideoCall, REPLACED_MESSAGE, createVideoCall } from '../../../../src/renderer/features/video-rooms/lib/video-call';
import type { VideoRoomSignalEvent, VideoRoomSignalPayload } from '../../../../src/shared/contracts/video-room-signals';
import { FakePeerConnection, FakeStream, FakeTrack, createFakeServer, tick } from './fake-webrtc';

/**
 * The call engine with fake peer connections (the SDP state machine of RTCPeerConnection: offers,
 * answers, the implicit rollback of a polite peer) and an in-memory signalling server that routes
 * like the real one (join, peer-joined/left, relay to one peer, replaced).
 */

async function until(check: () => boolean, what: string) {
  for (let i = 0; i < 200; i++) {
    if (check()) return;
    await tick();
  }
  throw new Error(`never happened: ${what}`);
}

const calls: VideoCall[] = [];
afterEach(() => {
  for (const call of calls.splice(0)) call.leave();
});

function makeCall(server: ReturnType<typeof createFakeServer>, userId: number, name: string, options: { tickets?: () => Promise<{ ticket: string; iceServers: { urls: string }[] }> } = {}) {
  const client = server.client(userId, name);
  const connections: FakePeerConnection[] = [];
  const local = new FakeStream([new FakeTrack('audio', `mic ${userId}`), new FakeTrack('video', `camera ${userId}`)]);
  const requestTicket = vi.fn(options.tickets ?? (async () => ({ ticket: `interviews:7|${userId}`, iceServers: [{ urls: 'stun:stun.ejemplo.mx' }] })));
  const call = createVideoCall({
    signalling: client.signalling,
    requestTicket,
    createPeerConnection: (configuration) => {
      const pc = new FakePeerConnection(configuration);
      connections.push(pc);
      return pc as unknown as RTCPeerConnection;
    },
    localStream: local as unknown as MediaStream,
  });
  calls.push(call);
  return { call, client, connections, local, requestTicket };
}

const open = (connections: FakePeerConnection[]) => connections.filter((pc) => !pc.closed);

describe('video call engine', () => {
  it('the one already in the room calls the newcomer; both end connected, each with the other\'s tracks', async () => {
    const server = createFakeServer();
    const interviewer = makeCall(server, 2, 'Entrevistadora');
    const candidate = makeCall(server, 1, 'Candidato');
    interviewer.call.start();
    await until(() => interviewer.call.getSnapshot().status === 'waiting', 'interviewer waiting');
    candidate.call.start();
    await until(() => candidate.call.getSnapshot().status === 'connected' && interviewer.call.getSnapshot().status === 'connected', 'both connected');

    // The interviewer called (peer-joined); the candidate answered on the first signal.
    expect(interviewer.connections[0]!.offersMade.length).toBe(1);
    for (const side of [interviewer, candidate]) {
      const [pc] = side.connections;
      expect(pc!.signalingState).toBe('stable');
      expect(pc!.configuration).toEqual({ iceServers: [{ urls: 'stun:stun.ejemplo.mx' }] });
      expect(pc!.senders.map((sender) => sender.track?.label)).toEqual(side.local.getTracks().map((track) => track.label));
    }
    const [other] = candidate.call.getSnapshot().peers;
    expect(other).toMatchObject({ userId: 2, name: 'Entrevistadora', connection: 'connected' });
    expect((other!.stream as unknown as FakeStream).getTracks().map((track) => track.label)).toEqual(['remote audio', 'remote video']);
    await until(() => candidate.connections[0]!.candidates.length > 0, 'a candidate relayed');
    expect(await candidate.call.inboundBytes()).toEqual({ audio: 1200, video: 34000 });
  });

  it('mute, camera off and screen share reach the other side; the screen replaces the camera on the sender', async () => {
    const server = createFakeServer();
    const a = makeCall(server, 2, 'A');
    const b = makeCall(server, 1, 'B');
    a.call.start();
    b.call.start();
    await until(() => a.call.getSnapshot().status === 'connected' && b.call.getSnapshot().status === 'connected', 'connected');

    a.call.setAudio(false);
    a.call.setVideo(false);
    expect(a.local.getAudioTracks()[0]!.enabled).toBe(false);
    expect(a.local.getVideoTracks()[0]!.enabled).toBe(false);
    await until(() => b.call.getSnapshot().peers[0]?.media.audio === false && b.call.getSnapshot().peers[0]?.media.video === false, 'b hears the mute');

    const screen = new FakeTrack('video', 'screen');
    a.call.shareScreen(screen as unknown as MediaStreamTrack);
    await until(() => b.call.getSnapshot().peers[0]?.media.screen === true, 'b sees the share');
    expect(open(a.connections)[0]!.senders.map((sender) => sender.track?.label)).toEqual(['mic 2', 'screen']);
    a.call.shareScreen(null);
    expect(open(a.connections)[0]!.senders.map((sender) => sender.track?.label)).toEqual(['mic 2', 'camera 2']);
    expect(a.call.getSnapshot().media).toEqual({ audio: false, video: false, screen: false });
  });

  it('offers that cross (glare: both ends restart ICE at once) resolve: the polite end yields, nobody deadlocks', async () => {
    const server = createFakeServer();
    const a = makeCall(server, 2, 'A');
    const b = makeCall(server, 1, 'B');
    a.call.start();
    b.call.start();
    await until(() => a.call.getSnapshot().status === 'connected' && b.call.getSnapshot().status === 'connected', 'connected');
    const [pa, pb] = [open(a.connections)[0]!, open(b.connections)[0]!];
    const before = [pa.offersMade.length, pb.offersMade.length];
    pa.drop();
    pb.drop();
    await until(() => pa.signalingState === 'stable' && pb.signalingState === 'stable' && a.call.getSnapshot().status === 'connected' && b.call.getSnapshot().status === 'connected', 'both stable and connected');
    // Both offered; one offer was answered, the other rolled back or ignored.
    expect([pa.offersMade.length - before[0]!, pb.offersMade.length - before[1]!]).toEqual([1, 1]);
    await tick();
    expect([pa.signalingState, pb.signalingState]).toEqual(['stable', 'stable']);
  });

  it('an ICE failure restarts ICE and negotiates again; the status says so meanwhile', async () => {
    const server = createFakeServer();
    const a = makeCall(server, 2, 'A');
    const b = makeCall(server, 1, 'B');
    a.call.start();
    b.call.start();
    await until(() => a.call.getSnapshot().status === 'connected' && b.call.getSnapshot().status === 'connected', 'connected');
    const pc = open(a.connections)[0]!;
    const offersBefore = pc.offersMade.length;
    pc.drop();
    expect(pc.restarts).toBe(1);
    expect(a.call.getSnapshot().status).toBe('reconnecting');
    await until(() => a.call.getSnapshot().status === 'connected', 'connected again');
    expect(pc.offersMade.length).toBe(offersBefore + 1);
    expect(pc.signalingState).toBe('stable');
  });

  it('after a socket drop it asks for a new ticket, joins again and connects anew', async () => {
    const server = createFakeServer();
    const a = makeCall(server, 2, 'A');
    const b = makeCall(server, 1, 'B');
    a.call.start();
    b.call.start();
    await until(() => a.call.getSnapshot().status === 'connected' && b.call.getSnapshot().status === 'connected', 'connected');
    await b.client.reconnect();
    expect(b.requestTicket).toHaveBeenCalledTimes(2);
    await until(() => b.call.getSnapshot().status === 'connected' && a.call.getSnapshot().status === 'connected' && open(a.connections).length === 1, 'connected again');
    expect(b.connections.filter((pc) => pc.closed)).toHaveLength(1);
    expect(open(b.connections)).toHaveLength(1);
    expect(a.call.getSnapshot().peers.map((peer) => peer.peerId)).toEqual([b.client.state.peerId]);
  });

  it('a second tab of the same user replaces the first, which says why and can come back', async () => {
    const server = createFakeServer();
    const a = makeCall(server, 2, 'A');
    const first = makeCall(server, 1, 'B');
    a.call.start();
    first.call.start();
    await until(() => first.call.getSnapshot().status === 'connected', 'first connected');
    const second = makeCall(server, 1, 'B');
    second.call.start();
    await until(() => first.call.getSnapshot().status === 'replaced' && second.call.getSnapshot().status === 'connected', 'replaced');
    expect(first.call.getSnapshot()).toMatchObject({ message: REPLACED_MESSAGE, peers: [] });
    expect(first.connections.every((pc) => pc.closed)).toBe(true);
    await until(() => a.call.getSnapshot().peers.length === 1, 'a sees one peer');
    expect(a.call.getSnapshot().peers[0]!.peerId).toBe(second.client.state.peerId);
  });

  it('a refused join or a closed room fails with the server\'s words; leaving tells the other side', async () => {
    const server = createFakeServer();
    const closed = makeCall(server, 1, 'B', { tickets: async () => Promise.reject({ message: 'La sala ya cerró: la entrevista terminó.', status: 409, data: null }) });
    closed.call.start();
    await until(() => closed.call.getSnapshot().status === 'failed', 'failed');
    expect(closed.call.getSnapshot().message).toBe('La sala ya cerró: la entrevista terminó.');

    const wrong = makeCall(server, 3, 'C', { tickets: async () => ({ ticket: 'interviews:7|1', iceServers: [] }) });
    wrong.call.start();
    await until(() => wrong.call.getSnapshot().status === 'failed', 'refused');
    expect(wrong.call.getSnapshot().message).toMatch(/boleto/);

    const a = makeCall(server, 2, 'A');
    const b = makeCall(server, 4, 'D');
    a.call.start();
    b.call.start();
    await until(() => a.call.getSnapshot().status === 'connected', 'connected');
    b.call.leave();
    expect(b.call.getSnapshot().status).toBe('left');
    await until(() => a.call.getSnapshot().status === 'waiting', 'a waits alone');
    expect(open(a.connections)).toHaveLength(0);
  });
});

describe('signals from the wire, one by one', () => {
  it('keeps a candidate that comes before its offer, opens nothing for a media state alone, and answers the offer', async () => {
    const handlers: { signal?: (event: VideoRoomSignalEvent) => void } = {};
    const sent: VideoRoomSignalPayload[] = [];
    const connections: FakePeerConnection[] = [];
    const signalling: CallSignalling = {
      connected: () => true,
      // The lower peer id: this end is the polite one, so it answers even though its own offer
      // (for the connection the first signal opened) crossed the interviewer's.
      join: async () => ({ ok: true, room: 'interviews:7', peer_id: 'peer-00000000' }),
      leave: () => undefined,
      send: (payload) => void sent.push(payload),
      onPeerJoined: () => () => undefined,
      onPeerLeft: () => () => undefined,
      onSignal: (handler) => {
        handlers.signal = handler;
        return () => undefined;
      },
      onReplaced: () => () => undefined,
      onConnect: () => () => undefined,
    };
    const call = createVideoCall({
      signalling,
      requestTicket: async () => ({ ticket: 't', iceServers: [] }),
      createPeerConnection: (configuration) => {
        const pc = new FakePeerConnection(configuration);
        connections.push(pc);
        return pc as unknown as RTCPeerConnection;
      },
      localStream: new FakeStream([new FakeTrack('audio'), new FakeTrack('video')]) as unknown as MediaStream,
    });
    calls.push(call);
    call.start();
    await until(() => call.getSnapshot().status === 'waiting', 'joined');
    const from = { room: 'interviews:7', from: 'peer-aaaaaaaa', user_id: 2, name: 'Entrevistadora' };
    handlers.signal!({ ...from, media: { audio: false, video: true, screen: false } });
    await tick();
    expect(connections).toHaveLength(0);
    const candidate = { candidate: 'candidate:9 1 udp 1 10.0.0.9 5000 typ host', sdpMid: '0', sdpMLineIndex: 0 };
    handlers.signal!({ ...from, candidate });
    handlers.signal!({ ...from, description: { type: 'offer', sdp: 'offer from the interviewer' } });
    await until(() => sent.some((payload) => payload.description?.type === 'answer'), 'answered');
    expect(connections).toHaveLength(1);
    expect(connections[0]!.candidates).toEqual([candidate]);
    expect(call.getSnapshot().peers).toMatchObject([{ peerId: 'peer-aaaaaaaa', userId: 2, name: 'Entrevistadora', connection: 'connected' }]);
  });
});
