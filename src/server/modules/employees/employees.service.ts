import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  EMPLOYEES_PER_PAGE,
  type Employee,
  type EmployeePage,
  type createEmployeeInputSchema,
  type updateEmployeeInputSchema,
} from '../../../shared/contracts/employees';
import { SEARCH_PER_PAGE, type employeeSearchQuerySchema } from '../../../shared/contracts/search';
import type { ErrorCode } from '../../../shared/errors';
import { isUniqueViolation } from '../../db/errors';
import type { Database } from '../../db/schema';
import { conflict, forbidden, invalid } from '../../errors';
import { pageFrom, queryWords } from '../../lib/search-text';
import { type Principal, assertCanIn } from '../../principal';
import { type TenantScope, orNotFound, scopeFor, scopeOf } from '../../tenancy';
import type { CompaniesService } from '../companies/companies.service';
import type { DepartmentsService } from '../departments/departments.service';
import { createEmployeeImportChunks } from './employees.import-chunk';
import type { PinHasher } from './employees.pin';
import * as repository from './employees.repository';
import { BLANK, changedColumns, driverProblem, fullName, merge, searchTextFor, toEmployee } from './employees.values';

export type { EmployeeImportRow, ImportChunkResult } from './employees.import-chunk';
export { toEmployee } from './employees.values';

export type EmployeesService = ReturnType<typeof createEmployeesService>;

/** What logistics shows of a driver. */
export interface EmployeeSummary {
  id: number;
  company_id: number;
  full_name: string;
  is_driver: boolean;
  license_number: string | null;
  license_expires_on: string | null;
}

const NOT_FOUND = 'No encontramos ese empleado.';

const KEY_LABELS = {
  employee_number: ['employee_number_taken', 'el número de empleado'],
  email: ['employee_email_taken', 'el correo'],
  badge_code: ['badge_code_taken', 'el código de gafete'],
  rfc: ['employee_rfc_taken', 'el RFC'],
  curp: ['employee_curp_taken', 'la CURP'],
  nss: ['employee_nss_taken', 'el NSS'],
} as const satisfies Record<string, [ErrorCode, string]>;

