import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TICKET_STATUSES } from '../../../../src/shared/contracts/support';
import { type TestApp, createTestApp } from '../../../helpers/test-app';

/** The demo's support desk: what the first start shows on the support screens. */
let t: TestApp;
let token = '';

beforeAll(async () => {
  t = await createTestApp();
  token = (await t.login('soporte@logistica.demo.mx')).access_token;
});
afterAll(() => t.close());

describe('support demo data', () => {
  it('company 1 has tickets in every status, with conversations and a timeline each', async () => {
    const page = (await t.app.inject({ method: 'GET', url: '/api/v1/companies/1/tickets', headers: t.bearer(token) })).json();
    expect(page.total).toBe(12);
    expect(new Set(page.data.map((ticket: { status: string }) => ticket.status))).toEqual(new Set(TICKET_STATUSES));
    expect(page.data.map((ticket: { reference: string }) => ticket.reference)).toContain('TK-000012');
    const messages = await t.database.db.selectFrom('ticket_messages').select(['kind']).where('company_id', '=', 1).execute();
    expect(messages.filter((message) => message.kind === 'internal_note').length).toBeGreaterThan(0);
    for (const ticket of page.data as { id: number; status: string }[]) {
      const detail = (await t.app.inject({ method: 'GET', url: `/api/v1/tickets/${ticket.id}`, headers: t.bearer(token) })).json();
      expect(detail.status_events[0]).toMatchObject({ from_status: null, to_status: 'new' });
      expect(detail.status_events.at(-1).to_status).toBe(ticket.status);
    }
  });

  it('one urgent ticket is near its first-response target and one is long past its resolution target', async () => {
    const now = Date.now();
    const urgent = await t.database.db.selectFrom('tickets').select(['created_at', 'first_agent_reply_at', 'status']).where('company_id', '=', 1).where('priority', '=', 'urgent').execute();
    const near = urgent.find((ticket) => ticket.first_agent_reply_at === null);
    expect(now - Date.parse(near!.created_at)).toBeLessThan(30 * 60_000);
    const breached = urgent.find((ticket) => now - Date.parse(ticket.created_at) > 9 * 86_400_000);
    expect(breached?.status).toBe('open');
    // Its stored instants put it in the breaching queue, with its resolution clock breached.
    const queue = (await t.app.inject({ method: 'GET', url: '/api/v1/companies/1/tickets?view=breaching', headers: t.bearer(token) })).json();
    const listed = queue.data.find((ticket: { priority: string; created_at: string }) => ticket.priority === 'urgent' && now - Date.parse(ticket.created_at) > 9 * 86_400_000);
    expect(listed.sla.resolution.state).toBe('breached');
  });

  it('stores the SLA targets per priority and the business calendar with the 2026–2027 holidays', async () => {
    const settings = (await t.app.inject({ method: 'GET', url: '/api/v1/companies/1/support-settings', headers: t.bearer(token) })).json();
    expect(settings.is_default).toBe(false);
    expect(settings.policies.map((policy: { priority: string }) => policy.priority)).toEqual(['low', 'normal', 'high', 'urgent']);
    expect(settings.calendar.weekly).toMatchObject({ '1': [{ start: '09:00', end: '18:00' }], '6': [{ start: '09:00', end: '14:00' }] });
    expect(settings.calendar.weekly['0']).toBeUndefined();
    expect(settings.calendar.holidays).toHaveLength(14);
    expect(settings.calendar.holidays).toContain('2026-09-16');
    expect(settings.calendar.holidays).toContain('2027-11-15');
  });
});
