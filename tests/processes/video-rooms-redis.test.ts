import { type Socket, io as connect } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { VideoRoomJoinAnswer } from '../../src/shared/contracts/video-rooms';
import { processDialects, sharedDatabase } from '../helpers/process-database';
import { type ServerProcess, startServer, tempDataDir } from '../helpers/server-process';

/**
 * A video room's signalling across two server processes on one Redis: the candidate on one, the
 * interviewer on the other. Joining, the relay to one peer and the replace of an older tab must
 * work whichever process each socket is on (the Redis adapter re-applies a remote leave on the
 * process that sent it: the newcomer must survive that).
 */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function login(base: string, username: string) {
  const response = await fetch(`${base}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'password', username, client_id: 'web', client_secret: 'web-dev-secret', password: 'Demo2026!' }),
  });
  if (!response.ok) throw new Error(`login failed ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

const sockets: Socket[] = [];
async function open(base: string, token: string): Promise<Socket> {
  const socket = connect(base, { transports: ['websocket'], auth: { token }, reconnection: false, forceNew: true });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

async function enter(base: string, token: string, roomId: number) {
  const response = await fetch(`${base}/api/v1/webrtc/interviews/room/${roomId}`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  const { ticket } = (await response.json()) as { ticket: string };
  const socket = await open(base, token);
  const answer = await new Promise<VideoRoomJoinAnswer>((resolve) => socket.emit('video-room:join', { ticket }, resolve));
  if (!answer.ok) throw new Error(answer.message);
  return { socket, answer };
}

const settle = (ms = 300) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(processDialects)('a video room across two server processes (%s)', (dialect) => {
  let a: ServerProcess;
  let b: ServerProcess;
  let drop: () => Promise<void>;
  let roomId = 0;

  beforeAll(async () => {
    const dataDir = tempDataDir();
    const database = await sharedDatabase(dataDir, dialect);
    drop = database.drop;
    const env = { DATA_DIR: dataDir, DATABASE_URL: database.url, REDIS_URL, REDIS_PREFIX: `test:${process.pid}:${Date.now()}:`, APP_KEY: 'k'.repeat(43) };
    const started = await Promise.allSettled([startServer(env), startServer(env)]);
    const failure = started.find((result) => result.status === 'rejected');
    if (failure) {
      await Promise.all(started.map((result) => (result.status === 'fulfilled' ? result.value.stop() : undefined)));
      throw failure.reason;
    }
    [a, b] = started.map((result) => (result as PromiseFulfilledResult<ServerProcess>).value) as [ServerProcess, ServerProcess];
    const token = await login(a.url, 'candidato@demo.mx');
    for (let id = 1; id <= 20 && !roomId; id++) {
      const response = await fetch(`${a.url}/api/v1/webrtc/interviews/room/${id}`, { headers: { authorization: `Bearer ${token}` } });
      if (response.ok) roomId = id;
    }
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close();
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await drop?.();
  });

  it('joins, relays to the peer on the other process, and a tab on the other process replaces the first', async () => {
    expect(roomId).toBeGreaterThan(0);
    const [candidateToken, adminToken] = [await login(a.url, 'candidato@demo.mx'), await login(b.url, 'admin@logistica.demo.mx')];
    const admin = await enter(b.url, adminToken, roomId);
    if (!admin.answer.ok) throw new Error('not joined');
    const joined: { peer_id: string }[] = [];
    const signals: { from: string; description?: unknown }[] = [];
    admin.socket.on('video-room:peer-joined', (event: { peer_id: string }) => joined.push(event));
    admin.socket.on('video-room:signal', (event: { from: string }) => signals.push(event));

    const first = await enter(a.url, candidateToken, roomId);
    if (!first.answer.ok) throw new Error('not joined');
    await settle();
    expect(joined.map((event) => event.peer_id)).toEqual([first.answer.peer_id]);
    first.socket.emit('video-room:signal', { room: first.answer.room, to: admin.answer.peer_id, description: { type: 'offer', sdp: 'v=0' } });
    await settle();
    expect(signals).toMatchObject([{ from: first.answer.peer_id, description: { type: 'offer', sdp: 'v=0' } }]);

    // The candidate opens the room again, on the other process.
    const replaced: unknown[] = [];
    first.socket.on('video-room:replaced', (event: unknown) => replaced.push(event));
    const second = await enter(b.url, candidateToken, roomId);
    if (!second.answer.ok) throw new Error('not joined');
    await settle();
    expect(replaced).toEqual([{ room: first.answer.room }]);
    first.socket.emit('video-room:signal', { room: first.answer.room, to: admin.answer.peer_id, description: { type: 'offer', sdp: 'viejo' } });
    second.socket.emit('video-room:signal', { room: second.answer.room, to: admin.answer.peer_id, description: { type: 'offer', sdp: 'nuevo' } });
    await settle();
    expect(signals.map((event) => event.from)).toEqual([first.answer.peer_id, second.answer.peer_id]);
    // And the interviewer, still in the room after the newcomer's join, reaches the newcomer.
    const back: unknown[] = [];
    second.socket.on('video-room:signal', (event: unknown) => back.push(event));
    admin.socket.emit('video-room:signal', { room: admin.answer.room, to: second.answer.peer_id, description: { type: 'answer', sdp: 'v=0' } });
    await settle();
    expect(back).toHaveLength(1);
  });
});
