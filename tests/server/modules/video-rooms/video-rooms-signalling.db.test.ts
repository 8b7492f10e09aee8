import { type Socket, io as connect } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type VideoRoomJoinAnswer, videoRoomPeerJoinedEventSchema, videoRoomSchema, videoRoomSignalEventSchema, videoRoomTicketSchema } from '../../../../src/shared/contracts/video-rooms';
import type { ServerToClientEvents } from '../../../../src/shared/realtime';
import { type TestApp, createTestApp } from '../../../helpers/test-app';

/**
 * The rooms' signalling over real sockets (socket.io-client): a ticket lets its own user in, a
 * relay reaches only the addressed peer of the same room, a second join of the same user replaces
 * the first, leaving and disconnecting tell the others.
 */
let t: TestApp;
let url: string;
let interviewId: number;
let roomKey: string;
const sockets: Socket[] = [];
const tokens = new Map<string, string>();
type AppSocket = Socket<ServerToClientEvents, Record<string, (payload: unknown, ack?: (answer: VideoRoomJoinAnswer) => void) => void>>;

const CANDIDATE = 'candidato@demo.mx';
const ADMIN = 'admin@logistica.demo.mx';
const STRANGER = 'operador@logistica.demo.mx';

beforeAll(async () => {
  t = await createTestApp();
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  for (const email of [CANDIDATE, ADMIN, STRANGER]) tokens.set(email, (await t.login(email)).access_token);
  interviewId = (await t.database.db.selectFrom('interviews').select('id').where('mode', '=', 'video').where('status', '=', 'confirmed').executeTakeFirstOrThrow()).id;
  roomKey = `interviews:${interviewId}`;
});
afterAll(() => t.close());
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});

