import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REJECTED_PUNCH_NOTICE_TITLE, clockPinProofsSchema } from '../../../../src/shared/contracts/attendance-clock-proofs';
import { DEMO_CLOCK_TOKEN } from '../../../../src/server/demo/attendance-demo';
import * as fingerprintMigration from '../../../../src/server/db/migrations/2026_11_24_1850_unkeyed_punch_fingerprints';
import { pinProofFor } from '../../../../src/renderer/features/attendance/clock/pin-proof';
import { type TestApp, createTestApp, expectErrorShape } from '../../../helpers/test-app';

const now = new Date('2026-11-24T15:00:00Z'); // martes 09:00 en CDMX
const PIN = '4321';

describe('the clock: keyed punch fingerprints, offline PIN proofs and punches refused on sync', () => {
  let t: TestApp;
  let admin: { access_token: string };
  let departmentId = 0;
  let employeeId = 0;
  let sequence = 0;
  const key = () => `clock-proof-${String(++sequence).padStart(8, '0')}`;
  const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();

  beforeAll(async () => {
    t = await createTestApp({}, { clock: () => now });
    admin = await t.login('admin@horizonte.demo.mx');
    departmentId = (await t.database.db.selectFrom('departments').select('id').where('company_id', '=', 3).where('slug', '=', 'ventas').executeTakeFirstOrThrow()).id;
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/v1/departments/${departmentId}/employees`,
      headers: t.bearer(admin.access_token),
      payload: { name: 'Paula', surname: 'Prueba', pin: PIN },
    });
    expect(created.statusCode, created.body).toBe(201);
    employeeId = created.json().id;
    // Another tenant's employee with a PIN: never in this clock's proofs.
    const other = await t.login('admin@logistica.demo.mx');
    const otherDepartment = await t.database.db.selectFrom('departments').select('id').where('company_id', '=', 1).executeTakeFirstOrThrow();
    const foreign = await t.app.inject({
      method: 'POST',
      url: `/api/v1/departments/${otherDepartment.id}/employees`,
      headers: t.bearer(other.access_token),
      payload: { name: 'Otro', surname: 'Inquilino', pin: '9999' },
    });
    expect(foreign.statusCode, foreign.body).toBe(201);
  });
  afterAll(() => t.close());

  const proofs = async () => {
    const response = await t.app.inject({ method: 'GET', url: '/attendance-api/v1/device/pin-proofs', headers: t.bearer(DEMO_CLOCK_TOKEN) });
    expect(response.statusCode, response.body).toBe(200);
    const body = clockPinProofsSchema.parse(response.json());
    return { secret: body.device_secret, proof: body.proofs.find((proof) => proof.employee_id === employeeId)!, raw: response.body };
  };
  const batch = (punches: object[]) => t.app.inject({ method: 'POST', url: '/attendance-api/v1/punches/batch', headers: t.bearer(DEMO_CLOCK_TOKEN), payload: { punches } });
  const provenPunch = async (pin: string, punchedAt: string, type: 'in' | 'out' = 'in') => {
    const { secret, proof } = await proofs();
    const punch = { idempotency_key: key(), employee_id: employeeId, punched_at: punchedAt, type };
    return { punch, pin_proof: await pinProofFor(pin, punch, proof, secret) };
  };

  it('hands a clock its proofs only with a device token, and never the PIN or a usable proof', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/attendance-api/v1/device/pin-proofs' });
    expectErrorShape(anonymous.json(), 401);
    const asPerson = await t.app.inject({ method: 'GET', url: '/attendance-api/v1/device/pin-proofs', headers: t.bearer(admin.access_token) });
    expect(asPerson.statusCode).toBe(401);
    const { proof, raw } = await proofs();
    expect(proof.iterations).toBeGreaterThanOrEqual(100_000);
    // Only the clock's own company: employees of other tenants have PINs too (their ids never appear).
    const listed = clockPinProofsSchema.parse(JSON.parse(raw)).proofs.map((entry) => entry.employee_id);
    const companyOf = await t.database.db.selectFrom('employees').select(['id', 'company_id']).where('pin_hash', 'is not', null).execute();
    expect(companyOf.some((row) => row.company_id !== 3)).toBe(true);
    expect(listed.sort()).toEqual(companyOf.filter((row) => row.company_id === 3).map((row) => row.id).sort());
    expect(raw).not.toContain(PIN);
    expect(raw).not.toContain('pin_hash');
  });

  it('documents the proofs route in the OpenAPI document', async () => {
    const docs = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
    expect(Object.keys(docs.paths['/attendance-api/v1/device/pin-proofs'] ?? {})).toContain('get');
  });

  it('refuses a wrong PIN on the clock itself and takes the right one on sync, storing no PIN-derived fingerprint', async () => {
    expect((await provenPunch('1234', minutesAgo(30))).pin_proof).toBeNull();
    const { punch, pin_proof } = await provenPunch(PIN, minutesAgo(30));
    expect(pin_proof).toMatch(/^[\w-]+\.[\w-]{43}$/);
    const first = await batch([{ ...punch, pin_proof }]);
    expect(first.json().results[0], first.body).toMatchObject({ status: 201, replayed: false, punch: { employee_id: employeeId, synced_late: true } });

    const row = await t.database.db.selectFrom('attendance_punches').select('body_hash').where('idempotency_key', '=', punch.idempotency_key).executeTakeFirstOrThrow();
    expect(row.body_hash).toMatch(/^k1\$/);
    // Not the old unkeyed sha256 of any PIN: the table no longer gives PINs back.
    for (let candidate = 0; candidate < 10_000; candidate++) {
      const pin = String(candidate).padStart(4, '0');
      const legacy = createHash('sha256').update(JSON.stringify([employeeId, pin, null, 'in', punch.punched_at])).digest('hex');
      expect(row.body_hash === legacy || row.body_hash.includes(legacy)).toBe(false);
    }

    // The clock sending its batch again (after a lost answer): the same stored punch.
    const replay = await batch([{ ...punch, pin_proof }]);
    expect(replay.json().results[0]).toMatchObject({ status: 200, replayed: true, punch: { id: first.json().results[0].punch.id } });
    // The same key for another punch is still refused.
    const other = await batch([{ ...punch, punched_at: minutesAgo(20), pin_proof }]);
    expect(other.json().results[0]).toMatchObject({ status: 409 });
  });

  it('refuses a proof that does not match, and a tag moved to another punch', async () => {
    const { punch, pin_proof } = await provenPunch(PIN, minutesAgo(25), 'out');
    const [salt] = pin_proof!.split('.');
    const forged = await batch([{ ...punch, pin_proof: `${salt}.${'A'.repeat(43)}` }]);
    expect(forged.json().results[0]).toMatchObject({ status: 422, code: 'validation_failed', errors: { pin_proof: ['Prueba incorrecta.'] } });
    const moved = await batch([{ ...punch, idempotency_key: key(), pin_proof }]);
    expect(moved.json().results[0]).toMatchObject({ status: 422, errors: { pin_proof: ['Prueba incorrecta.'] } });
  });

  it('refuses a punch proven against a PIN changed since, and tells the company admins who and when', async () => {
    const punchedAt = '2026-11-24T14:40:00Z'; // 08:40 en CDMX
    const stale = await provenPunch(PIN, punchedAt, 'out');
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/departments/${departmentId}/employees/${employeeId}`,
      headers: t.bearer(admin.access_token),
      payload: { pin: '8765' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const adminId = await t.userIdOf('admin@horizonte.demo.mx');

    const before = await t.database.db.selectFrom('notifications').select('id').where('user_id', '=', adminId).where('title', '=', REJECTED_PUNCH_NOTICE_TITLE).execute();
    const refused = await batch([{ ...stale.punch, pin_proof: stale.pin_proof }]);
    const result = refused.json().results[0];
    expect(result).toMatchObject({ status: 422, code: 'validation_failed' });
    expect(result.message).toContain('cambió');
    expect((await proofs()).proof.salt).not.toBe(stale.pin_proof!.split('.')[0]);

    const notices = await t.database.db
      .selectFrom('notifications')
      .selectAll()
      .where('user_id', '=', adminId)
      .where('title', '=', REJECTED_PUNCH_NOTICE_TITLE)
      .where('id', 'not in', [0, ...before.map((row) => row.id)])
      .execute();
    expect(notices.length).toBe(1);
    expect(notices[0]!.body).toContain('Paula Prueba');
    expect(notices[0]!.body).toContain('08:40');
    expect(notices[0]!.company_id).toBe(3);
    expect(notices[0]!.route).toBe('/control-asistencia/registro-global');
    // Only those who manage attendance in THAT company are told (no plain employee, no other tenant).
    const recipients = await t.database.db.selectFrom('notifications').select('user_id').where('title', '=', REJECTED_PUNCH_NOTICE_TITLE).execute();
    for (const { user_id } of recipients) {
      const roles = await t.database.db
        .selectFrom('role_assignments')
        .innerJoin('roles', 'roles.id', 'role_assignments.role_id')
        .select('roles.slug')
        .where('role_assignments.user_id', '=', user_id)
        .where('role_assignments.company_id', '=', 3)
        .execute();
      expect(roles.map((role) => role.slug)).toContain('company_admin');
    }
  });

  it('still dedupes punches stored before fingerprints were keyed', async () => {
    const { punch, pin_proof } = await provenPunch('8765', minutesAgo(10), 'out');
    const first = await batch([{ ...punch, pin_proof }]);
    expect(first.json().results[0], first.body).toMatchObject({ status: 201 });
    const legacy = createHash('sha256').update(JSON.stringify([employeeId, '8765', null, 'out', punch.punched_at])).digest('hex');
    await t.database.db.updateTable('attendance_punches').set({ body_hash: legacy }).where('idempotency_key', '=', punch.idempotency_key).execute();
    await fingerprintMigration.up(t.database.db);
    const row = await t.database.db.selectFrom('attendance_punches').select('body_hash').where('idempotency_key', '=', punch.idempotency_key).executeTakeFirstOrThrow();
    expect(row.body_hash).toBe('legacy');
    const others = await t.database.db.selectFrom('attendance_punches').select('body_hash').where('body_hash', '!=', 'legacy').execute();
    expect(others.every((other) => other.body_hash.startsWith('k1$'))).toBe(true);

    const replay = await batch([{ ...punch, pin_proof }]);
    expect(replay.json().results[0]).toMatchObject({ status: 200, replayed: true });
    const different = await batch([{ ...punch, punched_at: minutesAgo(9), pin_proof }]);
    expect(different.json().results[0]).toMatchObject({ status: 409 });
  });
});
