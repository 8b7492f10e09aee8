import type { Kysely } from 'kysely';
import type { Company } from '../../../shared/contracts/companies';
import type { Database } from '../../db/schema';
import { notFound } from '../../errors';
import { type Principal, assertCompanyVisible, isSuperAdmin } from '../../principal';
import * as repository from './companies.repository';

export type CompaniesService = ReturnType<typeof createCompaniesService>;

export function createCompaniesService({ db }: { db: Kysely<Database> }) {
  return {
    companyIdsOfUser: (userId: number) => repository.companyIdsOfUser(db, userId),
    departmentsOfUser: (userId: number) => repository.departmentsOfUser(db, userId),
    companiesByIds: (ids: number[]) => repository.companiesByIds(db, ids),

    async getCompany(principal: Principal, id: number): Promise<Company> {
      assertCompanyVisible(principal, id);
      const company = await repository.findCompanyById(db, id);
      if (!company) throw notFound('No encontramos esa empresa.');
      return company;
    },

    /**
     * A user's companies as the caller may see them: all of them for the user and a super admin;
     * for a company admin only the companies both share (the rest belong to other tenants).
     */
    async companiesOfUser(principal: Principal, userId: number, targetCompanyIds: number[]): Promise<Company[]> {
      const visible =
        principal.userId === userId || isSuperAdmin(principal)
          ? targetCompanyIds
          : targetCompanyIds.filter((id) => principal.companyIds.includes(id));
      return repository.companiesByIds(db, visible);
    },
  };
}
