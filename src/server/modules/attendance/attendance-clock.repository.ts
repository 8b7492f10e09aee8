import { type Insertable, type Kysely, type Selectable, type Transaction, type Updateable, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { type TenantScope, inScope } from '../../tenancy';
import type { AttendanceDevicesTable, AttendancePunchesTable } from './attendance.tables';

/** The clock's devices and the punches they send. Finders read only inside their scope. */

type Db = Kysely<Database> | Transaction<Database>;

export type DeviceRow = Selectable<AttendanceDevicesTable>;
export type PunchRow = Selectable<AttendancePunchesTable>;

const fullNameSql = sql<string>`trim(employees.name || ' ' || coalesce(employees.surname, '') || ' ' || coalesce(employees.lastname, ''))`;

export async function insertDevice(db: Db, values: Insertable<AttendanceDevicesTable>) {
  const { id } = await db.insertInto('attendance_devices').values(values).returning('id').executeTakeFirstOrThrow();
  return id;
}

export function devicesOfCompany(db: Db, scope: TenantScope, companyId: number) {
  return db.selectFrom('attendance_devices').selectAll().where(inScope(scope, 'attendance_devices.company_id')).where('company_id', '=', companyId).orderBy('revoked_at', 'desc').orderBy('id').execute();
}

export function findDevice(db: Db, scope: TenantScope, id: number) {
  return db.selectFrom('attendance_devices').selectAll().where(inScope(scope, 'attendance_devices.company_id')).where('id', '=', id).executeTakeFirst();
}

/**
 * The device a bearer token names. Unscoped on purpose: this lookup is what tells which company a
 * clock belongs to (the token is a secret only that clock holds).
 */
export function deviceByTokenHash(db: Db, tokenHash: string) {
  return db.selectFrom('attendance_devices').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/** The device a live pairing code names. Unscoped for the same reason as deviceByTokenHash. */
export function deviceByPairingHash(db: Db, codeHash: string) {
  return db.selectFrom('attendance_devices').selectAll().where('pairing_code_hash', '=', codeHash).executeTakeFirst();
}

/**
 * Spends the code and puts the new token in place of the old, in one statement guarded by the
 * code still being there and live: of two clocks redeeming the same code at once, one wins.
 */
export async function redeemPairing(db: Db, id: number, codeHash: string, nowIso: string, tokenHash: string): Promise<boolean> {
  const result = await db
    .updateTable('attendance_devices')
    .set({ token_hash: tokenHash, pairing_code_hash: null, pairing_expires_at: null, last_seen_at: nowIso })
    .where('id', '=', id)
    .where('pairing_code_hash', '=', codeHash)
    .where('pairing_expires_at', '>', nowIso)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function updateDevice(db: Db, id: number, values: Updateable<AttendanceDevicesTable>) {
  return db.updateTable('attendance_devices').set(values).where('id', '=', id).execute();
}

/** Several punches in statements of 100 rows; their ids by idempotency key. */
export async function insertPunches(db: Db, rows: Insertable<AttendancePunchesTable>[]) {
  const ids = new Map<string, number>();
  for (let offset = 0; offset < rows.length; offset += 100) {
    const inserted = await db.insertInto('attendance_punches').values(rows.slice(offset, offset + 100)).returning(['id', 'idempotency_key']).execute();
    for (const row of inserted) ids.set(row.idempotency_key, row.id);
  }
  return ids;
}

/** Punches already stored under some idempotency keys. */
export function punchesByKeys(db: Db, scope: TenantScope, companyId: number, keys: string[]) {
  if (keys.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('attendance_punches')
    .innerJoin('employees', 'employees.id', 'attendance_punches.employee_id')
    .selectAll('attendance_punches')
    .select(fullNameSql.as('employee_name'))
    .where(inScope(scope, 'attendance_punches.company_id'))
    .where('attendance_punches.company_id', '=', companyId)
    .where('attendance_punches.idempotency_key', 'in', keys)
    .execute();
}

/** The employee's punch nearest to `at` within `seconds` either side (a duplicate tap), if any. */
export async function punchNear(db: Db, scope: TenantScope, employeeId: number, at: Date, seconds: number) {
  const rows = await db
    .selectFrom('attendance_punches')
    .innerJoin('employees', 'employees.id', 'attendance_punches.employee_id')
    .selectAll('attendance_punches')
    .select(fullNameSql.as('employee_name'))
    .where(inScope(scope, 'attendance_punches.company_id'))
    .where('attendance_punches.employee_id', '=', employeeId)
    .where('attendance_punches.punched_at', '>=', new Date(at.getTime() - seconds * 1000).toISOString())
    .where('attendance_punches.punched_at', '<=', new Date(at.getTime() + seconds * 1000).toISOString())
    .execute();
  return rows.sort((a, b) => Math.abs(Date.parse(a.punched_at) - at.getTime()) - Math.abs(Date.parse(b.punched_at) - at.getTime()))[0];
}
