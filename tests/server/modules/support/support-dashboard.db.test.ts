import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupportDashboard } from '../../../../src/shared/contracts/support-dashboard';
import { addPerson } from '../../../helpers/people';
import { type TestApp, createTestApp, expectErrorShape } from '../../../helpers/test-app';

/**
 * Support's dashboard on a known set of tickets (raised in 2030 under a test clock, so the demo's
 * tickets stay out of the period), the people a ticket may be assigned to, and the tickets report
 * (signed URL, XLSX read back, CSV), each with its role matrix: support (role or department) yes,
 * a plain member 403, another tenant 404.
 */
let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
type Who = 'admin' | 'soporte' | 'operador' | 'ajena' | 'super' | 'deptMember';

const MINUTE = 60_000;
// Monday 2030-03-04, 09:00 in Mexico City.
const DAY1 = Date.parse('2030-03-04T15:00:00.000Z');
let current = DAY1;

const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: Who, payload?: object) => t.app.inject({ method, url, headers: t.bearer(tokens[who]!), ...(payload ? { payload } : {}) });
const ok = async (method: 'GET' | 'POST' | 'PUT', url: string, who: Who, payload?: object) => {
  const response = await call(method, url, who, payload);
  expect(response.statusCode, `${url}: ${response.body}`).toBeLessThan(300);
  return response.json();
};
const allDay = [{ start: '00:00', end: '24:00' }];
const raise = (subject: string, category: string) => ok('POST', '/api/v1/tickets', 'operador', { subject, description: 'Detalle del problema.', category, priority: 'normal' }) as Promise<{ id: number; reference: string }>;
const dashboard = async (query = 'from=2030-03-04&to=2030-03-06') => (await ok('GET', `/api/v1/companies/1/support-dashboard?${query}`, 'soporte')) as SupportDashboard;

const tickets: Record<'a' | 'b' | 'c', { id: number; reference: string }> = {} as never;
let before: SupportDashboard;

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => new Date(current) });
  await t.services.support.slaSweep.stop();
  ids.deptMember = await addPerson(t, { email: 'mesa2@logistica.demo.mx', name: 'Mesa', departments: [[1, 'soporte-tecnico']], roles: [['employee', 1]] });
  const people: [Who, string][] = [
    ['admin', 'admin@logistica.demo.mx'],
    ['soporte', 'soporte@logistica.demo.mx'],
    ['operador', 'operador@logistica.demo.mx'],
    ['ajena', 'admin@ajena.demo.mx'],
    ['super', 'super@demo.mx'],
    ['deptMember', 'mesa2@logistica.demo.mx'],
  ];
  for (const [who, email] of people) {
    tokens[who] = (await t.login(email)).access_token;
    ids[who] = await t.userIdOf(email);
  }
  // Around the clock: business time is wall time. First response 60 min, resolution 240 min.
  await ok('PUT', '/api/v1/companies/1/support-settings', 'admin', {
    policies: [{ priority: 'normal', first_response_minutes: 60, resolution_minutes: 240 }],
    calendar: { weekly: Object.fromEntries(['0', '1', '2', '3', '4', '5', '6'].map((day) => [day, allDay])), holidays: [] },
  });
  current = DAY1;
  before = await dashboard();
  // A: answered in 30 min by Lucía, resolved at 2 h — both clocks met.
  tickets.a = await raise('Monitor sin imagen en la caseta', 'equipo');
  // B: nobody answers; the sweep at 2 h finds its first response breached.
  tickets.b = await raise('Sin acceso al correo', 'correo');
  current = DAY1 + 30 * MINUTE;
  await ok('PUT', `/api/v1/tickets/${tickets.a.id}/assignee`, 'soporte', { assignee_id: ids.soporte });
  await ok('POST', `/api/v1/tickets/${tickets.a.id}/messages`, 'soporte', { kind: 'public_reply', body: 'Lo reviso.' });
  current = DAY1 + 120 * MINUTE;
  await ok('PUT', `/api/v1/tickets/${tickets.a.id}/status`, 'soporte', { status: 'resolved' });
  await t.services.support.slaSweep.run(new Date(current));
  // C: raised the next day, never answered; the sweep ten days on finds both clocks breached.
  current = DAY1 + 24 * 60 * MINUTE;
  tickets.c = await raise('Teclado dañado', 'equipo');
  current = DAY1 + 10 * 24 * 60 * MINUTE;
  await t.services.support.slaSweep.run(new Date(current));
});
afterAll(() => t.close());

