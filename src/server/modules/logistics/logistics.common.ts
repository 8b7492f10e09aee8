import type { Action } from '../../../shared/permissions';
import type { ErrorCode } from '../../../shared/errors';
import { isUniqueViolation } from '../../db/errors';
import { conflict, forbidden, invalid } from '../../errors';
import { type Principal, assertCanIn, isSuperAdmin } from '../../principal';
import { type TenantScope, scopeFor, scopeOf } from '../../tenancy';
import type { CompaniesService } from '../companies/companies.service';

/** A 422 naming the one field that is wrong. */
export const field = (name: string, message: string) => invalid('validation_failed', message, { [name]: [message] });

/** Values given win; undefined keeps what was stored. */
export function merged<T extends object>(current: T, input: Partial<Record<keyof T, unknown>>): T {
  const next = { ...current };
  for (const key of Object.keys(input) as (keyof T)[]) {
    if (input[key] !== undefined) next[key] = input[key] as T[keyof T];
  }
  return next;
}

/** A unique index refused the write (someone took the key at the same time): a 409, not a 500. */
export function keyConflict(error: unknown, code: ErrorCode, message: string): never {
  if (isUniqueViolation(error)) throw conflict(code, message);
  throw error;
}

/**
 * The company a new record goes to — the one named (it must be one of the caller's: 404
 * otherwise), else the caller's only company — once the caller may do `action` there (403).
 */
export async function companyForCreate(companies: CompaniesService, principal: Principal, companyId: number | undefined, action: Action): Promise<number> {
  let target: number;
  if (companyId !== undefined) target = (await companies.getCompany(principal, companyId)).id;
  else if (!isSuperAdmin(principal) && principal.companyIds.length === 1) target = principal.companyIds[0]!;
  else throw field('company_id', 'Indica la empresa (company_id): perteneces a más de una.');
  assertCanIn(principal, target, action);
  return target;
}

/**
 * Whose rows a list covers: the company asked for (404 if it is not the caller's, 403 if the
 * action is not allowed there), or every company where the action is allowed (403 if none).
 */
export async function listScope(
  companies: CompaniesService,
  principal: Principal,
  companyId: number | undefined,
  action: Action,
): Promise<{ scope: TenantScope; companyIds?: readonly number[] }> {
  if (companyId !== undefined) {
    await companies.getCompany(principal, companyId);
    assertCanIn(principal, companyId, action);
    return { scope: scopeOf(principal), companyIds: [companyId] };
  }
  const scope = scopeFor(principal, action);
  if (scope.companyIds !== null && scope.companyIds.length === 0) throw forbidden();
  return { scope };
}