export function createEmployeesService(deps: {
  db: Kysely<Database>;
  companies: CompaniesService;
  departments: DepartmentsService;
  pins: PinHasher;
  /** The app's clock: when an employee is added decides their hire date and what they owe. */
  now?: () => Date;
}) {
  const { db, companies, departments, pins } = deps;
  const now = deps.now ?? (() => new Date());
  const isoNow = () => now().toISOString();
  const { applyImportChunk } = createEmployeeImportChunks({ db, pins, now });

  /** The department, if the caller sees its company (404 otherwise) and may do `action` there (403 otherwise). */
  async function place(principal: Principal, departmentId: number, action: 'employees.read' | 'employees.manage') {
    const department = await departments.visiblePlace(principal, departmentId);
    assertCanIn(principal, department.company_id, action);
    return department;
  }

  /** An employee of that department in scope; one of another department reads as missing. */
  async function employeeIn(scope: TenantScope, departmentId: number, employeeId: number) {
    const row = await repository.findById(db, scope, employeeId);
    return orNotFound(row?.department_id === departmentId ? row : null, NOT_FOUND);
  }

  /** The unique keys of the company (number, e-mail, badge) are free for this employee. */
  async function checkKeys(scope: TenantScope, companyId: number, values: repository.EmployeeValues, exceptId: number | null) {
    for (const column of ['employee_number', 'email', 'badge_code', 'rfc', 'curp', 'nss'] as const) {
      const value = values[column];
      if (value !== null && (await repository.keyOwner(db, scope, companyId, column, value, exceptId)) !== null) {
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

  /** The rows as the contract shows them, each with its department's name: one lookup per page. */
  async function withDepartments(scope: TenantScope, rows: repository.EmployeeRow[]): Promise<Employee[]> {
    const places = await departments.placesByIds(scope, [...new Set(rows.map((row) => row.department_id))]);
    const byId = new Map(places.map((place) => [place.id, place]));
    return rows.map((row) => {
      const place = byId.get(row.department_id);
      // A foreign key and the company rule keep an employee's department in the employee's company.
      if (!place) throw new Error(`employee ${row.id}: department ${row.department_id} is not in the employee's scope`);
      return toEmployee(row, place);
    });
  }

  async function detail(scope: TenantScope, id: number): Promise<Employee> {
    const [employee] = await withDepartments(scope, [orNotFound(await repository.findById(db, scope, id), NOT_FOUND)]);
    return employee!;
  }

  function keyConflict(error: unknown): never {
    if (isUniqueViolation(error)) throw conflict('conflict', 'Otro empleado tomó ese número, correo, gafete, RFC, CURP o NSS al mismo tiempo. Intenta de nuevo.');
    throw error;
  }

  /**
   * The companies a search ranges over, one index range each: the one asked for (the caller must
   * be able to read its people), or every company where the caller may read people.
   */
  async function searchedCompanies(principal: Principal, companyId: number | undefined): Promise<{ scope: TenantScope; companyIds: readonly number[] }> {
    if (companyId !== undefined) {
      await companies.getCompany(principal, companyId);
      assertCanIn(principal, companyId, 'employees.read');
      return { scope: scopeOf(principal), companyIds: [companyId] };
    }
    const scope = scopeFor(principal, 'employees.read');
    if (scope.companyIds !== null && scope.companyIds.length === 0) throw forbidden();
    return { scope, companyIds: scope.companyIds ?? (await companies.companyIdsIn(scope)) };
  }

  return {
    /** `GET /companies/{id}/employees?page&only_drivers`. */
    async listOfCompany(principal: Principal, companyId: number, query: { page: number; only_drivers: boolean }): Promise<EmployeePage> {
      await companies.getCompany(principal, companyId);
      assertCanIn(principal, companyId, 'employees.read');
      const { rows, total } = await repository.pageOfCompany(
        db,
        scopeOf(principal),
        companyId,
        query.only_drivers,
        EMPLOYEES_PER_PAGE,
        (query.page - 1) * EMPLOYEES_PER_PAGE,
      );
      return pageFrom(await withDepartments(scopeOf(principal), rows), total, query.page, EMPLOYEES_PER_PAGE);
    },

    async listOfDepartment(principal: Principal, departmentId: number, page: number): Promise<EmployeePage> {
      const department = await place(principal, departmentId, 'employees.read');
      const { rows, total } = await repository.pageOfDepartment(db, scopeOf(principal), departmentId, EMPLOYEES_PER_PAGE, (page - 1) * EMPLOYEES_PER_PAGE);
      return pageFrom(rows.map((row) => toEmployee(row, department)), total, page, EMPLOYEES_PER_PAGE);
    },

    async get(principal: Principal, departmentId: number, employeeId: number): Promise<Employee> {
      const department = await place(principal, departmentId, 'employees.read');
      return toEmployee(await employeeIn(scopeOf(principal), departmentId, employeeId), department);
    },

    async create(principal: Principal, departmentId: number, input: z.output<typeof createEmployeeInputSchema>): Promise<Employee> {
      const department = await place(principal, departmentId, 'employees.manage');
      const scope = scopeOf(principal);
      const { pin, ...fields } = input;
      const values = merge({ ...BLANK, department_id: departmentId }, fields, pin ? await pins.hash(pin) : undefined);
      await checkLinks(department.company_id, values);
      await checkKeys(scope, department.company_id, values, null);
      try {
        const [id] = await db.transaction().execute((trx) => repository.insertMany(trx, department.company_id, [values], isoNow()));
        return await detail(scope, id!);
      } catch (error) {
        keyConflict(error);
      }
    },

    /** `department_id` in the body moves the employee to another department of the same company. */
    async update(principal: Principal, departmentId: number, employeeId: number, input: z.output<typeof updateEmployeeInputSchema>): Promise<Employee> {
      const department = await place(principal, departmentId, 'employees.manage');
      const scope = scopeOf(principal);
      const row = await employeeIn(scope, departmentId, employeeId);
      if (input.department_id !== undefined && input.department_id !== departmentId) {
        const target = await departments.placesOfCompany(scope, department.company_id);
        if (!target.some((candidate) => candidate.id === input.department_id)) {
          const message = 'El departamento nuevo debe ser de la misma empresa.';
          throw invalid('validation_failed', message, { department_id: [message] });
        }
      }
      const { id: _id, company_id: _company, created_at: _created, updated_at: _updated, ...stored } = row;
      const before = { ...stored, search_text: searchTextFor(stored) };
      const { pin, ...fields } = input;
      const after = merge(stored, fields, pin === undefined ? undefined : pin === null ? null : await pins.hash(pin));
      await checkLinks(department.company_id, after);
      await checkKeys(scope, department.company_id, after, employeeId);
      const changed = changedColumns(before, after);
      if (Object.keys(changed).length) {
        try {
          await db.transaction().execute((trx) => repository.update(trx, department.company_id, employeeId, changed, isoNow()));
        } catch (error) {
          keyConflict(error);
        }
      }
      return detail(scope, employeeId);
    },

    async remove(principal: Principal, departmentId: number, employeeId: number): Promise<void> {
      const department = await place(principal, departmentId, 'employees.manage');
      await employeeIn(scopeOf(principal), departmentId, employeeId);
      await repository.remove(db, department.company_id, employeeId);
    },

    /**
     * `GET /search/employees?q&page&company_id&department_id&only_drivers`: within the companies
     * where the caller may read people (all for a super admin), or within `company_id`, which
     * must be one of the caller's (404 otherwise, as for a company that does not exist).
     */
    async search(principal: Principal, query: z.output<typeof employeeSearchQuerySchema>) {
      const { page } = query;
      const { scope, companyIds } = await searchedCompanies(principal, query.company_id);
      const { rows, total } = await repository.search(
        db,
        scope,
        { companyIds, words: queryWords(query.q), departmentId: query.department_id, onlyDrivers: query.only_drivers },
        SEARCH_PER_PAGE,
        (page - 1) * SEARCH_PER_PAGE,
      );
      return pageFrom(await withDepartments(scope, rows), total, page, SEARCH_PER_PAGE);
    },

    /** Whether this PIN is the employee's; an employee outside the scope has none. */
    async checkPin(scope: TenantScope, employeeId: number, pin: string): Promise<boolean> {
      const row = await repository.findById(db, scope, employeeId);
      return !!row && pins.verify(pin, row.pin_hash);
    },

    /**
     * Employees in scope by id with what logistics shows of a driver (name, flag, licence); ids
     * that do not exist or are outside the scope are left out.
     */
    async summariesOf(scope: TenantScope, ids: number[]): Promise<EmployeeSummary[]> {
      const rows = await repository.findByIds(db, scope, [...new Set(ids)]);
      return rows.map((row) => ({
        id: row.id,
        company_id: row.company_id,
        full_name: fullName(row),
        is_driver: Boolean(row.is_driver),
        license_number: row.license_number,
        license_expires_on: row.license_expires_on,
      }));
    },

    /** Which company an employee in scope belongs to (null: none such) — how files find their owner. */
    async companyIdOf(scope: TenantScope, employeeId: number): Promise<number | null> {
      return (await repository.findById(db, scope, employeeId))?.company_id ?? null;
    },

    /** Applies import rows for one company; the import runner passes the scope it works in. */
    applyImportChunk,
  };
}
