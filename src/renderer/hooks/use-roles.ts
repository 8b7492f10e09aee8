import { useMemo } from 'react';
import type { CurrentUser } from '../../shared/contracts/users';
import { type Action, can } from '../../shared/permissions';
import type { RoleSlug } from '../../shared/roles';
import { useCompanyStore } from '../stores/company';
import { useSessionStore } from '../stores/session';

/**
 * The roles that count in one company: the platform-wide ones (company_id null) plus those
 * granted in that company — the same question the server asks (`rolesIn` in server/principal).
 * A company admin of company 1 is not an admin while company 2 is selected, so the screens hide
 * what the server would refuse there. Without a company only the platform-wide roles count.
 */
export function rolesInCompany(user: Pick<CurrentUser, 'roles'> | null, companyId: number | null): RoleSlug[] {
  if (!user) return [];
  const slugs = user.roles.filter((role) => role.company_id === null || role.company_id === companyId).map((role) => role.slug);
  return [...new Set(slugs)];
}

/** The signed-in user's roles in the company chosen in the header (plus the platform-wide ones). */
export function useRoles(): RoleSlug[] {
  // Select the stable objects; a selector that builds a new array each call loops (zustand 5).
  const user = useSessionStore((state) => state.user);
  const companyId = useCompanyStore((state) => state.selected?.id ?? null);
  return useMemo(() => rolesInCompany(user, companyId), [user, companyId]);
}

/** Does the user drive (a linked employee with a licence) in this company? */
export function drivesInCompany(user: Pick<CurrentUser, 'driver_company_ids'> | null, companyId: number | null): boolean {
  return companyId !== null && !!user?.driver_company_ids.includes(companyId);
}

/** Does the signed-in user drive in the company chosen in the header? */
export function useDrives(): boolean {
  const user = useSessionStore((state) => state.user);
  const companyId = useCompanyStore((state) => state.selected?.id ?? null);
  return drivesInCompany(user, companyId);
}

/** The slugs of the user's departments in one company (the navigation shows `soporte-tecnico`'s members support's entries). */
export function departmentSlugsInCompany(user: Pick<CurrentUser, 'departments'> | null, companyId: number | null): string[] {
  if (!user || companyId === null) return [];
  return [...new Set(user.departments.filter((department) => department.company_id === companyId).map((department) => department.slug))];
}

/** The slugs of the signed-in user's departments in the company chosen in the header. */
export function useDepartmentSlugs(): string[] {
  const user = useSessionStore((state) => state.user);
  const companyId = useCompanyStore((state) => state.selected?.id ?? null);
  return useMemo(() => departmentSlugsInCompany(user, companyId), [user, companyId]);
}

/** May the signed-in user do this in the selected company? Hides controls only; the server decides. */
export function useCan(action: Action): boolean {
  return can(useRoles(), action);
}