describe('support dashboard', () => {
  it('counts the period per day, the SLA compliance overall, per agent and per category', async () => {
    const figures = await dashboard();
    expect(figures).toMatchObject({ company_id: 1, from: '2030-03-04', to: '2030-03-06' });
    expect(before.per_day.every((day) => day.created === 0 && day.resolved === 0)).toBe(true);
    expect(figures.per_day).toEqual([
      { date: '2030-03-04', created: 2, resolved: 1 },
      { date: '2030-03-05', created: 1, resolved: 0 },
      { date: '2030-03-06', created: 0, resolved: 0 },
    ]);
    // A met both; B breached its first response (its resolution is told with it, undecided here); C breached both.
    expect(figures.sla_overall).toEqual({ tickets: 3, first_response: { met: 1, breached: 2, percent: 33.3 }, resolution: { met: 1, breached: 1, percent: 50 } });
    expect(figures.sla_by_agent).toEqual([
      { agent: null, tickets: 2, first_response: { met: 0, breached: 2, percent: 0 }, resolution: { met: 0, breached: 1, percent: 0 } },
      { agent: { id: ids.soporte, name: 'Lucía Pérez' }, tickets: 1, first_response: { met: 1, breached: 0, percent: 100 }, resolution: { met: 1, breached: 0, percent: 100 } },
    ]);
    expect(figures.sla_by_category).toEqual([
      { category: 'equipo', tickets: 2, first_response: { met: 1, breached: 1, percent: 50 }, resolution: { met: 1, breached: 1, percent: 50 } },
      { category: 'correo', tickets: 1, first_response: { met: 0, breached: 1, percent: 0 }, resolution: { met: 0, breached: 0, percent: null } },
    ]);
  });

  it('counts every ticket by status and the open backlog by age', async () => {
    const figures = await dashboard();
    const delta = Object.fromEntries(figures.by_status.map((row) => [row.status, row.count - before.by_status.find((old) => old.status === row.status)!.count]));
    expect(delta).toEqual({ new: 2, open: 0, waiting_on_requester: 0, resolved: 1, closed: 0, reopened: 0 });
    // Ten days on: B (10 days) and C (9 days) are 8–14 days old; the demo's open tickets are years older.
    const open = figures.by_status.filter((row) => ['new', 'open', 'waiting_on_requester', 'reopened'].includes(row.status)).reduce((sum, row) => sum + row.count, 0);
    expect(figures.backlog_age).toEqual([
      { bucket: '0-1', count: 0 },
      { bucket: '2-3', count: 0 },
      { bucket: '4-7', count: 0 },
      { bucket: '8-14', count: 2 },
      { bucket: '15-30', count: 0 },
      { bucket: '31+', count: open - 2 },
    ]);
  });

  it('defaults to the last 30 days and refuses a bad period with Spanish messages', async () => {
    const figures = await dashboard('');
    expect(figures.to).toBe('2030-03-14');
    expect(figures.from).toBe('2030-02-13');
    expect(figures.per_day).toHaveLength(30);
    for (const [query, field] of [['from=2030-03-10&to=2030-03-01', 'querystring.to'], ['from=2030-01-01&to=2030-12-31', 'querystring.to'], ['from=ayer', 'querystring.from']] as const) {
      const response = await call('GET', `/api/v1/companies/1/support-dashboard?${query}`, 'soporte');
      expect(expectErrorShape(response.json(), 422).data.errors, query).toHaveProperty(field);
    }
  });

  it('is support’s: role or department yes, a plain member 403, another tenant 404', async () => {
    for (const who of ['soporte', 'admin', 'deptMember', 'super'] as const) expect((await call('GET', '/api/v1/companies/1/support-dashboard', who)).statusCode, who).toBe(200);
    expect(expectErrorShape((await call('GET', '/api/v1/companies/1/support-dashboard', 'operador')).json(), 403).data.code).toBe('forbidden');
    expect(expectErrorShape((await call('GET', '/api/v1/companies/1/support-dashboard', 'ajena')).json(), 404).data.code).toBe('not_found');
  });
});

