import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSlaSweep } from '../../../../src/server/modules/support/tickets.sla-sweep';
import { type TestApp, createTestApp } from '../../../helpers/test-app';

/**
 * The SLA clocks on the server: both clocks in every answer at the request's instant, the stored
 * due and 80 % instants behind the "breaching soon" queue, the minute sweep's notices (once at
 * 80 %, once at breach, never again after a restart) and the recomputation when the company's
 * targets change. Company 1 works around the clock here, so business time is wall time.
 */
let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
type Who = 'admin' | 'soporte' | 'operador';

const MINUTE = 60_000;
// A Monday, 09:00 in Mexico City.
const START = Date.parse('2030-01-07T15:00:00.000Z');
let current = START;
const iso = (ms: number) => new Date(ms).toISOString();

const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: Who, payload?: object) => t.app.inject({ method, url, headers: t.bearer(tokens[who]!), ...(payload ? { payload } : {}) });
const allDay = [{ start: '00:00', end: '24:00' }];
const settings = (normal: { first_response_minutes: number; resolution_minutes: number }) => ({
  policies: [{ priority: 'normal', ...normal }, { priority: 'urgent', first_response_minutes: 10, resolution_minutes: 60 }],
  calendar: { weekly: Object.fromEntries(['0', '1', '2', '3', '4', '5', '6'].map((day) => [day, allDay])), holidays: [] },
});

const raise = async (subject: string) => {
  const response = await call('POST', '/api/v1/tickets', 'operador', { subject, description: 'Detalle del problema.', category: 'equipo', priority: 'normal' });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; reference: string };
};
const stored = (id: number) =>
  t.database.db.selectFrom('tickets').select(['sla_due_at', 'sla_warn_at', 'sla_warned_80_at', 'sla_breach_notified_at']).where('id', '=', id).executeTakeFirstOrThrow();
const slaNotices = async (reference: string) =>
  (await t.database.db.selectFrom('notifications').select(['user_id', 'title']).where('title', 'like', `${reference}:%SLA%`).orderBy('id').execute()).map((row) => ({ user: row.user_id, title: row.title }));

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => new Date(current) });
  // The tests drive the sweep's instant themselves.
  await t.services.support.slaSweep.stop();
  for (const [who, email] of [['admin', 'admin@logistica.demo.mx'], ['soporte', 'soporte@logistica.demo.mx'], ['operador', 'operador@logistica.demo.mx']] as const) {
    tokens[who] = (await t.login(email)).access_token;
    ids[who] = await t.userIdOf(email);
  }
  const saved = await call('PUT', '/api/v1/companies/1/support-settings', 'admin', settings({ first_response_minutes: 60, resolution_minutes: 240 }));
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(() => t.close());

