import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Container } from '../../src/shared/contracts/containers';
import type { Shift } from '../../src/shared/contracts/attendance-shifts';
import { iso6346CheckDigit } from '../../src/shared/iso6346';
import { type TestApp, createTestApp, expectErrorShape } from '../helpers/test-app';

/**
 * Issue 19, defect 3: a bay of -3 was saved as 1, a gross weight of -500 as 0 kg and a negative
 * tolerance as 0. The client no longer rewrites them, and the server refuses each one with a 422
 * that names the field, whatever client sends it; nothing is stored.
 */
let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  // The yard block these positions use (issue 19.2: a position must lie inside the layout).
  await t.database.db.insertInto('yard_blocks').values({ company_id: 1, code: 'N', bays: 30, rows: 6, tiers: 5, reefer_plugs: 1, takes_hazardous: 1, takes_full: 1, takes_empty: 1 }).execute();
  for (const [who, email] of Object.entries({ operador: 'operador@logistica.demo.mx', receptor: 'receptor@logistica.demo.mx', grua: 'grua@logistica.demo.mx', rh: 'admin@horizonte.demo.mx' })) {
    tokens[who] = (await t.login(email)).access_token;
  }
});
afterAll(() => t.close());

const call = (who: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: t.bearer(tokens[who]!), ...(payload ? { payload } : {}) });

let serial = 700_000;
function nextNumber(): string {
  serial += 13;
  const body = `NUMU${String(serial).padStart(6, '0')}`;
  return `${body}${iso6346CheckDigit(body)}`;
}

const announce = (extra: Record<string, unknown> = {}) =>
  call('operador', 'POST', '/api/v1/containers', { number: nextNumber(), iso_type: '42G1', load_status: 'full', category: 'import', shipping_line: 'MSC', seals: [], gross_weight_kg: 21_500, ...extra });

/** The field's Spanish message from a 422 body. */
function refusedField(body: unknown, field: string): string {
  const messages = expectErrorShape(body, 422).data.errors?.[field];
  expect(messages, `data.errors.${field} in ${JSON.stringify(body)}`).toBeDefined();
  return messages![0]!;
}

describe('number fields out of range are refused by name (422), never stored', () => {
  it('a negative bay on a gate in and on a yard move', async () => {
    const created = await announce();
    expect(created.statusCode, created.body).toBe(201);
    const container = created.json() as Container;
    const gateIn = await call('receptor', 'POST', `/api/v1/containers/${container.id}/history`, { type: 'gate_in', position: { block: 'N', bay: -3, row: 2, tier: 1 } });
    expect(refusedField(gateIn.json(), 'position.bay')).toBe('La bahía va de 1 a 99.');

    const placed = await call('receptor', 'POST', `/api/v1/containers/${container.id}/history`, { type: 'gate_in', position: { block: 'N', bay: 3, row: 2, tier: 1 } });
    expect(placed.statusCode, placed.body).toBe(201);
    const yardMove = await call('grua', 'POST', `/api/v1/containers/${container.id}/history`, { type: 'yard_move', position: { block: 'N', bay: -3, row: 2, tier: 1 } });
    expect(refusedField(yardMove.json(), 'position.bay')).toBe('La bahía va de 1 a 99.');
    const location = await call('grua', 'POST', `/api/v1/containers/${container.id}/locations`, { block: 'N', bay: -3, row: 2, tier: 1 });
    expect(refusedField(location.json(), 'bay')).toBe('La bahía va de 1 a 99.');
    const fractional = await call('grua', 'POST', `/api/v1/containers/${container.id}/locations`, { block: 'N', bay: 3, row: 2.5, tier: 1 });
    expect(refusedField(fractional.json(), 'row')).toMatch(/entero/);

    const after = (await call('operador', 'GET', `/api/v1/containers/${container.id}`)).json() as Container;
    expect(after.position).toEqual({ block: 'N', bay: 3, row: 2, tier: 1 });
  });

  it('a negative gross weight on announce and on edit', async () => {
    expect(refusedField((await announce({ gross_weight_kg: -500 })).json(), 'gross_weight_kg')).toBe('El peso bruto no puede ser negativo.');
    const container = (await announce()).json() as Container;
    const edit = await call('operador', 'PUT', `/api/v1/containers/${container.id}`, { gross_weight_kg: -500 });
    expect(refusedField(edit.json(), 'gross_weight_kg')).toBe('El peso bruto no puede ser negativo.');
    const after = (await call('operador', 'GET', `/api/v1/containers/${container.id}`)).json() as Container;
    expect(after.gross_weight_kg).toBe(21_500);
  });

  it('a negative tolerance or window on a new shift and on an edit', async () => {
    const base = { name: 'Turno números', start_time: '08:00', end_time: '16:00', days: [1, 2, 3] };
    const late = await call('rh', 'POST', '/attendance-api/v1/companies/3/shifts', { ...base, late_grace_minutes: -5 });
    expect(refusedField(late.json(), 'late_grace_minutes')).toBe('La tolerancia de retardo va de 0 a 240 minutos.');
    const early = await call('rh', 'POST', '/attendance-api/v1/companies/3/shifts', { ...base, early_exit_grace_minutes: -1 });
    expect(refusedField(early.json(), 'early_exit_grace_minutes')).toBe('La tolerancia de salida anticipada va de 0 a 240 minutos.');
    const partial = await call('rh', 'POST', '/attendance-api/v1/companies/3/shifts', { ...base, entry_window_minutes: 12.5 });
    expect(refusedField(partial.json(), 'entry_window_minutes')).toMatch(/entero/);

    const created = await call('rh', 'POST', '/attendance-api/v1/companies/3/shifts', base);
    expect(created.statusCode, created.body).toBe(201);
    const shift = created.json() as Shift;
    const edit = await call('rh', 'PUT', `/attendance-api/v1/shifts/${shift.id}`, { late_grace_minutes: -5 });
    expect(refusedField(edit.json(), 'late_grace_minutes')).toBe('La tolerancia de retardo va de 0 a 240 minutos.');
    const after = (await call('rh', 'GET', `/attendance-api/v1/shifts/${shift.id}`)).json() as Shift;
    expect(after.late_grace_minutes).toBe(10);
  });
});
