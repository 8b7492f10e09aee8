import { describe, expect, it } from 'vitest';
import { rolesInCompany } from '../../../src/renderer/hooks/use-roles';
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
