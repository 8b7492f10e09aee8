import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../../src/server/config';
import { videoRoomSchema, videoRoomTicketSchema } from '../../../../src/shared/contracts/video-rooms';
import { type TestApp, createTestApp, expectErrorShape } from '../../../helpers/test-app';

/**
 * `GET`/`POST /api/v1/webrtc/{x}/room/{y}`: only the interview's candidate and interviewers, only
 * a video interview that is scheduled or confirmed, only inside its window; ICE servers from the
 * configuration with a per-user TURN credential (coturn's use-auth-secret).
 */
let t: TestApp;
let now = Date.now();
const tokens: Record<string, string> = {};
let videoInterview: number;
let startsAt: Date;

const room = (id: number | string, kind = 'interviews') => `/api/v1/webrtc/${kind}/room/${id}`;
const call = (method: 'GET' | 'POST', url: string, who: string) => t.app.inject({ method, url, headers: t.bearer(tokens[who]!) });

async function insertInterview(values: { mode?: string; status?: string; company_id?: number; starts_at?: string; interviewers?: number[] }) {
  const db = t.database.db;
  const base = await db.selectFrom('interviews').selectAll().where('id', '=', videoInterview).executeTakeFirstOrThrow();
  const { id } = await db
    .insertInto('interviews')
    .values({
      company_id: values.company_id ?? base.company_id,
      vacancy_id: base.vacancy_id,
      application_id: base.application_id,
      candidate_user_id: base.candidate_user_id,
      starts_at: values.starts_at ?? base.starts_at,
      duration_minutes: 45,
      mode: values.mode ?? 'video',
      location: null,
      notes: null,
      status: values.status ?? 'confirmed',
      response_reason: null,
      responded_at: null,
      response_token_hash: null,
      reminder_sent_at: null,
      created_by: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const user_id of values.interviewers ?? [await t.userIdOf('admin@logistica.demo.mx')]) await db.insertInto('interview_interviewers').values({ interview_id: id, user_id }).execute();
  return id;
}

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => new Date(now) });
  for (const email of ['candidato@demo.mx', 'admin@logistica.demo.mx', 'operador@logistica.demo.mx', 'admin@ajena.demo.mx', 'super@demo.mx', 'admin@horizonte.demo.mx']) {
    tokens[email] = (await t.login(email)).access_token;
  }
  const row = await t.database.db.selectFrom('interviews').select(['id', 'starts_at']).where('mode', '=', 'video').where('status', '=', 'confirmed').executeTakeFirstOrThrow();
  videoInterview = row.id;
  startsAt = new Date(row.starts_at);
});
afterAll(() => t.close());

