import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SLA_POLICIES } from '../../../../src/shared/contracts/support';
import { type TestApp, createTestApp, expectErrorShape } from '../../../helpers/test-app';

/**
 * A company's SLA targets per priority and its business calendar: the defaults until it saves its
 * own; support reads them, the company's admins write them; bad intervals and minutes are refused
 * with Spanish messages and nothing is stored.
 */
let t: TestApp;
const tokens: Record<string, string> = {};
type Who = 'admin' | 'soporte' | 'operador' | 'ajena' | 'super';
const call = (method: 'GET' | 'PUT', url: string, who: Who, payload?: object) => t.app.inject({ method, url, headers: t.bearer(tokens[who]!), ...(payload ? { payload } : {}) });

const workday = [{ start: '09:00', end: '18:00' }];
const valid = {
  policies: [
    { priority: 'urgent', first_response_minutes: 15, resolution_minutes: 120 },
    { priority: 'normal', first_response_minutes: 120, resolution_minutes: 960 },
  ],
  calendar: { weekly: { '1': workday, '2': workday, '3': workday, '4': workday, '5': workday, '6': [{ start: '09:00', end: '14:00' }] }, holidays: ['2026-12-25', '2026-09-16'] },
};

beforeAll(async () => {
  t = await createTestApp();
  for (const [who, email] of [['admin', 'admin@logistica.demo.mx'], ['soporte', 'soporte@logistica.demo.mx'], ['operador', 'operador@logistica.demo.mx'], ['ajena', 'admin@ajena.demo.mx'], ['super', 'super@demo.mx']] as const) {
    tokens[who] = (await t.login(email)).access_token;
  }
});
afterAll(() => t.close());

describe('support settings', () => {
  it('answers the defaults until the company saves its own', async () => {
    const response = await call('GET', '/api/v1/companies/3/support-settings', 'super');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ is_default: true, calendar: { holidays: [] } });
    expect(response.json().policies).toHaveLength(4);
  });

  it('the admin saves them; a priority left out keeps its default; support reads them', async () => {
    const saved = await call('PUT', '/api/v1/companies/1/support-settings', 'admin', valid);
    expect(saved.statusCode, saved.body).toBe(200);
    const read = (await call('GET', '/api/v1/companies/1/support-settings', 'soporte')).json();
    expect(read.is_default).toBe(false);
    expect(read.policies).toEqual([
      DEFAULT_SLA_POLICIES.find((policy) => policy.priority === 'low'),
      { priority: 'normal', first_response_minutes: 120, resolution_minutes: 960 },
      DEFAULT_SLA_POLICIES.find((policy) => policy.priority === 'high'),
      { priority: 'urgent', first_response_minutes: 15, resolution_minutes: 120 },
    ]);
    expect(read.calendar).toEqual({ weekly: valid.calendar.weekly, holidays: ['2026-09-16', '2026-12-25'] });
    // Saving again replaces the whole set.
    await call('PUT', '/api/v1/companies/1/support-settings', 'admin', { ...valid, policies: [valid.policies[0]] });
    expect(await t.database.db.selectFrom('support_sla_policies').select('priority').where('company_id', '=', 1).execute()).toEqual([{ priority: 'urgent' }]);
  });

  it('a plain employee may not read them, support may not write them, another tenant gets 404', async () => {
    expect((await call('GET', '/api/v1/companies/1/support-settings', 'operador')).statusCode).toBe(403);
    expect((await call('PUT', '/api/v1/companies/1/support-settings', 'soporte', valid)).statusCode).toBe(403);
    expect((await call('GET', '/api/v1/companies/1/support-settings', 'ajena')).statusCode).toBe(404);
    expect((await call('PUT', '/api/v1/companies/1/support-settings', 'ajena', valid)).statusCode).toBe(404);
  });

  it('refuses minutes that are not positive, unordered or overlapping hours, bad dates; nothing is stored', async () => {
    const before = await t.database.db.selectFrom('support_business_calendars').selectAll().where('company_id', '=', 1).executeTakeFirst();
    const cases: [object, string][] = [
      [{ ...valid, policies: [{ priority: 'low', first_response_minutes: 0, resolution_minutes: 10 }] }, 'mayor que 0'],
      [{ ...valid, policies: [{ priority: 'low', first_response_minutes: 100, resolution_minutes: 10 }] }, 'primera respuesta'],
      [{ ...valid, policies: [valid.policies[0], valid.policies[0]] }, 'repetidas'],
      [{ ...valid, calendar: { ...valid.calendar, weekly: { '1': [{ start: '14:00', end: '18:00' }, { start: '09:00', end: '13:00' }] } } }, 'en orden'],
      [{ ...valid, calendar: { ...valid.calendar, weekly: { '1': [{ start: '09:00', end: '13:00' }, { start: '12:00', end: '18:00' }] } } }, 'encimarse'],
      [{ ...valid, calendar: { ...valid.calendar, weekly: { '1': [{ start: '18:00', end: '09:00' }] } } }, 'empezar antes'],
      [{ ...valid, calendar: { ...valid.calendar, weekly: { '1': [{ start: '9', end: '25:00' }] } } }, 'HH:MM'],
      [{ ...valid, calendar: { ...valid.calendar, weekly: { '7': workday } } }, 'domingo'],
      [{ ...valid, calendar: { ...valid.calendar, holidays: ['2026-02-30'] } }, 'no existe'],
      [{ ...valid, calendar: { ...valid.calendar, holidays: ['2026-12-25', '2026-12-25'] } }, 'repetidos'],
    ];
    for (const [payload, words] of cases) {
      const response = await call('PUT', '/api/v1/companies/1/support-settings', 'admin', payload);
      const error = expectErrorShape(response.json(), 422);
      expect(JSON.stringify(error.data.errors), words).toContain(words);
    }
    expect(await t.database.db.selectFrom('support_business_calendars').selectAll().where('company_id', '=', 1).executeTakeFirst()).toEqual(before);
  });

  it('accepts a 24x7 calendar (24:00 as an end)', async () => {
    const allDay = [{ start: '00:00', end: '24:00' }];
    const weekly = Object.fromEntries(['0', '1', '2', '3', '4', '5', '6'].map((day) => [day, allDay]));
    const response = await call('PUT', '/api/v1/companies/1/support-settings', 'super', { policies: valid.policies, calendar: { weekly, holidays: [] } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().calendar.weekly['0']).toEqual(allDay);
  });
});
