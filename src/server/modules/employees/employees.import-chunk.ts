import type { Kysely, Transaction } from 'kysely';
import type { BatchRowError } from '../../../shared/contracts/imports';
import { isUniqueViolation } from '../../db/errors';
import type { Database } from '../../db/schema';
import type { TenantScope } from '../../tenancy';
import type { PinHasher } from './employees.pin';
import * as repository from './employees.repository';
import { BLANK, changedColumns, driverProblem, merge } from './employees.values';

/** One valid row of a bulk import. Undefined: the file has no such column (the field is kept). */
export interface EmployeeImportRow {
  row: number;
  department_id: number;
  name: string;
  surname?: string | null;
  lastname?: string | null;
  email?: string | null;
  phone?: string | null;
  position?: string | null;
  employee_number?: string | null;
  is_driver?: boolean;
  license_number?: string | null;
  license_expires_on?: string | null;
  /** A blank PIN cell keeps the PIN: PINs never leave the server, so an exported file has none. */
  pin?: string | null;
  badge_code?: string | null;
  hire_date?: string | null;
  rfc?: string | null;
  curp?: string | null;
  nss?: string | null;
}

export interface ImportChunkResult {
  created: number;
  updated: number;
  unchanged: number;
  errors: BatchRowError[];
}

/** Run inside the chunk's transaction with its result: the import engine records progress there. */
export type CommitImportChunk = (trx: Transaction<Database>, result: ImportChunkResult) => Promise<void>;

