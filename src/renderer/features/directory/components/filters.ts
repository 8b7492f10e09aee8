import type { CompanyDetail } from '../../../../shared/contracts/companies';
import type { Employee } from '../../../../shared/contracts/employees';

export interface CompanyFilters {
  businessSectorId: number | null;
  stateId: number | null;
  verified?: boolean;
  authorized?: boolean;
}

/**
 * The list filters, applied to what a page of companies brought: the search call takes none of
 * them and the list call only the flags.
 */
export function companyMatches(
  company: Pick<CompanyDetail, 'business_sector' | 'state_id'> & Partial<Pick<CompanyDetail, 'verified_company' | 'is_authorized'>>,
  filters: CompanyFilters,
): boolean {
  if (filters.businessSectorId !== null && company.business_sector?.id !== filters.businessSectorId) return false;
  if (filters.stateId !== null && company.state_id !== filters.stateId) return false;
  if (filters.verified !== undefined && company.verified_company !== undefined && company.verified_company !== filters.verified) return false;
  if (filters.authorized !== undefined && company.is_authorized !== undefined && company.is_authorized !== filters.authorized) return false;
  return true;
}

export interface EmployeeFilters {
  companyId: number;
  departmentId: number | null;
  onlyDrivers: boolean;
}

/** The table's filters, applied to what a page brought (the search call spans every company of the caller). */
export function employeeMatches(employee: Pick<Employee, 'company_id' | 'department_id' | 'is_driver'>, filters: EmployeeFilters): boolean {
  return (
    employee.company_id === filters.companyId &&
    (filters.departmentId === null || employee.department_id === filters.departmentId) &&
    (!filters.onlyDrivers || employee.is_driver)
  );
}

export type LicenceStatus = { state: 'none' } | { state: 'expired'; days: number } | { state: 'soon'; days: number } | { state: 'valid'; days: number };

export const LICENCE_WARNING_DAYS = 30;

/** A driver's licence by its expiry date (YYYY-MM-DD) as of `today` (YYYY-MM-DD, local). */
export function licenceStatus(expiresOn: string | null, today: string): LicenceStatus {
  if (!expiresOn) return { state: 'none' };
  const days = Math.round((Date.parse(`${expiresOn}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
  if (Number.isNaN(days)) return { state: 'none' };
  if (days < 0) return { state: 'expired', days: -days };
  if (days <= LICENCE_WARNING_DAYS) return { state: 'soon', days };
  return { state: 'valid', days };
}

/** Today as YYYY-MM-DD in the local time zone. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
