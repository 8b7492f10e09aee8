import { type Expression, type SqlBool, sql } from 'kysely';
import type { Action } from '../shared/permissions';
import { notFound } from './errors';
import { type Principal, companiesWhere, isSuperAdmin } from './principal';

declare const tenantScopeBrand: unique symbol;

/**
 * The companies whose rows a query may return. Repository finders of company-scoped rows take
 * one and apply it with `inScope`, so a finder cannot be called without saying whose rows it
 * reads: forgetting the tenancy check is a type error, not a review comment.
 *
 * A scope is only made here — from a verified principal, or by one of the two named system
 * scopes below — which is what the brand is for: `{ companyIds: [1] }` written by hand does not
 * type-check.
 */
export interface TenantScope {
  readonly [tenantScopeBrand]: true;
  /** null: every company (a super admin, or the system itself). */
  readonly companyIds: readonly number[] | null;
}

const make = (companyIds: readonly number[] | null) => ({ companyIds }) as TenantScope;

/** The companies the caller belongs to (every company for a super admin): what they may see. */
export function scopeOf(principal: Principal): TenantScope {
  return make(isSuperAdmin(principal) ? null : principal.companyIds);
}

/** The companies where the caller may do `action`: for lists that span the caller's companies. */
export function scopeFor(principal: Principal, action: Action): TenantScope {
  return make(companiesWhere(principal, action));
}

/**
 * Every company, for work the platform does on its own behalf: background sweepers, start-up
 * jobs, demo data. Never for a request.
 */
export function systemScope(): TenantScope {
  return make(null);
}

/**
 * One company, for a caller that is not a person: a device (the attendance clock) acts inside the
 * one company it was registered to.
 */
export function deviceScope(companyId: number): TenantScope {
  return make([companyId]);
}

export function scopeIncludes(scope: TenantScope, companyId: number): boolean {
  return scope.companyIds === null || scope.companyIds.includes(companyId);
}

/** The WHERE condition `column in (scope)`, for any query builder's `.where(…)`. */
export function inScope(scope: TenantScope, column: string): Expression<SqlBool> {
  if (scope.companyIds === null) return sql<SqlBool>`1 = 1`;
  // `in ()` is not valid SQL; a caller of no company sees nothing.
  if (scope.companyIds.length === 0) return sql<SqlBool>`1 = 0`;
  return sql<SqlBool>`${sql.ref(column)} in (${sql.join(scope.companyIds)})`;
}

/**
 * The one way a scoped lookup turns into a 404. Another tenant's row and a row that does not exist
 * read the same, so the caller learns nothing about other companies.
 */
export function orNotFound<T>(row: T | null | undefined, message = 'No encontramos lo que buscas.'): T {
  if (row === null || row === undefined) throw notFound(message);
  return row;
}
