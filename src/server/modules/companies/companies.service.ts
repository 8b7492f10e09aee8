import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { isTransportSector } from '../../../shared/contracts/business-sectors';
import {
  COMPANIES_PER_PAGE,
  type Company,
  type CompanyDetail,
  type CompanyPage,
  type PublicCompany,
  type companyListQuerySchema,
  type createCompanyInputSchema,
  type updateCompanyInputSchema,
} from '../../../shared/contracts/companies';
import { SEARCH_PER_PAGE, type companiesDirectoryQuerySchema } from '../../../shared/contracts/search';
import type { FieldErrors } from '../../../shared/errors';
import { isoNow } from '../../db/database';
import type { Database } from '../../db/schema';
import { invalid } from '../../errors';
import { pageFrom, queryWords, searchTextOf } from '../../lib/search-text';
import { type Principal, assertCanGlobally, assertCanIn, isSuperAdmin } from '../../principal';
import { type TenantScope, orNotFound, scopeOf } from '../../tenancy';
import * as repository from './companies.repository';

export type CompaniesService = ReturnType<typeof createCompaniesService>;

/**
 * The states/municipalities catalogue as the directory needs it, satisfied by the catalogue
 * module's service. Without one, any positive id is accepted (the columns carry no foreign key).
 */
export interface LocationCatalogue {
  stateExists(stateId: number): Promise<boolean>;
  /** The municipality exists and belongs to that state. */
  municipalityInState(municipalityId: number, stateId: number): Promise<boolean>;
}

/** What the companies service needs of the business-sector catalogue. */
export interface SectorLookup {
  find(id: number): Promise<{ id: number; name: string } | null>;
}

const ANY_LOCATION: LocationCatalogue = { stateExists: async () => true, municipalityInState: async () => true };

const COMPANY_NOT_FOUND = 'No encontramos esa empresa.';