describe('SLA clocks in answers', () => {
  it('a running ticket shows both clocks counting, in the detail, the list and the search', async () => {
    current = START;
    const ticket = await raise('Teclado de la caseta norte sin respuesta');
    current = START + 30 * MINUTE;
    const detail = (await call('GET', `/api/v1/tickets/${ticket.id}`, 'soporte')).json();
    expect(detail.sla.first_response).toEqual({
      state: 'running',
      elapsed_ms: 30 * MINUTE,
      target_ms: 60 * MINUTE,
      remaining_ms: 30 * MINUTE,
      percent: 50,
      due_at: iso(START + 60 * MINUTE),
      breached_at: null,
      warned_at_80: null,
    });
    expect(detail.sla.resolution).toMatchObject({ state: 'running', elapsed_ms: 30 * MINUTE, due_at: iso(START + 240 * MINUTE) });
    const list = (await call('GET', '/api/v1/companies/1/tickets?view=all', 'soporte')).json();
    expect(list.data.find((row: { id: number }) => row.id === ticket.id).sla).toEqual(detail.sla);
    const search = (await call('GET', '/api/v1/search/tickets?q=teclado%20caseta', 'operador')).json();
    expect(search.data.map((row: { sla: { first_response: { percent: number } } }) => row.sla.first_response.percent)).toEqual([50]);
    expect(await stored(ticket.id)).toMatchObject({ sla_due_at: iso(START + 60 * MINUTE), sla_warn_at: iso(START + 48 * MINUTE) });
  });

  it('a ticket waiting on the requester shows a paused resolution clock and stores no instants', async () => {
    current = START;
    const ticket = await raise('Impresora de embarques atasca el papel');
    current = START + 20 * MINUTE;
    expect((await call('POST', `/api/v1/tickets/${ticket.id}/messages`, 'soporte', { body: '¿Qué modelo es?' })).statusCode).toBe(201);
    current = START + 25 * MINUTE;
    expect((await call('PUT', `/api/v1/tickets/${ticket.id}/status`, 'soporte', { status: 'waiting_on_requester' })).statusCode).toBe(200);
    current = START + 300 * MINUTE;
    const { sla } = (await call('GET', `/api/v1/tickets/${ticket.id}`, 'operador')).json();
    expect(sla.first_response).toMatchObject({ state: 'met', elapsed_ms: 20 * MINUTE, due_at: null });
    expect(sla.resolution).toMatchObject({ state: 'paused', elapsed_ms: 25 * MINUTE, remaining_ms: 215 * MINUTE, due_at: null });
    expect(await stored(ticket.id)).toMatchObject({ sla_due_at: null, sla_warn_at: null });
    // The requester answers: the clock resumes with what it had counted.
    expect((await call('POST', `/api/v1/tickets/${ticket.id}/messages`, 'operador', { body: 'Es la del andén 3.' })).statusCode).toBe(201);
    expect(await stored(ticket.id)).toMatchObject({ sla_due_at: iso(START + (300 + 215) * MINUTE) });
  });

  it('a ticket past its target shows the clock breached at the exact instant', async () => {
    current = START;
    const ticket = await raise('Sin acceso a la carpeta de tarifas');
    current = START + 75 * MINUTE;
    const { sla } = (await call('GET', `/api/v1/tickets/${ticket.id}`, 'soporte')).json();
    expect(sla.first_response).toMatchObject({ state: 'breached', remaining_ms: -15 * MINUTE, percent: 125, breached_at: iso(START + 60 * MINUTE), due_at: iso(START + 60 * MINUTE), warned_at_80: iso(START + 48 * MINUTE) });
  });
});

describe('the breaching-soon queue', () => {
  it('lists running clocks at 80 % or past, soonest due first; not the fresh, paused or resolved', async () => {
    current = START + 1000 * MINUTE;
    const late = await raise('Monitor de báscula apagado');
    current += 10 * MINUTE;
    const later = await raise('Radio de patio con estática');
    const fresh = await raise('Cambio de contraseña de correo');
    const resolved = await raise('Mouse inalámbrico sin batería');
    current += 55 * MINUTE;
    expect((await call('PUT', `/api/v1/tickets/${resolved.id}/status`, 'soporte', { status: 'resolved' })).statusCode).toBe(200);
    const paused = await raise('Carpeta compartida sin permisos');
    expect((await call('PUT', `/api/v1/tickets/${paused.id}/status`, 'soporte', { status: 'waiting_on_requester' })).statusCode).toBe(200);
    current += 1 * MINUTE;
    // late: 66 min (breached); later: 56 min (93 %); fresh: 56 min too but answered now.
    expect((await call('POST', `/api/v1/tickets/${fresh.id}/messages`, 'soporte', { body: 'Ya la cambiamos.' })).statusCode).toBe(201);
    const page = (await call('GET', '/api/v1/companies/1/tickets?view=breaching', 'soporte')).json();
    const listed = page.data.map((row: { id: number }) => row.id);
    expect(listed.indexOf(late.id)).toBeGreaterThanOrEqual(0);
    expect(listed.indexOf(later.id)).toBeGreaterThan(listed.indexOf(late.id));
    for (const absent of [fresh, resolved, paused]) expect(listed).not.toContain(absent.id);
    const dues = page.data.map((row: { sla: { first_response: { due_at: string | null }; resolution: { due_at: string | null } } }) =>
      [row.sla.first_response.due_at, row.sla.resolution.due_at].filter((due) => due !== null).sort()[0],
    );
    expect(dues).toEqual([...dues].sort());
    expect(page.total).toBe(listed.length);
    // Queue views are support's: a requester's list is their own tickets, whatever the view.
    const own = (await call('GET', '/api/v1/companies/1/tickets?view=breaching', 'operador')).json();
    expect(own.data.every((row: { requester: { id: number } }) => row.requester.id === ids.operador)).toBe(true);
  });
});

