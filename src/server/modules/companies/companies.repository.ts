import { type Kysely, type Transaction, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { matchesEveryWord } from '../../lib/search-text';
import { type TenantScope, inScope } from '../../tenancy';

type Db = Kysely<Database> | Transaction<Database>;

// A company is its own tenant: every finder of companies takes the caller's TenantScope.

export function findCompanyById(db: Db, scope: TenantScope, id: number) {
  return db.selectFrom('companies').select(['id', 'name']).where('id', '=', id).where(inScope(scope, 'id')).executeTakeFirst();
}

/** Companies a user belongs to, directly or through a department (spec §4 company login rule). */
export async function companyIdsOfUser(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('company_users')
    .select('company_id')
    .where('user_id', '=', userId)
    .union(
      db
        .selectFrom('department_users')
        .innerJoin('departments', 'departments.id', 'department_users.department_id')
        .select('departments.company_id')
        .where('department_users.user_id', '=', userId),
    )
    .execute();
  return rows.map((row) => row.company_id).sort((a, b) => a - b);
}

/** The ids of every company in scope, for work that goes company by company (a super admin's search). */
export async function companyIdsInScope(db: Db, scope: TenantScope): Promise<number[]> {
  const rows = await db.selectFrom('companies').select('id').where(inScope(scope, 'id')).orderBy('id').execute();
  return rows.map((row) => row.id);
}

export function companiesByIds(db: Db, scope: TenantScope, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('companies').select(['id', 'name']).where('id', 'in', ids).where(inScope(scope, 'id')).orderBy('name').execute();
}

export function departmentsOfUser(db: Db, userId: number) {
  return db
    .selectFrom('department_users')
    .innerJoin('departments', 'departments.id', 'department_users.department_id')
    .select(['departments.id', 'departments.slug', 'departments.name', 'departments.company_id'])
    .where('department_users.user_id', '=', userId)
    .orderBy('departments.company_id')
    .orderBy('departments.name')
    .execute();
}

/* The directory: whole companies, lists and searches. */

export type CompanyWrite = {
  name?: string;
  legal_name?: string | null;
  rfc?: string | null;
  business_sector_id?: number | null;
  state_id?: number | null;
  municipality_id?: number | null;
  address?: string | null;
  phone?: string | null;
  email?: string | null;
  website?: string | null;
  logo_path?: string | null;
  banners?: string;
  landing_text?: string | null;
  search_text?: string;
};

/** A company with its sector's name (a left join: the sector catalogue is reference data). */
function detailQuery(db: Db) {
  return db
    .selectFrom('companies')
    .leftJoin('business_sectors', 'business_sectors.id', 'companies.business_sector_id')
    .select([
      'companies.id',
      'companies.name',
      'companies.legal_name',
      'companies.rfc',
      'companies.business_sector_id',
      'business_sectors.name as business_sector_name',
      'companies.state_id',
      'companies.municipality_id',
      'companies.address',
      'companies.phone',
      'companies.email',
      'companies.website',
      'companies.logo_path',
      'companies.banners',
      'companies.landing_text',
      'companies.verified_at',
      'companies.authorized_at',
      'companies.created_at',
      'companies.updated_at',
    ]);
}

export type CompanyRow = Awaited<ReturnType<ReturnType<typeof detailQuery>['executeTakeFirstOrThrow']>>;

export function findCompanyDetail(db: Db, scope: TenantScope, id: number) {
  return detailQuery(db).where('companies.id', '=', id).where(inScope(scope, 'companies.id')).executeTakeFirst();
}

export interface CompanyFilter {
  scope: TenantScope;
  words: string[];
  verified?: boolean;
  authorized?: boolean;
  businessSectorId?: number;
  stateId?: number;
}

export async function pageOfCompanies(db: Db, filter: CompanyFilter, limit: number, offset: number) {
  let base = db.selectFrom('companies').where(inScope(filter.scope, 'companies.id'));
  if (filter.words.length) base = base.where((eb) => matchesEveryWord(eb, 'companies.search_text', filter.words));
  if (filter.verified !== undefined) base = base.where('companies.verified_at', filter.verified ? 'is not' : 'is', null);
  if (filter.authorized !== undefined) base = base.where('companies.authorized_at', filter.authorized ? 'is not' : 'is', null);
  if (filter.businessSectorId !== undefined) base = base.where('companies.business_sector_id', '=', filter.businessSectorId);
  if (filter.stateId !== undefined) base = base.where('companies.state_id', '=', filter.stateId);
  const [idRows, total] = await Promise.all([
    base.select('companies.id').orderBy('companies.name').orderBy('companies.id').limit(limit).offset(offset).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  const ids = idRows.map((row) => row.id);
  const rows = ids.length ? await detailQuery(db).where('companies.id', 'in', ids).execute() : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return { rows: ids.map((id) => byId.get(id)!), total: Number(total.total) };
}

export interface DirectoryFilter {
  words: string[];
  businessSectorId?: number;
  stateId?: number;
}

/** Public directory: authorized companies only, verified first, then by name. */
export async function pageOfDirectory(db: Db, filter: DirectoryFilter, limit: number, offset: number) {
  let rows = detailQuery(db).where('companies.authorized_at', 'is not', null);
  let count = db.selectFrom('companies').where('companies.authorized_at', 'is not', null);
  if (filter.words.length) {
    rows = rows.where((eb) => matchesEveryWord(eb, 'companies.search_text', filter.words));
    count = count.where((eb) => matchesEveryWord(eb, 'companies.search_text', filter.words));
  }
  if (filter.businessSectorId !== undefined) {
    rows = rows.where('companies.business_sector_id', '=', filter.businessSectorId);
    count = count.where('companies.business_sector_id', '=', filter.businessSectorId);
  }
  if (filter.stateId !== undefined) {
    rows = rows.where('companies.state_id', '=', filter.stateId);
    count = count.where('companies.state_id', '=', filter.stateId);
  }
  const [page, total] = await Promise.all([
    rows
      .orderBy(sql`case when companies.verified_at is null then 1 else 0 end`)
      .orderBy('companies.name')
      .orderBy('companies.id')
      .limit(limit)
      .offset(offset)
      .execute(),
    count.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows: page, total: Number(total.total) };
}

/** Authorized companies, verified first, then by how many employees they have. */
export function topCompanies(db: Db, limit: number) {
  return detailQuery(db)
    .where('companies.authorized_at', 'is not', null)
    .orderBy(sql`case when companies.verified_at is null then 1 else 0 end`)
    .orderBy((eb) => eb.selectFrom('employees').select((e) => e.fn.countAll().as('n')).whereRef('employees.company_id', '=', 'companies.id'), 'desc')
    .orderBy('companies.name')
    .limit(limit)
    .execute();
}

export async function insertCompany(db: Db, values: CompanyWrite & { name: string; search_text: string }, now: string) {
  const { id } = await db
    .insertInto('companies')
    .values({ ...values, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateCompany(db: Db, id: number, values: CompanyWrite, now: string) {
  await db
    .updateTable('companies')
    .set({ ...values, updated_at: now })
    .where('id', '=', id)
    .execute();
}

export async function setCompanyFlag(db: Db, id: number, flag: 'verified_at' | 'authorized_at', value: string | null, now: string) {
  await db
    .updateTable('companies')
    .set({ [flag]: value, updated_at: now })
    .where('id', '=', id)
    .execute();
}

export async function deleteCompany(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('companies').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
