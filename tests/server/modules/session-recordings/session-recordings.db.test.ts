import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp, expectErrorShape } from '../../../helpers/test-app';

let t: TestApp;
const tokens: Record<string, string> = {};
let horizonte: number;
let ajena: number;

beforeAll(async () => {
  t = await createTestApp();
  for (const [key, email] of Object.entries({ super: 'super@demo.mx', empleado: 'empleado@horizonte.demo.mx', candidato: 'candidato@demo.mx', admin: 'admin@horizonte.demo.mx' })) {
    tokens[key] = (await t.login(email)).access_token;
  }
  const company = (name: string) => t.database.db.selectFrom('companies').select('id').where('name', '=', name).executeTakeFirstOrThrow();
  horizonte = (await company('Comercializadora Horizonte')).id;
  ajena = (await company('Empresa Ajena')).id;
});
afterAll(() => t.close());

const events = (count: number, start = Date.now()) => Array.from({ length: count }, (_, index) => ({ type: 3, timestamp: start + index * 100, data: { source: 2, type: 2, id: index } }));
const send = (who: string, body: object) => t.app.inject({ method: 'POST', url: '/api/v1/session-recordings/chunks', headers: t.bearer(tokens[who]!), payload: body });

describe('session recording ingest', () => {
  it('stores numbered chunks with the person as the server knows them, once each, and the super admin replays them in order', async () => {
    const key = randomUUID();
    const start = Date.parse('2026-11-24T16:00:00Z');
    expect((await send('empleado', { session_key: key, company_id: horizonte, seq: 0, url: '/control-asistencia/mis-asistencias', events: events(3, start) })).statusCode).toBe(204);
    expect((await send('empleado', { session_key: key, company_id: horizonte, seq: 1, events: events(2, start + 1000) })).statusCode).toBe(204);
    // A retried chunk is not stored twice.
    expect((await send('empleado', { session_key: key, company_id: horizonte, seq: 1, events: events(2, start + 1000) })).statusCode).toBe(204);

    const list = await t.app.inject({ method: 'GET', url: `/api/v1/session-recordings?q=empleado@horizonte&date=2026-11-24`, headers: t.bearer(tokens.super!) });
    expect(list.statusCode, list.body).toBe(200);
    const [recording] = list.json().data;
    expect(recording).toMatchObject({ user_email: 'empleado@horizonte.demo.mx', company_id: horizonte, company_name: 'Comercializadora Horizonte', event_count: 5, first_url: '/control-asistencia/mis-asistencias' });
    expect(recording.user_name).toMatch(/\w+ \w+/);
    const detail = await t.app.inject({ method: 'GET', url: `/api/v1/session-recordings/${recording.id}`, headers: t.bearer(tokens.super!) });
    expect(detail.json().events.map((event: { timestamp: number }) => event.timestamp)).toEqual([start, start + 100, start + 200, start + 1000, start + 1100]);

    const otherDay = await t.app.inject({ method: 'GET', url: `/api/v1/session-recordings?q=empleado@horizonte&date=2026-11-25`, headers: t.bearer(tokens.super!) });
    expect(otherDay.json().total).toBe(0);
  });

  it('is write-only: nobody but the super admin reads recordings, not even their own', async () => {
    for (const who of ['empleado', 'admin', 'candidato']) {
      const list = await t.app.inject({ method: 'GET', url: '/api/v1/session-recordings', headers: t.bearer(tokens[who]!) });
      expect(expectErrorShape(list.json(), 403).data.code).toBe('forbidden');
      const one = await t.app.inject({ method: 'GET', url: '/api/v1/session-recordings/1', headers: t.bearer(tokens[who]!) });
      expect(one.statusCode).toBe(403);
    }
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/v1/session-recordings/chunks', payload: { session_key: randomUUID(), company_id: null, seq: 0, events: events(1) } });
    expect(anonymous.statusCode).toBe(401);
  });

  it('records a job seeker with no company, and refuses a company the user is not in (404)', async () => {
    expect((await send('candidato', { session_key: randomUUID(), company_id: null, seq: 0, events: events(1) })).statusCode).toBe(204);
    const foreign = await send('empleado', { session_key: randomUUID(), company_id: ajena, seq: 0, events: events(1) });
    expect(expectErrorShape(foreign.json(), 404).data.code).toBe('not_found');
  });

  it('refuses malformed chunks with a 422 and stores nothing', async () => {
    const before = await t.database.db.selectFrom('session_recording_chunks').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    for (const body of [
      { session_key: 'not-a-uuid', company_id: null, seq: 0, events: events(1) },
      { session_key: randomUUID(), company_id: null, seq: 0, events: [] },
      { session_key: randomUUID(), company_id: null, seq: 0, events: [{ type: 'x', timestamp: 1 }] },
      { session_key: randomUUID(), company_id: null, seq: -1, events: events(1) },
    ]) {
      expect(expectErrorShape((await send('candidato', body)).json(), 422).data.code).toBe('validation_failed');
    }
    const after = await t.database.db.selectFrom('session_recording_chunks').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('caps a chunk at 512 KiB (413)', async () => {
    const big = events(1).map((event) => ({ ...event, data: { text: 'x'.repeat(600 * 1024) } }));
    const response = await send('candidato', { session_key: randomUUID(), company_id: null, seq: 0, events: big });
    expect(expectErrorShape(response.json(), 413).data.code).toBe('payload_too_large');
  });

  it('limits chunks per user per minute (429)', async () => {
    const limited = await createTestApp();
    try {
      const token = (await limited.login('candidato@demo.mx')).access_token;
      const key = randomUUID();
      const statuses: number[] = [];
      for (let seq = 0; seq < 32; seq += 1) {
        const response = await limited.app.inject({ method: 'POST', url: '/api/v1/session-recordings/chunks', headers: limited.bearer(token), payload: { session_key: key, company_id: null, seq, events: events(1) } });
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(0, 30).every((status) => status === 204)).toBe(true);
      expect(statuses.slice(30)).toEqual([429, 429]);
    } finally {
      await limited.close();
    }
  });

  it('deletes recordings past their retention', async () => {
    let now = new Date('2026-11-01T12:00:00Z');
    const aging = await createTestApp({ SESSION_RECORDING_RETENTION_DAYS: '1' }, { clock: () => now });
    try {
      const token = (await aging.login('candidato@demo.mx')).access_token;
      const response = await aging.app.inject({ method: 'POST', url: '/api/v1/session-recordings/chunks', headers: aging.bearer(token), payload: { session_key: randomUUID(), company_id: null, seq: 0, events: events(2) } });
      expect(response.statusCode).toBe(204);
      expect(await aging.services.sessionRecordings.purgeExpired()).toBe(0);
      now = new Date('2026-11-02T12:00:01Z');
      expect(await aging.services.sessionRecordings.purgeExpired()).toBe(1);
      const chunks = await aging.database.db.selectFrom('session_recording_chunks').select('id').execute();
      expect(chunks).toEqual([]);
    } finally {
      await aging.close();
    }
  });
});