/** A sweep of its own, as another server's (or this one's after a restart) would be. */
function sweepWith(now: Date, rest?: (busyMs: number) => Promise<unknown>) {
  return createSlaSweep({
    db: t.database.db,
    sla: t.services.support.sla,
    notifications: t.services.notifications,
    mailer: t.mailer,
    agentsOf: async () => [ids.soporte!],
    changed: () => undefined,
    now: () => now,
    onError: (error) => {
      throw error;
    },
    rest,
  });
}

describe('the SLA sweep', () => {
  it('tells the assignee once at 80 % and once at breach, by notification and e-mail; a restart repeats nothing', async () => {
    current = START + 5000 * MINUTE;
    const ticket = await raise('Lector de gafetes de la puerta 4 no abre');
    expect((await call('PUT', `/api/v1/tickets/${ticket.id}/assignee`, 'admin', { assignee_id: ids.soporte })).statusCode).toBe(200);
    const sweep = t.services.support.slaSweep;
    await sweep.run(new Date(current + 47 * MINUTE));
    expect(await slaNotices(ticket.reference)).toEqual([]);
    await sweep.run(new Date(current + 48 * MINUTE));
    await sweep.run(new Date(current + 49 * MINUTE));
    expect(await slaNotices(ticket.reference)).toEqual([{ user: ids.soporte, title: `${ticket.reference}: 80 % del SLA de primera respuesta` }]);
    expect((await stored(ticket.id)).sla_warned_80_at).toBe(iso(current + 48 * MINUTE));
    // The breach, by a sweep whose rests are recorded: after each chunk it rests as long as the
    // chunk took (half the server's time at most).
    const rests: number[] = [];
    await sweepWith(new Date(current + 60 * MINUTE), async (busyMs) => void rests.push(busyMs)).run();
    expect(rests.length).toBeGreaterThanOrEqual(1);
    for (const busyMs of rests) expect(busyMs).toBeGreaterThan(0);
    await sweep.run(new Date(current + 61 * MINUTE));
    // Another server (or this one restarted) finds both stamped.
    const restarted = sweepWith(new Date(current + 90 * MINUTE));
    await restarted.run();
    expect(await slaNotices(ticket.reference)).toEqual([
      { user: ids.soporte, title: `${ticket.reference}: 80 % del SLA de primera respuesta` },
      { user: ids.soporte, title: `${ticket.reference}: venció el SLA de primera respuesta` },
    ]);
    const mails = t.mailer.messages.filter((mail) => mail.to === 'soporte@logistica.demo.mx' && mail.subject.startsWith(`[${ticket.reference}]`));
    expect(mails.map((mail) => mail.text.includes('80 %') ? 'warning' : mail.text.includes('pasó su meta') ? 'breach' : 'other')).toEqual(['warning', 'breach']);
  });

  it('an unassigned ticket past both instants gets only the breach notice, sent to the company support', async () => {
    current = START + 9000 * MINUTE;
    const ticket = await raise('Teléfono de la oficina de aduanas mudo');
    const result = await t.services.support.slaSweep.run(new Date(current + 70 * MINUTE));
    expect(result.breaches).toBeGreaterThanOrEqual(1);
    const notices = await slaNotices(ticket.reference);
    expect(notices.every((notice) => notice.title === `${ticket.reference}: venció el SLA de primera respuesta`)).toBe(true);
    expect(notices.map((notice) => notice.user)).toEqual(expect.arrayContaining([ids.soporte, ids.admin]));
    expect(await stored(ticket.id)).toMatchObject({ sla_breach_notified_at: iso(current + 70 * MINUTE), sla_warned_80_at: iso(current + 70 * MINUTE) });
    await t.services.support.slaSweep.run(new Date(current + 80 * MINUTE));
    expect(await slaNotices(ticket.reference)).toHaveLength(notices.length);
  });

  it('a met first response leaves the resolution clock to be told on its own at 80 %', async () => {
    current = START + 12_000 * MINUTE;
    const ticket = await raise('Proyector de la sala de juntas sin señal');
    const sweep = t.services.support.slaSweep;
    await sweep.run(new Date(current + 50 * MINUTE));
    current += 55 * MINUTE;
    expect((await call('POST', `/api/v1/tickets/${ticket.id}/messages`, 'soporte', { body: 'Vamos a revisarlo.' })).statusCode).toBe(201);
    expect(await stored(ticket.id)).toMatchObject({ sla_warn_at: iso(current - 55 * MINUTE + 192 * MINUTE), sla_warned_80_at: null });
    await sweep.run(new Date(current - 55 * MINUTE + 192 * MINUTE));
    await sweep.run(new Date(current - 55 * MINUTE + 200 * MINUTE));
    // Unassigned: each of the company's support people is told, once per phase.
    expect((await slaNotices(ticket.reference)).filter((notice) => notice.user === ids.soporte).map((notice) => notice.title)).toEqual([
      `${ticket.reference}: 80 % del SLA de primera respuesta`,
      `${ticket.reference}: 80 % del SLA de resolución`,
    ]);
  });
});

