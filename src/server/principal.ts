import { type Action, can } from '../shared/permissions';
import type { RoleSlug } from '../shared/roles';
import { forbidden, notFound } from './errors';

/**
 * Who is calling, resolved from the verified bearer token (never from a header or body): the
 * user, the token, the roles and every company the user belongs to, directly or through a
 * department.
 */
export interface Principal {
  userId: number;
  tokenId: number;
  clientId: string;
  roles: RoleSlug[];
  companyIds: number[];
}

export function isSuperAdmin(principal: Principal): boolean {
  return principal.roles.includes('super_admin');
}

export function canSeeCompany(principal: Principal, companyId: number): boolean {
  return isSuperAdmin(principal) || principal.companyIds.includes(companyId);
}

/** Another tenant's company is not "forbidden", it does not exist for this caller. */
export function assertCompanyVisible(principal: Principal, companyId: number): void {
  if (!canSeeCompany(principal, companyId)) throw notFound('No encontramos esa empresa.');
}

export function assertCan(principal: Principal, action: Action): void {
  if (!can(principal.roles, action)) throw forbidden();
}
