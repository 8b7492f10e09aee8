import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { BatchRowError } from '../../../shared/contracts/employee-import';
import {
  EMPLOYEES_PER_PAGE,
  type Employee,
  type EmployeePage,
  type createEmployeeInputSchema,
  type updateEmployeeInputSchema,
} from '../../../shared/contracts/employees';
import { SEARCH_PER_PAGE, type employeeSearchQuerySchema } from '../../../shared/contracts/search';
import type { ErrorCode } from '../../../shared/errors';
import { isoNow } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import type { Database } from '../../db/schema';
import { conflict, invalid, notFound } from '../../errors';
import { pageFrom, queryWords, searchTextOf } from '../../lib/search-text';
import { type Principal, assertCan, isSuperAdmin } from '../../principal';
import type { CompaniesService } from '../companies/companies.service';
import type { DepartmentsService } from '../departments/departments.service';
import type { PinHasher } from './employees.pin';
import * as repository from './employees.repository';

export type EmployeesService = ReturnType<typeof createEmployeesService>;

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
}

export interface ImportChunkResult {
  created: number;
  updated: number;
  unchanged: number;
  errors: BatchRowError[];
}

const employeeNotFound = () => notFound('No encontramos ese empleado.');

const KEY_LABELS = {
  employee_number: ['employee_number_taken', 'el número de empleado'],
  email: ['employee_email_taken', 'el correo'],
  badge_code: ['badge_code_taken', 'el código de gafete'],
} as const satisfies Record<string, [ErrorCode, string]>;

const fullName = (row: { name: string; surname: string | null; lastname: string | null }) => [row.name, row.surname, row.lastname].filter(Boolean).join(' ');

/** Surnames first, so lists and results read in directory order. */
const searchTextFor = (values: Omit<repository.EmployeeValues, 'search_text'>) =>
  searchTextOf(values.surname, values.lastname, values.name, values.employee_number, values.badge_code, values.email, values.position);

