import { describe, expect, it } from 'vitest';
import { navItemsFor } from '../../../src/renderer/app/navigation';
import { departmentSlugsInCompany, drivesInCompany, rolesInCompany } from '../../../src/renderer/hooks/use-roles';
import { paths } from '../../../src/renderer/lib/paths';
import type { RoleAssignment } from '../../../src/shared/contracts/users';

const role = (slug: RoleAssignment['slug'], company_id: number | null): RoleAssignment => ({ slug, name: slug, company_id });

describe('rolesInCompany: the roles that count in the selected company', () => {
  const user = {
    roles: [role('final_user', null), role('company_admin', 1), role('container_receiver', 2), role('company_admin', 3)],
  };

  it('gives the platform-wide roles plus those granted in that company only', () => {
    expect(rolesInCompany(user, 1)).toEqual(['final_user', 'company_admin']);
    expect(rolesInCompany(user, 2)).toEqual(['final_user', 'container_receiver']);
  });

  it('gives only the platform-wide roles without a company or in a company with none', () => {
    expect(rolesInCompany(user, null)).toEqual(['final_user']);
    expect(rolesInCompany(user, 9)).toEqual(['final_user']);
  });

  it('keeps a super admin a super admin in every company, once', () => {
    const admin = { roles: [role('super_admin', null), role('super_admin', null)] };
    expect(rolesInCompany(admin, 5)).toEqual(['super_admin']);
  });

  it('gives nothing without a user', () => {
    expect(rolesInCompany(null, 1)).toEqual([]);
  });
});

describe('drivesInCompany and «Mis viajes» in the menu: only for who drives there', () => {
  const driver = { driver_company_ids: [2] };

  it('says whether the user drives in the selected company', () => {
    expect(drivesInCompany(driver, 2)).toBe(true);
    expect(drivesInCompany(driver, 3)).toBe(false);
    expect(drivesInCompany(driver, null)).toBe(false);
    expect(drivesInCompany(null, 2)).toBe(false);
  });

  it('shows «Mis viajes» to a driving employee, not to other employees nor to a tours manager who drives', () => {
    const myTrips = (roles: string[], drives: boolean) => navItemsFor(roles, [], drives).some((item) => item.to === paths.parabusMyTrips);
    expect(myTrips(['employee'], true)).toBe(true);
    expect(myTrips(['employee'], false)).toBe(false);
    expect(myTrips(['transport_company'], true)).toBe(false);
  });
});

describe('departmentSlugsInCompany: the departments that count in the selected company', () => {
  const department = (slug: string, company_id: number) => ({ id: company_id * 10, slug, name: slug, company_id });
  const user = { departments: [department('soporte-tecnico', 1), department('almacen', 2), department('soporte-tecnico', 1)] };

  it('gives the slugs of that company only, once; nothing without a company or a user', () => {
    expect(departmentSlugsInCompany(user, 1)).toEqual(['soporte-tecnico']);
    expect(departmentSlugsInCompany(user, 2)).toEqual(['almacen']);
    expect(departmentSlugsInCompany(user, null)).toEqual([]);
    expect(departmentSlugsInCompany(null, 1)).toEqual([]);
  });
});
