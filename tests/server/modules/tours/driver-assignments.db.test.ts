import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { driverAssignmentsSchema } from '../../../../src/shared/contracts/parabus-tours';
import { currentUserSchema } from '../../../../src/shared/contracts/users';
import { addPerson } from '../../../helpers/people';
import { type TestApp, createTestApp, expectErrorShape } from '../../../helpers/test-app';

/**
 * «Mis viajes»: a driver (an employee with a licence linked to their user) reads their own
 * assignments — units with their routes, tours not ended yet — and nobody else's. The demo driver
 * chofer@parabus.demo.mx is employee PAR-0002: driver of bus PB-01 (route R101) and of the demo tours.
 */
let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

const call = (url: string, who: string) => t.app.inject({ method: 'GET', url, headers: t.bearer(tokens[who]!) });

beforeAll(async () => {
  t = await createTestApp();
  ids.driver = await t.userIdOf('chofer@parabus.demo.mx');
  ids.admin = await t.userIdOf('transporte@parabus.demo.mx');
  ids.plain = await addPerson(t, { email: 'taquilla@parabus.demo.mx', departments: [[2, 'operaciones']], roles: [['employee', 2]] });
  tokens.driver = (await t.login('chofer@parabus.demo.mx')).access_token;
  tokens.admin = (await t.login('transporte@parabus.demo.mx')).access_token;
  tokens.plain = (await t.login('taquilla@parabus.demo.mx')).access_token;
  tokens.ajena = (await t.login('admin@ajena.demo.mx')).access_token;
});
afterAll(() => t.close());

describe('GET /api/v1/user: where the caller drives, for the «Mis viajes» menu entry', () => {
  it('names the driver\'s company, and none for a plain employee or a manager', async () => {
    const drives = async (who: string) => currentUserSchema.parse((await call('/api/v1/user', who)).json()).driver_company_ids;
    expect(await drives('driver')).toEqual([2]);
    expect(await drives('plain')).toEqual([]);
    expect(await drives('admin')).toEqual([]);
  });
});

describe('GET /api/v1/users/{id}/driver-assignments', () => {
  it("answers the driver's bus with its route and the tours they drive, with passengers", async () => {
    const response = await call(`/api/v1/users/${ids.driver}/driver-assignments`, 'driver');
    expect(response.statusCode, response.body).toBe(200);
    const body = driverAssignmentsSchema.parse(response.json());
    expect(body.units.map((unit) => unit.number)).toEqual(['PB-01']);
    expect(body.units[0]).toMatchObject({ company_id: 2, kind: 'bus' });
    expect(body.units[0]!.routes.map((route) => route.code)).toEqual(['R101']);
    // Both demo tours are driven by PAR-0002; today's first, with its passengers counted.
    expect(body.tours.map((tour) => tour.name)).toEqual(['Tequila y Pueblo Mágico', 'Chapala y Ajijic']);
    expect(body.tours[0]).toMatchObject({ passengers_count: 16, boarded_count: 9, driver: { full_name: expect.stringContaining('Fernando') } });
  });

  it("follows the fleet's assignments: a unit given to the driver appears, one taken away goes", async () => {
    const { db } = t.database;
    const employee = await db.selectFrom('employees').select('id').where('employee_number', '=', 'PAR-0002').executeTakeFirstOrThrow();
    const pb05 = await db.selectFrom('units').select('id').where('number', '=', 'PB-05').executeTakeFirstOrThrow();
    await db.insertInto('unit_drivers').values({ unit_id: pb05.id, employee_id: employee.id, company_id: 2 }).execute();
    const numbers = async () => driverAssignmentsSchema.parse((await call(`/api/v1/users/${ids.driver}/driver-assignments`, 'driver')).json()).units.map((unit) => unit.number);
    expect(await numbers()).toEqual(['PB-01', 'PB-05']);
    await db.deleteFrom('unit_drivers').where('unit_id', '=', pb05.id).where('employee_id', '=', employee.id).execute();
    expect(await numbers()).toEqual(['PB-01']);
  });

  it('answers only the caller: another user of the same or another company is a 404', async () => {
    for (const [who, userId] of [['admin', ids.driver], ['plain', ids.driver], ['ajena', ids.driver], ['driver', ids.admin]] as const) {
      const response = await call(`/api/v1/users/${userId}/driver-assignments`, who);
      expect(response.statusCode, `${who} → ${userId}`).toBe(404);
      expectErrorShape(response.json(), 404);
    }
  });

  it('answers empty lists to an employee who drives nothing, and to a manager asking for themself', async () => {
    expect(driverAssignmentsSchema.parse((await call(`/api/v1/users/${ids.plain}/driver-assignments`, 'plain')).json())).toEqual({ units: [], tours: [] });
    expect(driverAssignmentsSchema.parse((await call(`/api/v1/users/${ids.admin}/driver-assignments`, 'admin')).json())).toEqual({ units: [], tours: [] });
  });

  it("lets the driver open their tour's manifest but not another tour's of the company", async () => {
    const body = driverAssignmentsSchema.parse((await call(`/api/v1/users/${ids.driver}/driver-assignments`, 'driver')).json());
    const manifest = await call(`/api/v1/tours/${body.tours[0]!.id}/manifest`, 'driver');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toContain('application/pdf');
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/v1/tours',
      headers: t.bearer(tokens.admin!),
      payload: { company_id: 2, name: 'Sin chofer', starts_at: new Date(Date.now() + 86_400_000).toISOString(), seats: 10 },
    });
    expect(other.statusCode, other.body).toBe(201);
    expect((await call(`/api/v1/tours/${other.json().id}/manifest`, 'driver')).statusCode).toBe(403);
  });
});
