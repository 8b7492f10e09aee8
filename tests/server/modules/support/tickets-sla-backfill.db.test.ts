import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupportDashboard } from '../../../../src/shared/contracts/support-dashboard';
import { buildApp } from '../../../../src/server/app';
import { createSlaOutcomeBackfill } from '../../../../src/server/modules/support/tickets.sla-backfill';
import { addPerson } from '../../../helpers/people';
import { type TestApp, createTestApp } from '../../../helpers/test-app';

/**
 * The outcomes of tickets from before migration 1210 (issue 14): tickets go through the normal
 * path (API, sweep), their stored outcomes are noted, then put back to null as a row written before
 * the migration had them, and the start-up backfill must decide exactly what the normal path
 * stored — per company (company 1 works around the clock, company 4 Monday to Friday 09:00–18:00
 * with a 20-minute first response) — leave the undecidable null, decide nothing twice, and put the
 * tickets back in the dashboard's compliance figures.
 */
let t: TestApp;
const tokens: Record<string, string> = {};
type Who = 'admin' | 'soporte' | 'operador' | 'ajena' | 'ajenaEmpleado';

const MINUTE = 60_000;
// Friday 2030-01-04, 17:50 in Mexico City (UTC−6), ten minutes before company 4 closes.
const FRIDAY = Date.parse('2030-01-04T23:50:00.000Z');
// Saturday 10:00 in Mexico City: company 4 is closed.
const SATURDAY = Date.parse('2030-01-05T16:00:00.000Z');
// Monday 2030-01-07, 09:00 in Mexico City.
const START = Date.parse('2030-01-07T15:00:00.000Z');
// When the backfill runs: Monday 17:00.
const NOW = START + 480 * MINUTE;
let current = FRIDAY;

const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: Who, payload?: object) => t.app.inject({ method, url, headers: t.bearer(tokens[who]!), ...(payload ? { payload } : {}) });
const ok = async (method: 'GET' | 'POST' | 'PUT', url: string, who: Who, payload?: object) => {
  const response = await call(method, url, who, payload);
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return response.json();
};
const at = async (instant: number, action: () => Promise<unknown>) => {
  current = instant;
  await action();
};
const raise = async (who: 'operador' | 'ajenaEmpleado', subject: string) => ((await ok('POST', '/api/v1/tickets', who, { subject, description: 'Detalle del problema.', category: who === 'operador' ? 'equipo' : 'red', priority: 'normal' })) as { id: number }).id;
const reply = (agent: 'soporte' | 'ajena', id: number) => ok('POST', `/api/v1/tickets/${id}/messages`, agent, { body: 'Lo revisamos.' });
const move = (who: Who, id: number, status: string) => ok('PUT', `/api/v1/tickets/${id}/status`, who, { status });
const dashboard = async (company: 1 | 4) => (await ok('GET', `/api/v1/companies/${company}/support-dashboard?from=2030-01-01&to=2030-01-10`, company === 1 ? 'soporte' : 'ajena')) as SupportDashboard;

type Outcome = { first: number | null; resolution: number | null };
const outcomesOf = async (ids: readonly number[]) => {
  const rows = await t.database.db.selectFrom('tickets').select(['id', 'sla_first_response_met', 'sla_resolution_met']).where('id', 'in', [...ids]).execute();
  return Object.fromEntries(rows.map((row) => [row.id, { first: row.sla_first_response_met, resolution: row.sla_resolution_met }])) as Record<number, Outcome>;
};
/** As a row from before migration 1210: no outcome stored, whatever its clocks. */
const forgetOutcomes = (ids: readonly number[]) => t.database.db.updateTable('tickets').set({ sla_first_response_met: null, sla_resolution_met: null }).where('id', 'in', [...ids]).execute();
/** What the backfill must not touch. */
const untouched = (ids: readonly number[]) =>
  t.database.db.selectFrom('tickets').select(['id', 'updated_at', 'sla_due_at', 'sla_warn_at', 'sla_warned_80_at', 'sla_breach_notified_at']).where('id', 'in', [...ids]).orderBy('id').execute();

