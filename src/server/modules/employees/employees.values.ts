import type { Employee } from '../../../shared/contracts/employees';
import { searchTextOf } from '../../lib/search-text';
import type * as repository from './employees.repository';

// How an employee row becomes the contract's shape, and how written values are merged and
// compared: shared by the one-by-one writes (employees.service) and the import (employees.import-chunk).

export const fullName = (row: { name: string; surname: string | null; lastname: string | null }) => [row.name, row.surname, row.lastname].filter(Boolean).join(' ');

/** Surnames first, so lists and results read in directory order. */
export const searchTextFor = (values: Omit<repository.EmployeeValues, 'search_text'>) =>
  searchTextOf(values.surname, values.lastname, values.name, values.employee_number, values.badge_code, values.email, values.position);

export function toEmployee(row: repository.EmployeeRow, department: { name: string; slug: string }): Employee {
  return {
    id: row.id,
    company_id: row.company_id,
    department_id: row.department_id,
    department: { id: row.department_id, name: department.name, slug: department.slug },
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
    hire_date: row.hire_date,
    rfc: row.rfc,
    curp: row.curp,
    nss: row.nss,
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
  'hire_date',
  'rfc',
  'curp',
  'nss',
] as const;

export type Stored = Omit<repository.EmployeeValues, 'search_text'>;

/** The stored values after applying what was sent (undefined keeps, null clears). */
export function merge(current: Stored, input: Partial<Record<(typeof WRITABLE)[number], unknown>> & { is_driver?: boolean }, pinHash: string | null | undefined): repository.EmployeeValues {
  const next = { ...current } as Stored;
  for (const key of WRITABLE) {
    if (input[key] !== undefined) (next as Record<string, unknown>)[key] = input[key];
  }
  if (input.is_driver !== undefined) next.is_driver = input.is_driver ? 1 : 0;
  if (pinHash !== undefined) next.pin_hash = pinHash;
  return { ...next, search_text: searchTextFor(next) };
}

export function changedColumns(before: repository.EmployeeValues, after: repository.EmployeeValues): Partial<repository.EmployeeValues> {
  const changed: Partial<repository.EmployeeValues> = {};
  for (const key of Object.keys(after) as (keyof repository.EmployeeValues)[]) {
    if (before[key] !== after[key]) (changed as Record<string, unknown>)[key] = after[key];
  }
  return changed;
}

export const BLANK: Stored = {
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
  hire_date: null,
  rfc: null,
  curp: null,
  nss: null,
};

export function driverProblem(values: repository.EmployeeValues): string | null {
  return values.is_driver && !values.license_number ? 'Un chofer necesita número de licencia.' : null;
}