describe('recomputing the stored instants', () => {
  it('a settings change moves the due instants of the open tickets and reopens a warning the new target puts ahead', async () => {
    current = START + 20_000 * MINUTE;
    const ticket = await raise('Pantalla de turnos congelada');
    await t.services.support.slaSweep.run(new Date(current + 50 * MINUTE));
    expect((await stored(ticket.id)).sla_warned_80_at).toBe(iso(current + 50 * MINUTE));
    current += 50 * MINUTE;
    const saved = await call('PUT', '/api/v1/companies/1/support-settings', 'admin', settings({ first_response_minutes: 120, resolution_minutes: 480 }));
    expect(saved.statusCode, saved.body).toBe(200);
    const created = current - 50 * MINUTE;
    expect(await stored(ticket.id)).toEqual({ sla_due_at: iso(created + 120 * MINUTE), sla_warn_at: iso(created + 96 * MINUTE), sla_warned_80_at: null, sla_breach_notified_at: null });
    const { sla } = (await call('GET', `/api/v1/tickets/${ticket.id}`, 'soporte')).json();
    expect(sla.first_response).toMatchObject({ target_ms: 120 * MINUTE, due_at: iso(created + 120 * MINUTE) });
    // A priority change is a change of targets too.
    expect((await call('PUT', `/api/v1/tickets/${ticket.id}`, 'soporte', { priority: 'urgent' })).statusCode).toBe(200);
    expect(await stored(ticket.id)).toMatchObject({ sla_due_at: iso(created + 10 * MINUTE) });
  });

  it('refuses a calendar without any business time (the clock could never reach a target)', async () => {
    const response = await call('PUT', '/api/v1/companies/1/support-settings', 'admin', { ...settings({ first_response_minutes: 60, resolution_minutes: 240 }), calendar: { weekly: {}, holidays: [] } });
    expect(response.statusCode).toBe(422);
    expect(response.json().data.errors.calendar[0]).toContain('horario laboral');
  });
});