describe('support agents', () => {
  it('lists the assignable people by full name: technical_support holders and the department, not the admin', async () => {
    const { data } = (await ok('GET', '/api/v1/companies/1/support-agents', 'soporte')) as { data: { id: number; name: string }[] };
    const byId = new Map(data.map((agent) => [agent.id, agent.name]));
    expect(byId.get(ids.soporte!)).toBe('Lucía Pérez');
    expect(byId.get(ids.deptMember!)).toBe('Mesa De');
    expect(byId.has(ids.admin!)).toBe(false);
    expect(byId.has(ids.operador!)).toBe(false);
    // Everyone listed is accepted as the assignee.
    for (const agent of data) expect((await call('PUT', `/api/v1/tickets/${tickets.c.id}/assignee`, 'soporte', { assignee_id: agent.id })).statusCode, agent.name).toBe(200);
  });

  it('is support’s: a plain member 403, another tenant 404', async () => {
    expect((await call('GET', '/api/v1/companies/1/support-agents', 'deptMember')).statusCode).toBe(200);
    expect((await call('GET', '/api/v1/companies/1/support-agents', 'operador')).statusCode).toBe(403);
    expect((await call('GET', '/api/v1/companies/1/support-agents', 'ajena')).statusCode).toBe(404);
  });
});

describe('tickets report', () => {
  it('streams an XLSX with every column and each clock’s state, filtered by the period', async () => {
    const generated = await ok('GET', '/api/v1/companies/1/generate-url-report/tickets?format=xlsx&from=2030-03-04&to=2030-03-06', 'soporte');
    expect(generated.file_name).toMatch(/^tickets-soporte-.*\.xlsx$/);
    const file = await t.app.inject({ method: 'GET', url: generated.url });
    expect(file.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Tickets')!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      'referencia', 'asunto', 'categoría', 'prioridad', 'estado', 'solicitante', 'responsable', 'creado', 'primera respuesta', 'resuelto', 'SLA primera respuesta', 'SLA resolución',
    ]);
    const rows: unknown[][] = [];
    sheet.eachRow((row, index) => {
      if (index > 1) rows.push((row.values as unknown[]).slice(1));
    });
    expect(rows.map((row) => row[0])).toEqual([tickets.a.reference, tickets.b.reference, tickets.c.reference]);
    expect(rows[0]!.slice(0, 7)).toEqual([tickets.a.reference, 'Monitor sin imagen en la caseta', 'Equipo de cómputo', 'Normal', 'Resuelto', expect.any(String), 'Lucía Pérez']);
    expect(rows[0]![7]).toBeInstanceOf(Date);
    expect(rows[0]!.slice(10)).toEqual(['Cumplido', 'Cumplido']);
    expect(rows[2]!.slice(10)).toEqual(['Vencido', 'Vencido']);
  });

  it('streams a CSV narrowed by status and category', async () => {
    const generated = await ok('GET', '/api/v1/companies/1/generate-url-report/tickets?format=csv&status=new&category=correo&from=2030-03-01&to=2030-03-31', 'deptMember');
    const csv = (await t.app.inject({ method: 'GET', url: generated.url })).body;
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toContain('referencia,asunto,categoría');
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual([tickets.b.reference]);
    expect(lines[1]).toContain('Vencido');
  });

  it('is support’s, checks its filters, and another tenant’s company is not there', async () => {
    expect((await call('GET', '/api/v1/companies/1/generate-url-report/tickets?format=csv', 'operador')).statusCode).toBe(403);
    expect((await call('GET', '/api/v1/companies/1/generate-url-report/tickets?format=csv', 'ajena')).statusCode).toBe(404);
    const bad = await call('GET', '/api/v1/companies/1/generate-url-report/tickets?format=csv&status=perdido&from=2030-03-09&to=2030-03-01', 'soporte');
    const errors = expectErrorShape(bad.json(), 422).data.errors;
    expect(errors).toHaveProperty('status');
  });
});
