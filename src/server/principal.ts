import { type Action, can } from '../shared/permissions';
import type { RoleSlug } from '../shared/roles';
import { forbidden, notFound } from './errors';

/**
 * Who is calling, resolved from the verified bearer token (never from a header or body): the
 * user, the token, the roles and every company the user belongs to, directly or through a
 * department.
 *
 * Roles are held per company. There is deliberately no flat "roles" list here: every permission
 * question names the company it is asked about (`canIn(principal, companyId, action)`), so an
 * admin of one company who is a plain employee of another is a plain employee there.
 */
export interface Principal {
  userId: number;
  tokenId: number;
  clientId: string;
  /** Platform-wide roles (GLOBAL_ROLE_SLUGS): super_admin, final_user. */
  globalRoles: readonly RoleSlug[];
  /** The roles held in each company, by company id. */
  companyRoles: Readonly<Record<number, readonly RoleSlug[]>>;
  /** Every company the user belongs to, directly or through a department. */
  companyIds: readonly number[];
  /** When the access token stops working (ISO); sockets opened with it close then. */
  expiresAt: string;
}

export function isSuperAdmin(principal: Principal): boolean {
  return principal.globalRoles.includes('super_admin');
}

/**
 * The roles that count in one company: the global ones plus those granted there. A role granted
 * in a company the user has since left counts for nothing.
 */
export function rolesIn(principal: Principal, companyId: number): readonly RoleSlug[] {
  const local = principal.companyIds.includes(companyId) ? (principal.companyRoles[companyId] ?? []) : [];
  return local.length === 0 ? principal.globalRoles : [...principal.globalRoles, ...local];
}

/** May the caller do this action in this company? */
export function canIn(principal: Principal, companyId: number, action: Action): boolean {
  return can(rolesIn(principal, companyId), action);
}

/** Refuses (403) an action the caller's roles in that company do not grant. */
export function assertCanIn(principal: Principal, companyId: number, action: Action): void {
  if (!canIn(principal, companyId, action)) throw forbidden();
}

/** May the caller do this action with a platform-wide role (creating companies, reviewing…)? */
export function canGlobally(principal: Principal, action: Action): boolean {
  return can(principal.globalRoles, action);
}

export function assertCanGlobally(principal: Principal, action: Action): void {
  if (!canGlobally(principal, action)) throw forbidden();
}

/** The caller's companies where the action is allowed; null means every company (super admin). */
export function companiesWhere(principal: Principal, action: Action): readonly number[] | null {
  if (canGlobally(principal, action) && isSuperAdmin(principal)) return null;
  return principal.companyIds.filter((companyId) => canIn(principal, companyId, action));
}

/** Is the action allowed in at least one company (or platform-wide)? For menus and "any" checks. */
export function canSomewhere(principal: Principal, action: Action): boolean {
  return canGlobally(principal, action) || principal.companyIds.some((companyId) => canIn(principal, companyId, action));
}

export function canSeeCompany(principal: Principal, companyId: number): boolean {
  return isSuperAdmin(principal) || principal.companyIds.includes(companyId);
}

/** Another tenant's company is not "forbidden", it does not exist for this caller. */
export function assertCompanyVisible(principal: Principal, companyId: number): void {
  if (!canSeeCompany(principal, companyId)) throw notFound('No encontramos esa empresa.');
}