async function open(email: string): Promise<AppSocket> {
  const socket: AppSocket = connect(url, { transports: ['websocket'], auth: { token: tokens.get(email) }, reconnection: false, forceNew: true });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

async function ticketFor(email: string): Promise<string> {
  const response = await t.app.inject({ method: 'POST', url: `/api/v1/webrtc/interviews/room/${interviewId}`, headers: t.bearer(tokens.get(email)!) });
  expect(response.statusCode, response.body).toBe(200);
  return videoRoomTicketSchema.parse(response.json()).ticket;
}

const join = (socket: AppSocket, ticket: unknown) => new Promise<VideoRoomJoinAnswer>((resolve) => socket.emit('video-room:join', { ticket }, resolve));

async function enter(email: string) {
  const socket = await open(email);
  const answer = await join(socket, await ticketFor(email));
  if (!answer.ok) throw new Error(answer.message);
  return { socket, answer };
}

function heard<E extends keyof ServerToClientEvents>(socket: AppSocket, event: E) {
  const events: Parameters<ServerToClientEvents[E]>[0][] = [];
  socket.on(event as never, ((payload: Parameters<ServerToClientEvents[E]>[0]) => events.push(payload)) as never);
  return events;
}
const settle = (ms = 200) => new Promise((resolve) => setTimeout(resolve, ms));
const offer = { type: 'offer' as const, sdp: 'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\ns=-\r\n' };

describe('video room signalling', () => {
  it('lets both participants in, tells each of the other and relays only to the addressed peer', async () => {
    const admin = await enter(ADMIN);
    expect(admin.answer).toEqual({ ok: true, room: roomKey, peer_id: expect.stringMatching(/^[\w-]{16}$/) });
    const adminJoins = heard(admin.socket, 'video-room:peer-joined');
    const adminSignals = heard(admin.socket, 'video-room:signal');
    const candidate = await enter(CANDIDATE);
    if (!candidate.answer.ok || !admin.answer.ok) throw new Error('not joined');
    await settle();
    const candidateId = await t.userIdOf(CANDIDATE);
    expect(adminJoins.map((event) => videoRoomPeerJoinedEventSchema.parse(event))).toEqual([{ room: roomKey, peer_id: candidate.answer.peer_id, user_id: candidateId, name: expect.stringMatching(/\S/) }]);
    const name = adminJoins[0]!.name;

    // GET shows who is in the room now.
    const view = videoRoomSchema.parse((await t.app.inject({ method: 'GET', url: `/api/v1/webrtc/interviews/room/${interviewId}`, headers: t.bearer(tokens.get(CANDIDATE)!) })).json());
    expect(view.participants.map((person) => person.present)).toEqual([true, true]);

    const candidateSignals = heard(candidate.socket, 'video-room:signal');
    candidate.socket.emit('video-room:signal', { room: roomKey, to: admin.answer.peer_id, description: offer });
    candidate.socket.emit('video-room:signal', { room: roomKey, to: admin.answer.peer_id, candidate: { candidate: 'candidate:1 1 udp 2122260223 10.0.0.2 54400 typ host', sdpMid: '0', sdpMLineIndex: 0 } });
    candidate.socket.emit('video-room:signal', { room: roomKey, to: admin.answer.peer_id, media: { audio: false, video: true, screen: false } });
    // Too big, malformed, or addressed to oneself: dropped.
    candidate.socket.emit('video-room:signal', { room: roomKey, to: admin.answer.peer_id, description: { type: 'offer', sdp: 'x'.repeat(70_000) } });
    candidate.socket.emit('video-room:signal', { room: roomKey, to: admin.answer.peer_id, description: { type: 'hack' } });
    candidate.socket.emit('video-room:signal', { room: roomKey, to: candidate.answer.peer_id, description: offer });
    await settle();
    expect(adminSignals.map((event) => videoRoomSignalEventSchema.parse(event))).toEqual([
      { room: roomKey, from: candidate.answer.peer_id, user_id: candidateId, name, description: offer },
      { room: roomKey, from: candidate.answer.peer_id, user_id: candidateId, name, candidate: { candidate: 'candidate:1 1 udp 2122260223 10.0.0.2 54400 typ host', sdpMid: '0', sdpMLineIndex: 0 } },
      { room: roomKey, from: candidate.answer.peer_id, user_id: candidateId, name, media: { audio: false, video: true, screen: false } },
    ]);
    expect(candidateSignals).toEqual([]);
  });

  it("refuses a stranger's socket with someone else's ticket, a forged or garbage one; a stranger cannot relay into the room", async () => {
    const admin = await enter(ADMIN);
    if (!admin.answer.ok) throw new Error('not joined');
    const adminSignals = heard(admin.socket, 'video-room:signal');
    const adminJoins = heard(admin.socket, 'video-room:peer-joined');
    const stranger = await open(STRANGER);
    const candidateTicket = await ticketFor(CANDIDATE);
    expect(await join(stranger, candidateTicket)).toEqual({ ok: false, message: expect.stringMatching(/boleto/) });
    const [body, signature] = candidateTicket.split('.');
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(body!, 'base64url').toString()), u: await t.userIdOf(STRANGER) })).toString('base64url');
    expect(await join(stranger, `${forged}.${signature}`)).toMatchObject({ ok: false });
    expect(await join(stranger, 'basura')).toMatchObject({ ok: false });
    expect(await join(stranger, 42)).toMatchObject({ ok: false });
    // The stranger's own ticket does not exist: POST is a 404 for them.
    expect((await t.app.inject({ method: 'POST', url: `/api/v1/webrtc/interviews/room/${interviewId}`, headers: t.bearer(tokens.get(STRANGER)!) })).statusCode).toBe(404);
    stranger.emit('video-room:signal', { room: roomKey, to: admin.answer.peer_id, description: offer });
    await settle();
    expect(adminSignals).toEqual([]);
    expect(adminJoins).toEqual([]);
  });

  it('a second join of the same user replaces the first; leave and disconnect tell the others', async () => {
    const admin = await enter(ADMIN);
    const first = await enter(CANDIDATE);
    if (!admin.answer.ok || !first.answer.ok) throw new Error('not joined');
    const adminLeft = heard(admin.socket, 'video-room:peer-left');
    const adminJoins = heard(admin.socket, 'video-room:peer-joined');
    const adminSignals = heard(admin.socket, 'video-room:signal');
    const replaced = heard(first.socket, 'video-room:replaced');

    const second = await enter(CANDIDATE);
    if (!second.answer.ok) throw new Error('not joined');
    await settle();
    expect(replaced).toEqual([{ room: roomKey }]);
    // The others learn of the swap from the newcomer: the same user with a new peer id.
    expect(adminJoins.map((event) => [event.peer_id, event.user_id])).toEqual([[second.answer.peer_id, await t.userIdOf(CANDIDATE)]]);
    expect(adminLeft).toEqual([]);
    // The replaced tab no longer reaches the room.
    first.socket.emit('video-room:signal', { room: roomKey, to: admin.answer.peer_id, description: offer });
    second.socket.emit('video-room:signal', { room: roomKey, to: admin.answer.peer_id, description: offer });
    await settle();
    expect(adminSignals.map((event) => event.from)).toEqual([second.answer.peer_id]);
    // Closing the replaced tab says nothing.
    first.socket.close();
    await settle();
    expect(adminLeft).toEqual([]);
    // Nor does a GET see two of the same user.
    const view = videoRoomSchema.parse((await t.app.inject({ method: 'GET', url: `/api/v1/webrtc/interviews/room/${interviewId}`, headers: t.bearer(tokens.get(ADMIN)!) })).json());
    expect(view.participants.map((person) => person.present)).toEqual([true, true]);

    second.socket.emit('video-room:leave', { room: roomKey });
    await settle();
    expect(adminLeft.map((event) => event.peer_id)).toEqual([second.answer.peer_id]);

    const third = await enter(CANDIDATE);
    if (!third.answer.ok) throw new Error('not joined');
    await settle();
    third.socket.close();
    await settle();
    expect(adminLeft.map((event) => event.peer_id)).toEqual([second.answer.peer_id, third.answer.peer_id]);
  });
});