function parseBanners(value: string): string[] {
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

export function toCompanyDetail(row: repository.CompanyRow): CompanyDetail {
  return {
    id: row.id,
    name: row.name,
    legal_name: row.legal_name,
    rfc: row.rfc,
    business_sector_id: row.business_sector_id,
    business_sector: row.business_sector_id !== null && row.business_sector_name !== null ? { id: row.business_sector_id, name: row.business_sector_name } : null,
    state_id: row.state_id,
    municipality_id: row.municipality_id,
    address: row.address,
    phone: row.phone,
    email: row.email,
    website: row.website,
    logo_path: row.logo_path,
    banners: parseBanners(row.banners),
    landing_text: row.landing_text,
    verified_company: row.verified_at !== null,
    is_authorized: row.authorized_at !== null,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

function toPublicCompany(row: repository.CompanyRow): PublicCompany {
  const { id, name, business_sector, state_id, municipality_id, address, phone, email, website, logo_path, banners, landing_text, verified_company } =
    toCompanyDetail(row);
  return { id, name, business_sector, state_id, municipality_id, address, phone, email, website, logo_path, banners, landing_text, verified_company };
}

type CompanyInput = z.output<typeof updateCompanyInputSchema>;

export function createCompaniesService({ db, locations = ANY_LOCATION, sectors }: { db: Kysely<Database>; locations?: LocationCatalogue; sectors?: SectorLookup }) {
  let catalogue = locations;

  /** Ids that must name something: the sector, the state, the municipality (of that state). */
  async function checkReferences(input: CompanyInput, current: { state_id: number | null } | null) {
    const errors: FieldErrors = {};
    if (input.business_sector_id != null && sectors && !(await sectors.find(input.business_sector_id))) {
      errors.business_sector_id = ['Ese sector no existe en el catálogo.'];
    }
    const stateId = input.state_id !== undefined ? input.state_id : (current?.state_id ?? null);
    if (input.state_id != null && !(await catalogue.stateExists(input.state_id))) {
      errors.state_id = ['Ese estado no existe en el catálogo.'];
    }
    if (input.municipality_id != null && !errors.state_id) {
      if (stateId === null) errors.municipality_id = ['Elige primero el estado del municipio.'];
      else if (!(await catalogue.municipalityInState(input.municipality_id, stateId))) {
        errors.municipality_id = ['Ese municipio no existe en el estado elegido.'];
      }
    }
    if (Object.keys(errors).length) throw invalid('validation_failed', Object.values(errors)[0]![0]!, errors);
  }

  function writeOf(input: CompanyInput) {
    const { banners, ...rest } = input;
    const values: repository.CompanyWrite = {};
    for (const [key, value] of Object.entries(rest)) {
      if (value !== undefined) (values as Record<string, unknown>)[key] = value;
    }
    if (banners !== undefined) values.banners = JSON.stringify(banners);
    return values;
  }

  /** The company as the caller may see it: another tenant's company does not exist for them. */
  async function visibleDetail(scope: TenantScope, id: number) {
    return orNotFound(await repository.findCompanyDetail(db, scope, id), COMPANY_NOT_FOUND);
  }

  return {
    companyIdsOfUser: (userId: number) => repository.companyIdsOfUser(db, userId),
    departmentsOfUser: (userId: number) => repository.departmentsOfUser(db, userId),
    companiesByIds: (scope: TenantScope, ids: readonly number[]) => repository.companiesByIds(db, scope, ids),
    companyIdsIn: (scope: TenantScope) => repository.companyIdsInScope(db, scope),
    /** The company's id when it is in scope (null: none such) — how files find a company's own. */
    companyIdOf: async (scope: TenantScope, id: number): Promise<number | null> => (await repository.findCompanyById(db, scope, id))?.id ?? null,

    /** The catalogue module plugs its service in here once both exist (see app.ts). */
    useLocationCatalogue(next: LocationCatalogue) {
      catalogue = next;
    },

    /** Tenancy check for other modules: the company's summary, or 404 for another tenant's. */
    async getCompany(principal: Principal, id: number): Promise<Company> {
      return orNotFound(await repository.findCompanyById(db, scopeOf(principal), id), COMPANY_NOT_FOUND);
    },

    /** `GET /companies/{id}`: the whole company, for its members and the super admin. */
    async getCompanyDetail(principal: Principal, id: number): Promise<CompanyDetail> {
      return toCompanyDetail(await visibleDetail(scopeOf(principal), id));
    },

    /** Whether a company in scope is in the transport sector (spec §6 fixed sector ids). */
    async isTransportCompany(scope: TenantScope, id: number): Promise<boolean> {
      const row = await repository.findCompanyDetail(db, scope, id);
      return isTransportSector(row?.business_sector_id);
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
      return repository.companiesByIds(db, scopeOf(principal), visible);
    },

    /** The caller's companies (every company for a super admin), by name. */
    async listCompanies(principal: Principal, query: z.output<typeof companyListQuerySchema>): Promise<CompanyPage> {
      const { rows, total } = await repository.pageOfCompanies(
        db,
        {
          scope: scopeOf(principal),
          words: queryWords(query.q),
          verified: query.verified,
          authorized: query.authorized,
          businessSectorId: query.business_sector_id,
          stateId: query.state_id,
        },
        COMPANIES_PER_PAGE,
        (query.page - 1) * COMPANIES_PER_PAGE,
      );
      return pageFrom(rows.map(toCompanyDetail), total, query.page, COMPANIES_PER_PAGE);
    },

    async searchCompanies(principal: Principal, q: string, page: number) {
      const { rows, total } = await repository.pageOfCompanies(
        db,
        { scope: scopeOf(principal), words: queryWords(q) },
        SEARCH_PER_PAGE,
        (page - 1) * SEARCH_PER_PAGE,
      );
      return pageFrom(rows.map(toCompanyDetail), total, page, SEARCH_PER_PAGE);
    },

    /** Public: authorized companies only. */
    async searchDirectory(query: z.output<typeof companiesDirectoryQuerySchema>) {
      const { page } = query;
      const { rows, total } = await repository.pageOfDirectory(
        db,
        { words: queryWords(query.q), businessSectorId: query.business_sector_id, stateId: query.state_id },
        SEARCH_PER_PAGE,
        (page - 1) * SEARCH_PER_PAGE,
      );
      return pageFrom(rows.map(toPublicCompany), total, page, SEARCH_PER_PAGE);
    },

    async topCompanies(): Promise<PublicCompany[]> {
      return (await repository.topCompanies(db, 12)).map(toPublicCompany);
    },

    /** A new company starts neither verified nor authorized. */
    async createCompany(principal: Principal, input: z.output<typeof createCompanyInputSchema>): Promise<CompanyDetail> {
      assertCanGlobally(principal, 'companies.create');
      await checkReferences(input, null);
      const values = writeOf(input);
      const id = await repository.insertCompany(
        db,
        { ...values, name: input.name, search_text: searchTextOf(input.name, input.legal_name, input.rfc) },
        isoNow(),
      );
      return toCompanyDetail(await visibleDetail(scopeOf(principal), id));
    },

    /** Super admin any company; a company admin their own. The flags have calls of their own. */
    async updateCompany(principal: Principal, id: number, input: CompanyInput): Promise<CompanyDetail> {
      const scope = scopeOf(principal);
      const current = await visibleDetail(scope, id);
      assertCanIn(principal, id, 'companies.update');
      await checkReferences(input, current);
      const values = writeOf(input);
      // A new state without a municipality leaves none: the old one belonged to the old state.
      if (input.state_id !== undefined && input.state_id !== current.state_id && input.municipality_id === undefined) values.municipality_id = null;
      values.search_text = searchTextOf(
        input.name ?? current.name,
        input.legal_name !== undefined ? input.legal_name : current.legal_name,
        input.rfc !== undefined ? input.rfc : current.rfc,
      );
      await repository.updateCompany(db, id, values, isoNow());
      return toCompanyDetail(await visibleDetail(scope, id));
    },

    /** Removes the company with its departments, employees and everything else it owns. */
    async deleteCompany(principal: Principal, id: number): Promise<void> {
      await visibleDetail(scopeOf(principal), id);
      assertCanIn(principal, id, 'companies.delete');
      await repository.deleteCompany(db, id);
    },

    async setFlag(principal: Principal, id: number, flag: 'verified' | 'authorized', on: boolean): Promise<CompanyDetail> {
      const scope = scopeOf(principal);
      const current = await visibleDetail(scope, id);
      assertCanIn(principal, id, flag === 'verified' ? 'companies.verify' : 'companies.authorize');
      const column = flag === 'verified' ? 'verified_at' : 'authorized_at';
      // Keep the first moment it was set when it already is: the toggle is idempotent.
      const now = isoNow();
      const value = on ? (current[column] ?? now) : null;
      await repository.setCompanyFlag(db, id, column, value, now);
      return toCompanyDetail(await visibleDetail(scope, id));
    },
  };
}