type Name = 'calendar1' | 'calendar4' | 'policy1' | 'policy4' | 'met' | 'breached' | 'withdrawnInTime' | 'withdrawnLate' | 'paused' | 'told' | 'answered' | 'open';
const ticket = {} as Record<Name, number>;
/** What the normal path stored for each ticket at NOW, by name. */
let normal = {} as Record<Name, Outcome>;
const all = () => Object.values(ticket);
const byName = (outcomes: Record<number, Outcome>) => Object.fromEntries(Object.entries(ticket).map(([name, id]) => [name, outcomes[id]!])) as Record<Name, Outcome>;

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => new Date(current) });
  // The tests drive the sweep and the backfill themselves; the start-up walk over the demo ends first.
  await t.services.support.slaSweep.stop();
  await t.services.support.slaBackfill.idle();
  await addPerson(t, { email: 'redes@ajena.demo.mx', name: 'Redes', companies: [4], roles: [['employee', 4]] });
  for (const [who, email] of [
    ['admin', 'admin@logistica.demo.mx'],
    ['soporte', 'soporte@logistica.demo.mx'],
    ['operador', 'operador@logistica.demo.mx'],
    ['ajena', 'admin@ajena.demo.mx'],
    ['ajenaEmpleado', 'redes@ajena.demo.mx'],
  ] as const) {
    tokens[who] = (await t.login(email)).access_token;
  }
  const allDay = [{ start: '00:00', end: '24:00' }];
  await ok('PUT', '/api/v1/companies/1/support-settings', 'admin', {
    policies: [{ priority: 'normal', first_response_minutes: 60, resolution_minutes: 240 }],
    calendar: { weekly: Object.fromEntries(['0', '1', '2', '3', '4', '5', '6'].map((day) => [day, allDay])), holidays: [] },
  });
  await ok('PUT', '/api/v1/companies/4/support-settings', 'ajena', {
    policies: [{ priority: 'normal', first_response_minutes: 20, resolution_minutes: 240 }],
    calendar: { weekly: Object.fromEntries(['1', '2', '3', '4', '5'].map((day) => [day, [{ start: '09:00', end: '18:00' }]])), holidays: [] },
  });

  // The same two timelines in both companies. «calendar»: raised Friday 17:50, answered Saturday
  // 10:00 and resolved 10:05 — 16 h around the clock, 10 business minutes in company 4.
  await at(FRIDAY, async () => {
    ticket.calendar1 = await raise('operador', 'Conmutador sin tono');
    ticket.calendar4 = await raise('ajenaEmpleado', 'Conmutador sin tono');
  });
  await at(SATURDAY, async () => {
    await reply('soporte', ticket.calendar1);
    await reply('ajena', ticket.calendar4);
  });
  await at(SATURDAY + 5 * MINUTE, async () => {
    await move('soporte', ticket.calendar1, 'resolved');
    await move('ajena', ticket.calendar4, 'resolved');
  });
  // «policy»: answered in 30 min, resolved in 60 — within company 1's 60 min, past company 4's 20.
  await at(START, async () => {
    ticket.policy1 = await raise('operador', 'Sin red en la báscula');
    ticket.policy4 = await raise('ajenaEmpleado', 'Sin red en la báscula');
    ticket.met = await raise('operador', 'Monitor sin imagen');
    ticket.breached = await raise('operador', 'Sin acceso al correo');
    ticket.withdrawnInTime = await raise('operador', 'Contraseña olvidada');
    ticket.withdrawnLate = await raise('operador', 'Impresora atascada');
    ticket.paused = await raise('operador', 'Carpeta compartida sin permisos');
  });
  await at(START + 10 * MINUTE, () => move('operador', ticket.withdrawnInTime, 'closed'));
  await at(START + 20 * MINUTE, () => reply('soporte', ticket.paused));
  await at(START + 25 * MINUTE, () => move('soporte', ticket.paused, 'waiting_on_requester'));
  await at(START + 30 * MINUTE, async () => {
    await reply('soporte', ticket.met);
    await reply('soporte', ticket.policy1);
    await reply('ajena', ticket.policy4);
  });
  await at(START + 60 * MINUTE, async () => {
    await move('soporte', ticket.policy1, 'resolved');
    await move('ajena', ticket.policy4, 'resolved');
  });
  await at(START + 90 * MINUTE, async () => {
    await reply('soporte', ticket.breached);
    await move('operador', ticket.withdrawnLate, 'closed');
  });
  await at(START + 120 * MINUTE, () => move('soporte', ticket.met, 'resolved'));
  await at(START + 300 * MINUTE, () => move('soporte', ticket.breached, 'resolved'));
  // Still open at NOW: «told» breached its first response and the sweep said so; «answered» is
  // answered and its resolution still counts; «open» counts within both targets.
  await at(NOW - 120 * MINUTE, async () => {
    ticket.told = await raise('operador', 'Radio de patio con estática');
  });
  await at(NOW - 60 * MINUTE, async () => {
    ticket.answered = await raise('operador', 'Teclado de caseta');
  });
  await at(NOW - 50 * MINUTE, async () => {
    await reply('soporte', ticket.answered);
    await t.services.support.slaSweep.run(new Date(current));
  });
  await at(NOW - 30 * MINUTE, async () => {
    ticket.open = await raise('operador', 'Mouse sin batería');
  });
  current = NOW;
  normal = byName(await outcomesOf(all()));
});
afterAll(() => t.close());