describe('who may see and join a room', () => {
  it('the candidate and the interviewer see the room and get a ticket', async () => {
    const candidate = await t.userIdOf('candidato@demo.mx');
    const admin = await t.userIdOf('admin@logistica.demo.mx');
    for (const who of ['candidato@demo.mx', 'admin@logistica.demo.mx']) {
      const got = await call('GET', room(videoInterview), who);
      expect(got.statusCode, got.body).toBe(200);
      const view = videoRoomSchema.parse(got.json());
      expect(view).toMatchObject({ kind: 'interviews', id: videoInterview, subtitle: 'Logística Portuaria del Pacífico', starts_at: startsAt.toISOString(), ice_servers: [] });
      expect(view.title).toMatch(/^Entrevista: /);
      expect(view.participants.map((person) => [person.user_id, person.role, person.present])).toEqual([
        [candidate, 'candidate', false],
        [admin, 'interviewer', false],
      ]);
      expect(view.me).toBe(who === 'candidato@demo.mx' ? candidate : admin);
      expect(got.headers['cache-control']).toBe('private, no-store');

      const joined = await call('POST', room(videoInterview), who);
      expect(joined.statusCode, joined.body).toBe(200);
      const ticket = videoRoomTicketSchema.parse(joined.json());
      expect(Date.parse(ticket.expires_at) - now).toBe(60_000);
      expect(ticket.ice_servers).toEqual([]);
    }
  });

  it.each([
    ['a colleague of the interviewer who is not one', 'operador@logistica.demo.mx'],
    ['another tenant', 'admin@ajena.demo.mx'],
    ['the super admin (no participant)', 'super@demo.mx'],
    ['the admin of another hiring company', 'admin@horizonte.demo.mx'],
  ])('%s gets 404 for GET and POST', async (_label, who) => {
    for (const method of ['GET', 'POST'] as const) {
      const response = await call(method, room(videoInterview), who);
      expect(response.statusCode).toBe(404);
      expect(expectErrorShape(response.json(), 404).data.code).toBe('not_found');
    }
  });

  it('an in-person, cancelled, rejected or completed interview has no room (404), a scheduled one has', async () => {
    const cases: [Parameters<typeof insertInterview>[0], number][] = [
      [{ mode: 'in_person' }, 404],
      [{ status: 'cancelled' }, 404],
      [{ status: 'rejected' }, 404],
      [{ status: 'completed' }, 404],
      [{ status: 'scheduled' }, 200],
    ];
    for (const [values, status] of cases) {
      const id = await insertInterview(values);
      for (const who of ['candidato@demo.mx', 'admin@logistica.demo.mx']) {
        expect((await call('GET', room(id), who)).statusCode, JSON.stringify(values)).toBe(status);
        expect((await call('POST', room(id), who)).statusCode, JSON.stringify(values)).toBe(status);
      }
    }
  });

  it('an interviewer who is not in the company any more finds no room; an unknown kind or id is a 404; a bad id a 422', async () => {
    const outsider = await insertInterview({ interviewers: [await t.userIdOf('admin@horizonte.demo.mx')] });
    expect((await call('GET', room(outsider), 'admin@horizonte.demo.mx')).statusCode).toBe(404);
    expect((await call('GET', room(outsider), 'candidato@demo.mx')).statusCode).toBe(200);
    expect((await call('GET', room(videoInterview, 'tickets'), 'candidato@demo.mx')).statusCode).toBe(404);
    expect((await call('GET', room(99_999_999), 'candidato@demo.mx')).statusCode).toBe(404);
    const bad = await call('POST', room('abc'), 'candidato@demo.mx');
    expect(bad.statusCode).toBe(422);
    expectErrorShape(bad.json(), 422);
    expect((await t.app.inject({ method: 'GET', url: room(videoInterview) })).statusCode).toBe(401);
  });
});

describe('the window', () => {
  it('opens 15 minutes before the start and closes 30 minutes after the end (409 outside, in Spanish)', async () => {
    const real = now;
    try {
      const opens = startsAt.getTime() - 15 * 60_000;
      const closes = startsAt.getTime() + 60 * 60_000 + 30 * 60_000;
      now = opens - 1000;
      const early = await call('POST', room(videoInterview), 'candidato@demo.mx');
      expect(early.statusCode).toBe(409);
      const body = expectErrorShape(early.json(), 409);
      expect(body.data).toMatchObject({ code: 'video_room_not_open', opens_at: new Date(opens).toISOString(), closes_at: new Date(closes).toISOString() });
      expect(body.message).toMatch(/^La sala aún no está abierta: abre el .+ a las \d\d:\d\d/);
      expect((await call('GET', room(videoInterview), 'admin@logistica.demo.mx')).statusCode).toBe(409);
      now = opens;
      expect((await call('POST', room(videoInterview), 'candidato@demo.mx')).statusCode).toBe(200);
      now = closes;
      expect((await call('GET', room(videoInterview), 'candidato@demo.mx')).statusCode).toBe(200);
      now = closes + 1000;
      const late = await call('GET', room(videoInterview), 'candidato@demo.mx');
      expect(late.statusCode).toBe(409);
      expect(expectErrorShape(late.json(), 409)).toMatchObject({ message: 'La sala ya cerró: la entrevista terminó.', data: { code: 'video_room_closed' } });
      // Outside the window a stranger still gets 404: the window says nothing to them.
      expect((await call('GET', room(videoInterview), 'admin@ajena.demo.mx')).statusCode).toBe(404);
    } finally {
      now = real;
    }
  });
});

