import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { type Principal, assertCanIn, assertCompanyVisible } from '../../principal';
import { orNotFound, scopeOf } from '../../tenancy';
import * as records from './attendance-records.repository';

/**
 * Who may read or manage a company's attendance. Another tenant's company is not "forbidden", it
 * does not exist for this caller (404); a company the caller belongs to without the role is a 403.
 */
export function assertCanReadAttendance(principal: Principal, companyId: number): void {
  assertCompanyVisible(principal, companyId);
  assertCanIn(principal, companyId, 'attendance.read');
}

export function assertCanManageAttendance(principal: Principal, companyId: number): void {
  assertCompanyVisible(principal, companyId);
  assertCanIn(principal, companyId, 'attendance.manage');
}

/**
 * The employee, if the caller sees their company (404 otherwise) and reads attendance there (403
 * otherwise). With `ownAllowed` the employee themself may read their own history and shifts.
 */
export async function visibleEmployee(db: Kysely<Database>, principal: Principal, id: number, { ownAllowed }: { ownAllowed: boolean }) {
  const employee = orNotFound(await records.findEmployee(db, scopeOf(principal), id), 'No encontramos ese empleado.');
  if (ownAllowed && employee.user_id === principal.userId) return employee;
  assertCanIn(principal, employee.company_id, 'attendance.read');
  return employee;
}