export function toEmployee(row: repository.EmployeeRow): Employee {
  return {
    id: row.id,
    company_id: row.company_id,
    department_id: row.department_id,
    department: { id: row.department_id, name: row.department_name, slug: row.department_slug },
    user_id: row.user_id,
    name: row.name,
    surname: row.surname,
    lastname: row.lastname,
    full_name: fullName(row),
    email: row.email,
    phone: row.phone,
    position: row.position,
    employee_number: row.employee_number,
    is_driver: Boolean(row.is_driver),
    license_number: row.license_number,
    license_expires_on: row.license_expires_on,
    has_pin: row.pin_hash !== null,
    badge_code: row.badge_code,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

const WRITABLE = [
  'department_id',
  'user_id',
  'name',
  'surname',
  'lastname',
  'email',
  'phone',
  'position',
  'employee_number',
  'license_number',
  'license_expires_on',
  'badge_code',
] as const;

type Stored = Omit<repository.EmployeeValues, 'search_text'>;

/** The stored values after applying what was sent (undefined keeps, null clears). */
function merge(current: Stored, input: Partial<Record<(typeof WRITABLE)[number], unknown>> & { is_driver?: boolean }, pinHash: string | null | undefined): repository.EmployeeValues {
  const next = { ...current } as Stored;
  for (const key of WRITABLE) {
    if (input[key] !== undefined) (next as Record<string, unknown>)[key] = input[key];
  }
  if (input.is_driver !== undefined) next.is_driver = input.is_driver ? 1 : 0;
  if (pinHash !== undefined) next.pin_hash = pinHash;
  return { ...next, search_text: searchTextFor(next) };
}

function changedColumns(before: repository.EmployeeValues, after: repository.EmployeeValues): Partial<repository.EmployeeValues> {
  const changed: Partial<repository.EmployeeValues> = {};
  for (const key of Object.keys(after) as (keyof repository.EmployeeValues)[]) {
    if (before[key] !== after[key]) (changed as Record<string, unknown>)[key] = after[key];
  }
  return changed;
}

const BLANK: Stored = {
  department_id: 0,
  user_id: null,
  name: '',
  surname: null,
  lastname: null,
  email: null,
  phone: null,
  position: null,
  employee_number: null,
  is_driver: 0,
  license_number: null,
  license_expires_on: null,
  pin_hash: null,
  badge_code: null,
};

function driverProblem(values: repository.EmployeeValues): string | null {
  return values.is_driver && !values.license_number ? 'Un chofer necesita número de licencia.' : null;
}

export function createEmployeesService(deps: {
  db: Kysely<Database>;
  companies: CompaniesService;
  departments: DepartmentsService;
  pins: PinHasher;
}) {
  const { db, companies, departments, pins } = deps;

  /** The department (visible to the caller) and, when given, its employee. */
  async function place(principal: Principal, departmentId: number, action: 'employees.read' | 'employees.manage') {
    const department = await departments.visiblePlace(principal, departmentId);
    assertCan(principal, action);
    return department;
  }

  async function employeeIn(departmentId: number, employeeId: number) {
    const row = await repository.findById(db, employeeId);
    if (!row || row.department_id !== departmentId) throw employeeNotFound();
    return row;
  }

  /** The unique keys of the company (number, e-mail, badge) are free for this employee. */
  async function checkKeys(companyId: number, values: repository.EmployeeValues, exceptId: number | null) {
    for (const column of ['employee_number', 'email', 'badge_code'] as const) {
      const value = values[column];
      if (value !== null && (await repository.keyOwner(db, companyId, column, value, exceptId)) !== null) {
        const [code, label] = KEY_LABELS[column];
        throw conflict(code, `Ya hay otro empleado de esta empresa con ${label} «${value}».`);
      }
    }
  }

  async function checkLinks(companyId: number, values: repository.EmployeeValues) {
    const problem = driverProblem(values);
    if (problem) throw invalid('validation_failed', problem, { license_number: [problem] });
    if (values.user_id !== null && !(await companies.companyIdsOfUser(values.user_id)).includes(companyId)) {
      const message = 'La cuenta vinculada debe ser de un usuario de esta empresa.';
      throw invalid('validation_failed', message, { user_id: [message] });
    }
  }

  async function detail(id: number): Promise<Employee> {
    const row = await repository.findById(db, id);
    if (!row) throw employeeNotFound();
    return toEmployee(row);
  }

  function keyConflict(error: unknown): never {
    if (isUniqueViolation(error)) throw conflict('conflict', 'Otro empleado tomó ese número, correo o gafete al mismo tiempo. Intenta de nuevo.');
    throw error;
  }

  /**
   * Applies rows of an import in one transaction: each row updates the company's employee with
   * the same number or e-mail (a later row of the same file updates what an earlier one made),
   * otherwise creates one. Rows that break a rule are reported and skipped. Inserts go in one
   * statement; updates only touch what changed, so a file uploaded again writes nothing.
   */
  async function applyChunk(companyId: number, rows: EmployeeImportRow[]): Promise<ImportChunkResult> {
    const numbers = [...new Set(rows.map((row) => row.employee_number).filter((value): value is string => !!value))];
    const emails = [...new Set(rows.map((row) => row.email).filter((value): value is string => !!value))];
    const badges = [...new Set(rows.map((row) => row.badge_code).filter((value): value is string => !!value))];
    return db.transaction().execute(async (trx) => {
      const existing = await repository.findByKeys(trx, companyId, numbers, emails);
      const badgeOwner = await repository.badgeOwners(trx, companyId, badges);
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
        if (pin) pinHash = target && pins.verify(pin, target.values.pin_hash) ? target.values.pin_hash : pins.hash(pin);
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

      const now = isoNow();
      const fresh = targets.filter((target) => target.id === null);
      await repository.insertMany(
        trx,
        companyId,
        fresh.map((target) => target.values),
        now,
      );
      result.created = fresh.length;
      for (const target of targets) {
        if (target.id === null || !target.before) continue;
        const changed = changedColumns(target.before, target.values);
        if (Object.keys(changed).length === 0) {
          result.unchanged++;
          continue;
        }
        await repository.update(trx, companyId, target.id, changed, now);
        result.updated++;
      }
      return result;
    });
  }

  /**
   * Applies import rows; when the chunk's transaction fails as a whole (a race on a unique
   * key), each row is tried alone so one bad row cannot take the others with it.
   */
  async function applyImportChunk(companyId: number, rows: EmployeeImportRow[]): Promise<ImportChunkResult> {
    try {
      return await applyChunk(companyId, rows);
    } catch (error) {
      if (rows.length === 1) {
        if (!isUniqueViolation(error)) throw error;
        return { created: 0, updated: 0, unchanged: 0, errors: [{ row: rows[0]!.row, message: 'Otro empleado tiene ya ese número, correo o gafete.' }] };
      }
      const total: ImportChunkResult = { created: 0, updated: 0, unchanged: 0, errors: [] };
      for (const row of rows) {
        const one = await applyImportChunk(companyId, [row]);
        total.created += one.created;
        total.updated += one.updated;
        total.unchanged += one.unchanged;
        total.errors.push(...one.errors);
      }
      return total;
    }
  }

  return {
    /** `GET /companies/{id}/employees?page&only_drivers`. */
    async listOfCompany(principal: Principal, companyId: number, query: { page: number; only_drivers: boolean }): Promise<EmployeePage> {
      await companies.getCompany(principal, companyId);
      assertCan(principal, 'employees.read');
      const { rows, total } = await repository.pageOfCompany(
        db,
        companyId,
        query.only_drivers,
        EMPLOYEES_PER_PAGE,
        (query.page - 1) * EMPLOYEES_PER_PAGE,
      );
      return pageFrom(rows.map(toEmployee), total, query.page, EMPLOYEES_PER_PAGE);
    },

    async listOfDepartment(principal: Principal, departmentId: number, page: number): Promise<EmployeePage> {
      await place(principal, departmentId, 'employees.read');
      const { rows, total } = await repository.pageOfDepartment(db, departmentId, EMPLOYEES_PER_PAGE, (page - 1) * EMPLOYEES_PER_PAGE);
      return pageFrom(rows.map(toEmployee), total, page, EMPLOYEES_PER_PAGE);
    },

    async get(principal: Principal, departmentId: number, employeeId: number): Promise<Employee> {
      await place(principal, departmentId, 'employees.read');
      return toEmployee(await employeeIn(departmentId, employeeId));
    },

    async create(principal: Principal, departmentId: number, input: z.output<typeof createEmployeeInputSchema>): Promise<Employee> {
      const department = await place(principal, departmentId, 'employees.manage');
      const { pin, ...fields } = input;
      const values = merge({ ...BLANK, department_id: departmentId }, fields, pin ? pins.hash(pin) : undefined);
      await checkLinks(department.company_id, values);
      await checkKeys(department.company_id, values, null);
      try {
        const [id] = await db.transaction().execute((trx) => repository.insertMany(trx, department.company_id, [values], isoNow()));
        return await detail(id!);
      } catch (error) {
        keyConflict(error);
      }
    },

    /** `department_id` in the body moves the employee to another department of the same company. */
    async update(principal: Principal, departmentId: number, employeeId: number, input: z.output<typeof updateEmployeeInputSchema>): Promise<Employee> {
      const department = await place(principal, departmentId, 'employees.manage');
      const row = await employeeIn(departmentId, employeeId);
      if (input.department_id !== undefined && input.department_id !== departmentId) {
        const target = await departments.placesOfCompany(department.company_id);
        if (!target.some((candidate) => candidate.id === input.department_id)) {
          const message = 'El departamento nuevo debe ser de la misma empresa.';
          throw invalid('validation_failed', message, { department_id: [message] });
        }
      }
      const { id: _id, company_id: _company, created_at: _created, updated_at: _updated, department_name: _dn, department_slug: _ds, ...stored } = row;
      const before = { ...stored, search_text: searchTextFor(stored) };
      const { pin, ...fields } = input;
      const after = merge(stored, fields, pin === undefined ? undefined : pin === null ? null : pins.hash(pin));
      await checkLinks(department.company_id, after);
      await checkKeys(department.company_id, after, employeeId);
      const changed = changedColumns(before, after);
      if (Object.keys(changed).length) {
        try {
          await db.transaction().execute((trx) => repository.update(trx, department.company_id, employeeId, changed, isoNow()));
        } catch (error) {
          keyConflict(error);
        }
      }
      return detail(employeeId);
    },

    async remove(principal: Principal, departmentId: number, employeeId: number): Promise<void> {
      await place(principal, departmentId, 'employees.manage');
      await employeeIn(departmentId, employeeId);
      await repository.remove(db, employeeId);
    },

    /**
     * `GET /search/employees?q&page&company_id&department_id&only_drivers`: within the caller's
     * companies (all for a super admin), or within `company_id`, which must be one of them (404
     * otherwise, as for a company that does not exist).
     */
    async search(principal: Principal, query: z.output<typeof employeeSearchQuerySchema>) {
      const { page } = query;
      if (query.company_id !== undefined) await companies.getCompany(principal, query.company_id);
      assertCan(principal, 'employees.read');
      const companyIds = query.company_id !== undefined ? [query.company_id] : isSuperAdmin(principal) ? null : principal.companyIds;
      const { rows, total } = await repository.search(
        db,
        { companyIds, words: queryWords(query.q), departmentId: query.department_id, onlyDrivers: query.only_drivers },
        SEARCH_PER_PAGE,
        (page - 1) * SEARCH_PER_PAGE,
      );
      return pageFrom(rows.map(toEmployee), total, page, SEARCH_PER_PAGE);
    },

    /** For the attendance clock: whether this PIN is the employee's. */
    async checkPin(employeeId: number, pin: string): Promise<boolean> {
      const row = await repository.findById(db, employeeId);
      return !!row && pins.verify(pin, row.pin_hash);
    },

    /**
     * Employees by id with what logistics shows of a driver (name, flag, licence); ids that do
     * not exist are left out. The caller checks the companies against its own records.
     */
    async summariesOf(ids: number[]): Promise<{ id: number; company_id: number; full_name: string; is_driver: boolean; license_number: string | null; license_expires_on: string | null }[]> {
      const rows = await repository.findByIds(db, [...new Set(ids)]);
      return rows.map((row) => ({
        id: row.id,
        company_id: row.company_id,
        full_name: fullName(row),
        is_driver: Boolean(row.is_driver),
        license_number: row.license_number,
        license_expires_on: row.license_expires_on,
      }));
    },

    /** Which company an employee belongs to (null: no such employee) — how files find their owner. */
    async companyIdOf(employeeId: number): Promise<number | null> {
      return (await repository.findById(db, employeeId))?.company_id ?? null;
    },

    applyImportChunk,
  };
}
