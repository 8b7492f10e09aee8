import { describe, expect, it } from 'vitest';
import { ASSIGNABLE_BY_COMPANY_ADMIN, PERMISSIONS, can } from '../../src/shared/permissions';
import { ROLE_SLUGS, isLogisticsEmployee } from '../../src/shared/roles';

describe('permission table', () => {
  it('names only real roles', () => {
    for (const roles of Object.values(PERMISSIONS)) for (const role of roles) expect(ROLE_SLUGS).toContain(role);
    for (const role of ASSIGNABLE_BY_COMPANY_ADMIN) expect(ROLE_SLUGS).toContain(role);
  });

  it('never lets a company admin hand out platform or company-admin power', () => {
    expect(ASSIGNABLE_BY_COMPANY_ADMIN).not.toContain('super_admin');
    expect(ASSIGNABLE_BY_COMPANY_ADMIN).not.toContain('company_admin');
  });

  it('answers by any of the roles held', () => {
    expect(can(['employee', 'company_admin'], 'users.assign-roles')).toBe(true);
    expect(can(['employee'], 'users.assign-roles')).toBe(false);
    expect(can(['company_admin'], 'users.verify')).toBe(false);
    expect(can(['super_admin'], 'users.verify')).toBe(true);
  });

  it('recognises a logistics employee (spec §6)', () => {
    expect(isLogisticsEmployee([{ slug: 'employee' }, { slug: 'containers_crane_operator' }])).toBe(true);
    expect(isLogisticsEmployee([{ slug: 'employee' }, { slug: 'company_admin' }])).toBe(false);
  });
});
