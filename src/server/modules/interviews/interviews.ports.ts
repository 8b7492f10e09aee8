import type { Principal } from '../../principal';
import type { TenantScope } from '../../tenancy';

/** What the interviews ask the job board (the jobs module's services, wired in app.ts). */
export interface JobBoardPort {
  /** The vacancy's company when the vacancy is in scope, else null. */
  vacancyCompanyOf(scope: TenantScope, vacancyId: number): Promise<number | null>;
  /**
   * The application as its company sees it — the jobs rules decide: another tenant's is a 404, a
   * member without `vacancies.manage` a 403.
   */
  applicationForCompany(principal: Principal, applicationId: number): Promise<{ id: number; vacancy_id: number; status: string; candidate: { user_id: number } }>;
  /** The pipeline's own move (its rules, its history event, its notice to the candidate). */
  moveApplication(principal: Principal, applicationId: number, status: 'interview', note: string): Promise<void>;
}

/** What the interviews ask the people side: who belongs to a company. */
export interface MembersPort {
  /** The open accounts of a company in scope (direct members and through a department). */
  activeMemberIdsOf(scope: TenantScope, companyId: number): Promise<number[]>;
}