/** Bulk writes of employees: the rows of an import, matched by number or e-mail within one company. */
export function createEmployeeImportChunks({ db, pins, now = () => new Date() }: { db: Kysely<Database>; pins: PinHasher; now?: () => Date }) {
  /**
   * Applies rows of an import in one transaction: each row updates the company's employee with
   * the same number or e-mail (a later row of the same file updates what an earlier one made),
   * otherwise creates one. Rows that break a rule are reported and skipped. Inserts go in one
   * statement; updates only touch what changed, so a file uploaded again writes nothing.
   */
  /**
   * A PIN's hash includes its slow offline material (employees.pin.ts), so new PINs are hashed
   * before the chunk's transaction, all at once on libuv's pool, and the write lock is never held
   * while they are computed. A PIN that already matches the stored one is not hashed again.
   */
  async function hashNewPins(scope: TenantScope, companyId: number, rows: EmployeeImportRow[], numbers: string[], emails: string[]) {
    const stored = await repository.findByKeys(db, scope, companyId, numbers, emails);
    const storedHashOf = (row: EmployeeImportRow) =>
      stored.find((candidate) => (row.employee_number && candidate.employee_number === row.employee_number) || (row.email && candidate.email === row.email))?.pin_hash ?? null;
    const needed = rows.filter((row) => row.pin && !pins.verify(row.pin, storedHashOf(row)));
    return new Map(await Promise.all(needed.map(async (row) => [row.row, await pins.hash(row.pin!)] as const)));
  }

  async function applyChunk(scope: TenantScope, companyId: number, rows: EmployeeImportRow[], commit?: CommitImportChunk): Promise<ImportChunkResult> {
    const numbers = [...new Set(rows.map((row) => row.employee_number).filter((value): value is string => !!value))];
    const emails = [...new Set(rows.map((row) => row.email).filter((value): value is string => !!value))];
    const badges = [...new Set(rows.map((row) => row.badge_code).filter((value): value is string => !!value))];
    const freshPinHashes = await hashNewPins(scope, companyId, rows, numbers, emails);
    return db.transaction().execute(async (trx) => {
      const existing = await repository.findByKeys(trx, scope, companyId, numbers, emails);
      const badgeOwner = await repository.badgeOwners(trx, scope, companyId, badges);
      interface Target {
        key: string;
        id: number | null;
        before: repository.EmployeeValues | null;
        values: repository.EmployeeValues;
      }
      const byNumber = new Map<string, Target>();
      const byEmail = new Map<string, Target>();
      const byBadge = new Map<string, Target>();
      const targets: Target[] = [];
      for (const row of existing) {
        const { id, company_id: _company, created_at: _created, updated_at: _updated, ...stored } = row;
        const target: Target = { key: `id:${id}`, id, before: stored, values: stored };
        if (row.employee_number) byNumber.set(row.employee_number, target);
        if (row.email) byEmail.set(row.email, target);
        if (row.badge_code) byBadge.set(row.badge_code, target);
      }
      const result: ImportChunkResult = { created: 0, updated: 0, unchanged: 0, errors: [] };
      const fail = (row: EmployeeImportRow, message: string) => result.errors.push({ row: row.row, message });

      for (const row of rows) {
        const numberMatch = row.employee_number ? byNumber.get(row.employee_number) : undefined;
        const emailMatch = row.email ? byEmail.get(row.email) : undefined;
        if (numberMatch && emailMatch && numberMatch !== emailMatch) {
          fail(row, `El número de empleado «${row.employee_number}» y el correo «${row.email}» son de empleados distintos.`);
          continue;
        }
        const target = numberMatch ?? emailMatch;
        const { row: _row, pin, is_driver, ...fields } = row;
        let pinHash: string | null | undefined;
        if (pin) pinHash = target && pins.verify(pin, target.values.pin_hash) ? target.values.pin_hash : (freshPinHashes.get(row.row) ?? (await pins.hash(pin)));
        const values = merge(target?.values ?? { ...BLANK, department_id: row.department_id }, { ...fields, is_driver }, pinHash);
        // A number or e-mail moving to this employee must not belong to another one.
        if (values.employee_number && byNumber.get(values.employee_number) && byNumber.get(values.employee_number) !== target) {
          fail(row, `El número de empleado «${values.employee_number}» ya es de otro empleado.`);
          continue;
        }
        if (values.email && byEmail.get(values.email) && byEmail.get(values.email) !== target) {
          fail(row, `El correo «${values.email}» ya es de otro empleado.`);
          continue;
        }
        if (values.badge_code) {
          const holder = byBadge.get(values.badge_code);
          const holderId = badgeOwner.get(values.badge_code);
          if ((holder && holder !== target) || (!holder && holderId !== undefined && holderId !== target?.id)) {
            fail(row, `El código de gafete «${values.badge_code}» ya es de otro empleado.`);
            continue;
          }
        }
        const problem = driverProblem(values);
        if (problem) {
          fail(row, problem);
          continue;
        }
        const next: Target = target ?? { key: `new:${row.row}`, id: null, before: null, values };
        if (target) {
          for (const [map, old] of [
            [byNumber, target.values.employee_number],
            [byEmail, target.values.email],
            [byBadge, target.values.badge_code],
          ] as const) {
            if (old) map.delete(old);
          }
          target.values = values;
        } else {
          targets.push(next);
        }
        if (target && !targets.includes(target)) targets.push(target);
        if (values.employee_number) byNumber.set(values.employee_number, next);
        if (values.email) byEmail.set(values.email, next);
        if (values.badge_code) byBadge.set(values.badge_code, next);
      }

      const writtenAt = now().toISOString();
      const fresh = targets.filter((target) => target.id === null);
      await repository.insertMany(
        trx,
        companyId,
        fresh.map((target) => target.values),
        writtenAt,
      );
      result.created = fresh.length;
      for (const target of targets) {
        if (target.id === null || !target.before) continue;
        const changed = changedColumns(target.before, target.values);
        if (Object.keys(changed).length === 0) {
          result.unchanged++;
          continue;
        }
        await repository.update(trx, companyId, target.id, changed, writtenAt);
        result.updated++;
      }
      await commit?.(trx, result);
      return result;
    });
  }

  /**
   * Applies import rows, `commit` inside the same transaction; when the chunk's transaction fails
   * as a whole (a race on a unique key), each row is tried alone so one bad row cannot take the
   * others with it, and the chunk's result is committed after them (in that rare case a crash in
   * between makes a resumed batch apply those rows again: matched by number or e-mail, they come
   * out unchanged).
   */
  async function applyImportChunk(scope: TenantScope, companyId: number, rows: EmployeeImportRow[], commit?: CommitImportChunk): Promise<ImportChunkResult> {
    try {
      return await applyChunk(scope, companyId, rows, commit);
    } catch (error) {
      const total: ImportChunkResult = { created: 0, updated: 0, unchanged: 0, errors: [] };
      if (rows.length === 1) {
        if (!isUniqueViolation(error)) throw error;
        total.errors.push({ row: rows[0]!.row, message: 'Otro empleado tiene ya ese número, correo, gafete, RFC, CURP o NSS.' });
      }
      for (const row of rows.length === 1 ? [] : rows) {
        const one = await applyImportChunk(scope, companyId, [row]);
        total.created += one.created;
        total.updated += one.updated;
        total.unchanged += one.unchanged;
        total.errors.push(...one.errors);
      }
      if (commit) await db.transaction().execute((trx) => commit(trx, total));
      return total;
    }
  }

  return { applyImportChunk };
}