describe('the backfill of SLA outcomes', () => {
  it('the normal path decided these outcomes (each company with its own targets and calendar)', () => {
    expect(normal).toEqual({
      calendar1: { first: 0, resolution: 0 },
      calendar4: { first: 1, resolution: 1 },
      policy1: { first: 1, resolution: 1 },
      policy4: { first: 0, resolution: 1 },
      met: { first: 1, resolution: 1 },
      breached: { first: 0, resolution: 0 },
      // Withdrawn unanswered: the first response is stopped (no outcome) unless it had breached.
      withdrawnInTime: { first: null, resolution: 1 },
      withdrawnLate: { first: 0, resolution: 1 },
      paused: { first: 1, resolution: null },
      told: { first: 0, resolution: null },
      answered: { first: 1, resolution: null },
      open: { first: null, resolution: null },
    });
  });

  it('decides what the normal path stored for rows without outcomes, touches nothing else, and puts them back in the dashboard', async () => {
    const figures = { 1: await dashboard(1), 4: await dashboard(4) };
    const before = await untouched(all());
    await forgetOutcomes(all());
    const forgotten = await dashboard(1);
    expect(forgotten.sla_overall).toEqual({ tickets: 10, first_response: { met: 0, breached: 0, percent: null }, resolution: { met: 0, breached: 0, percent: null } });

    const result = await t.services.support.slaBackfill.run(new Date(NOW));
    // Every ticket but «open»; none of the demo's (decided at its load, and by the start-up walk).
    expect(result).toEqual({ found: 11, decided: 11, companies: { 1: 9, 4: 2 }, complete: true });
    expect(byName(await outcomesOf(all()))).toEqual(normal);
    expect(await untouched(all())).toEqual(before);

    const after = { 1: await dashboard(1), 4: await dashboard(4) };
    expect(after[1].sla_overall).toEqual({ tickets: 10, first_response: { met: 4, breached: 4, percent: 50 }, resolution: { met: 4, breached: 2, percent: 66.7 } });
    expect(after[4].sla_overall).toEqual({ tickets: 2, first_response: { met: 1, breached: 1, percent: 50 }, resolution: { met: 2, breached: 0, percent: 100 } });
    expect(after).toEqual(figures);
  });

  it('is idempotent: a second run finds nothing, the undecidable included', async () => {
    expect(await t.services.support.slaBackfill.run(new Date(NOW))).toEqual({ found: 0, decided: 0, companies: {}, complete: true });
    expect(await t.services.support.slaBackfill.run(new Date(NOW + MINUTE))).toEqual({ found: 0, decided: 0, companies: {}, complete: true });
    expect(byName(await outcomesOf(all()))).toEqual(normal);
  });

  it('never overwrites an outcome already stored, even one the engine would now answer differently', async () => {
    const [met, breached] = [ticket.met, ticket.breached];
    // «met» with a breached first response stored, «breached» with a met resolution (a target changed since, say).
    await t.database.db.updateTable('tickets').set({ sla_first_response_met: 0, sla_resolution_met: null }).where('id', '=', met).execute();
    await t.database.db.updateTable('tickets').set({ sla_first_response_met: null, sla_resolution_met: 1 }).where('id', '=', breached).execute();
    expect(await t.services.support.slaBackfill.run(new Date(NOW))).toMatchObject({ found: 2, decided: 2 });
    expect(await outcomesOf([met, breached])).toEqual({ [met]: { first: 0, resolution: 1 }, [breached]: { first: 0, resolution: 1 } });
    expect(await t.services.support.slaBackfill.run(new Date(NOW))).toMatchObject({ found: 0 });
    await t.database.db.updateTable('tickets').set({ sla_first_response_met: 1 }).where('id', '=', met).execute();
    await t.database.db.updateTable('tickets').set({ sla_resolution_met: 0 }).where('id', '=', breached).execute();
  });

  it('decides a breach past on a ticket still open, counts an open one within target as undecided later on', async () => {
    // Two hours on, «open» has breached its first response (its resolution still counts): the
    // sweep would store that; without a breach notice sent, the stored due instant tells it.
    await forgetOutcomes([ticket.open]);
    expect(await t.services.support.slaBackfill.run(new Date(NOW + 120 * MINUTE))).toMatchObject({ found: 1, decided: 1, companies: { 1: 1 } });
    expect(await outcomesOf([ticket.open])).toEqual({ [ticket.open]: { first: 0, resolution: null } });
    expect(await t.services.support.slaBackfill.run(new Date(NOW + 120 * MINUTE))).toMatchObject({ found: 0 });
  });

  it('a priority without a target has no clock: left undecided and not picked again', async () => {
    const real = t.services.support.sla;
    const backfill = createSlaOutcomeBackfill({
      db: t.database.db,
      sla: {
        fillOutcomes: real.fillOutcomes,
        // Company 4 without a target for «normal» (the settings never allow it today).
        companySla: async (companyId) => {
          const company = await real.companySla(companyId);
          return companyId === 4 ? { ...company, targets: new Map([...company.targets].filter(([priority]) => priority !== 'normal')) } : company;
        },
      },
      now: () => new Date(NOW),
      logger: { info: () => undefined, error: (_obj, msg) => expect.fail(msg) },
    });
    const company4 = [ticket.calendar4, ticket.policy4];
    await forgetOutcomes(company4);
    expect(await backfill.run()).toEqual({ found: 0, decided: 0, companies: {}, complete: true });
    expect(await outcomesOf(company4)).toEqual({ [ticket.calendar4]: { first: null, resolution: null }, [ticket.policy4]: { first: null, resolution: null } });
    expect(await backfill.run()).toEqual({ found: 0, decided: 0, companies: {}, complete: true });
    // With its target back, the app's backfill decides them as company 4's rules say.
    expect(await t.services.support.slaBackfill.run(new Date(NOW))).toMatchObject({ found: 2, decided: 2, companies: { 4: 2 } });
    expect(byName(await outcomesOf(all()))).toMatchObject({ calendar4: normal.calendar4, policy4: normal.policy4 });
  });

  it('walks in windows of ids and stops between two when the server closes; the next start goes on', async () => {
    await forgetOutcomes(all());
    const logged: object[] = [];
    let stopped: Promise<void> | undefined;
    const backfill = createSlaOutcomeBackfill({
      db: t.database.db,
      sla: {
        companySla: t.services.support.sla.companySla,
        // The server closes while the first window with a ticket to decide is under way.
        fillOutcomes: async (...args) => {
          const fills = await t.services.support.sla.fillOutcomes(...args);
          stopped ??= backfill.stop();
          return fills;
        },
      },
      now: () => new Date(NOW),
      logger: { info: (obj) => void logged.push(obj), error: (_obj, msg) => expect.fail(msg) },
      windowSize: 1,
    });
    backfill.start();
    await backfill.idle();
    await stopped;
    expect(logged).toEqual([{ found: 1, decided: 1, companies: { 1: 1 }, complete: false }]);
    const decidedSoFar = Object.values(byName(await outcomesOf(all()))).filter((outcome) => outcome.first !== null || outcome.resolution !== null);
    expect(decidedSoFar).toHaveLength(1);
    backfill.start();
    await backfill.idle();
    expect(logged[1]).toEqual({ found: 10, decided: 10, companies: { 1: 8, 4: 2 }, complete: true });
    expect(byName(await outcomesOf(all()))).toEqual({ ...normal, open: { first: null, resolution: null } });
  });
});

describe('at start-up', () => {
  it('a server starting on a database with such rows decides them in the background and says how many', async () => {
    await forgetOutcomes(all());
    const lines: string[] = [];
    const second = await buildApp({
      config: t.config,
      database: t.database,
      mailer: t.mailer,
      clock: () => new Date(NOW),
      logger: { level: 'info', stream: { write: (line) => void lines.push(line) } },
    });
    try {
      await second.app.ready();
      await second.services.support.slaBackfill.idle();
    } finally {
      await second.app.close();
    }
    expect(byName(await outcomesOf(all()))).toEqual({ ...normal, open: { first: null, resolution: null } });
    const logged = lines.map((line) => JSON.parse(line) as { msg: string }).filter((line) => line.msg === 'resultados de SLA de tickets anteriores decididos');
    expect(logged).toEqual([expect.objectContaining({ found: 11, decided: 11, companies: { 1: 9, 4: 2 }, complete: true })]);
  });
});