describe('ICE servers from the configuration', () => {
  it('fixed servers, STUN, and TURN with a credential made per user (coturn use-auth-secret)', async () => {
    const secret = 'secreto-compartido-de-coturn-1234';
    const configured = await createTestApp(
      {
        WEBRTC_ICE_SERVERS: JSON.stringify([{ urls: 'stun:stun.ejemplo.mx:3478' }]),
        WEBRTC_STUN_URLS: 'stun:turn.plataforma.mx:3478',
        WEBRTC_TURN_URLS: 'turn:turn.plataforma.mx:3478?transport=udp, turns:turn.plataforma.mx:5349?transport=tcp',
        WEBRTC_TURN_SECRET: secret,
        WEBRTC_TURN_TTL: '7200',
      },
      { clock: () => new Date(now) },
    );
    try {
      const { access_token } = await configured.login('candidato@demo.mx');
      const userId = await configured.userIdOf('candidato@demo.mx');
      const id = (await configured.database.db.selectFrom('interviews').select('id').where('mode', '=', 'video').where('status', '=', 'confirmed').executeTakeFirstOrThrow()).id;
      const response = await configured.app.inject({ method: 'GET', url: room(id), headers: configured.bearer(access_token) });
      expect(response.statusCode, response.body).toBe(200);
      const servers = videoRoomSchema.parse(response.json()).ice_servers;
      const expiry = Math.floor((now + 7200 * 1000) / 1000);
      const username = `${expiry}:${userId}`;
      expect(servers).toEqual([
        { urls: 'stun:stun.ejemplo.mx:3478' },
        { urls: ['stun:turn.plataforma.mx:3478'] },
        { urls: ['turn:turn.plataforma.mx:3478?transport=udp', 'turns:turn.plataforma.mx:5349?transport=tcp'], username, credential: createHmac('sha1', secret).update(username).digest('base64') },
      ]);
    } finally {
      await configured.close();
    }
  });

  it('refuses a bad configuration at start, in Spanish', () => {
    const base = { NODE_ENV: 'test', DATA_DIR: t.config.dataDir, APP_KEY: 'clave-de-las-pruebas-del-servidor-0123456789' };
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig({ ...base, ...env });
        return [];
      } catch (error) {
        if (error instanceof ConfigError) return error.problems;
        throw error;
      }
    };
    expect(problems({ WEBRTC_TURN_URLS: 'turn:turn.plataforma.mx:3478' })).toEqual([expect.stringMatching(/^WEBRTC_TURN_URLS: falta WEBRTC_TURN_SECRET/)]);
    expect(problems({ WEBRTC_ICE_SERVERS: '[{"urls":"http://x"}]' })).toEqual([expect.stringMatching(/^WEBRTC_ICE_SERVERS: WEBRTC_ICE_SERVERS debe ser un arreglo JSON/)]);
    expect(problems({ WEBRTC_ICE_SERVERS: 'no es json' })).toHaveLength(1);
    expect(problems({ WEBRTC_STUN_URLS: 'turn:x' })).toEqual([expect.stringMatching(/^WEBRTC_STUN_URLS: .*stun:/)]);
    expect(problems({ WEBRTC_TURN_URLS: 'turn:x', WEBRTC_TURN_SECRET: 'corto' })).toEqual([expect.stringMatching(/^WEBRTC_TURN_SECRET: /)]);
    expect(problems({ WEBRTC_STUN_URLS: 'stun:a:3478,stuns:b:5349' })).toEqual([]);
  });
});
