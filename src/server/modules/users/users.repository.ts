import { type Kysely, type Transaction, sql } from 'kysely';
import type { RoleSlug } from '../../../shared/roles';
import type { Dialect } from '../../db/database';
import type { Database } from '../../db/schema';
import { type TenantScope, inScope } from '../../tenancy';
import type { NewUserRow } from './users.tables';

type Db = Kysely<Database> | Transaction<Database>;

const PUBLIC_COLUMNS = [
  'users.id',
  'users.name',
  'users.surname',
  'users.lastname',
  'users.email',
  'users.profile_photo_path',
  'users.email_verified_at',
  'users.profile_verified_at',
] as const;

export function findActiveUserById(db: Db, id: number) {
  return db.selectFrom('users').select(PUBLIC_COLUMNS).where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
}

/** With the password hash: only for credential checks. */
export function findActiveCredentialsByEmail(db: Db, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'password_hash', 'email_verified_at'])
    .where('email', '=', email)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export function findActiveCredentialsById(db: Db, id: number) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'password_hash', 'email_verified_at'])
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export async function insertUser(db: Db, row: NewUserRow): Promise<number> {
  const { id } = await db.insertInto('users').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateUser(
  db: Db,
  id: number,
  patch: Partial<Pick<NewUserRow, 'name' | 'surname' | 'lastname' | 'password_hash' | 'email_verified_at' | 'profile_verified_at' | 'profile_photo_path'>>,
  now: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ ...patch, updated_at: now })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .execute();
}

/** Closing keeps the row for the audit trail; the e-mail is freed by the partial unique index. */
export async function softDeleteUser(db: Db, id: number, reason: string | null, now: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ deleted_at: now, deletion_reason: reason, updated_at: now })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .execute();
}

export interface RoleAssignment {
  slug: RoleSlug;
  name: string;
  /** null: a platform-wide role. */
  company_id: number | null;
}

/** Every role a user holds: global ones first, then by company, each in ROLE_SLUGS order. */
/** The companies (of the scope) where the user is a fleet driver: a linked employee with a licence (`is_driver`). */
export async function driverCompanyIdsOf(db: Db, scope: TenantScope, userId: number): Promise<number[]> {
  const rows = await db.selectFrom('employees').select('company_id').distinct().where('user_id', '=', userId).where('is_driver', '=', 1).where(inScope(scope, 'company_id')).orderBy('company_id').execute();
  return rows.map((row) => row.company_id);
}

export function roleAssignmentsOf(db: Db, userId: number) {
  return db
    .selectFrom('role_assignments')
    .innerJoin('roles', 'roles.id', 'role_assignments.role_id')
    .select(['roles.slug', 'roles.name', 'role_assignments.company_id'])
    .where('role_assignments.user_id', '=', userId)
    .orderBy(sql`case when role_assignments.company_id is null then 0 else 1 end`)
    .orderBy('role_assignments.company_id')
    .orderBy('roles.id')
    .execute() as Promise<RoleAssignment[]>;
}

/**
 * Replaces the roles a user holds in one company (companyId) or platform-wide (null). Roles held
 * elsewhere are untouched.
 */
export async function replaceRolesIn(db: Db, userId: number, companyId: number | null, slugs: readonly RoleSlug[]): Promise<void> {
  await db
    .deleteFrom('role_assignments')
    .where('user_id', '=', userId)
    .where((eb) => (companyId === null ? eb('company_id', 'is', null) : eb('company_id', '=', companyId)))
    .execute();
  if (slugs.length === 0) return;
  await db
    .insertInto('role_assignments')
    .columns(['user_id', 'role_id', 'company_id'])
    .expression(
      db
        .selectFrom('roles')
        .select([sql<number>`${userId}`.as('user_id'), 'roles.id', sql<number | null>`cast(${companyId} as integer)`.as('company_id')])
        .where('roles.slug', 'in', slugs),
    )
    .execute();
}

/** Users of some companies: direct members and members through a department. */
function userIdsOfCompanies(db: Db, companyIds: number[]) {
  return db
    .selectFrom('company_users')
    .select('user_id')
    .where('company_id', 'in', companyIds)
    .union(
      db
        .selectFrom('department_users')
        .innerJoin('departments', 'departments.id', 'department_users.department_id')
        .select('department_users.user_id')
        .where('departments.company_id', 'in', companyIds),
    );
}

/**
 * Registered-user counts over every user (companyIds null) or over the users of some companies.
 * Months are grouped in SQL; the expression differs because SQLite keeps ISO text.
 */
export async function registeredUserCounts(
  db: Db,
  dialect: Dialect,
  companyIds: number[] | null,
  since30Days: string,
  since12Months: string,
) {
  let base = db.selectFrom('users').where('deleted_at', 'is', null);
  if (companyIds) base = base.where('id', 'in', userIdsOfCompanies(db, companyIds.length ? companyIds : [0]));
  const totals = await base
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.count<number>('email_verified_at').as('verified_email'),
      eb.fn.count<number>('profile_verified_at').as('verified_profile'),
      eb.fn.count<number>(eb.case().when('created_at', '>=', since30Days).then(1).end()).as('last_30_days'),
    ])
    .executeTakeFirstOrThrow();
  const month =
    dialect === 'postgres'
      ? sql<string>`to_char(created_at at time zone 'UTC', 'YYYY-MM')`
      : sql<string>`substr(created_at, 1, 7)`;
  const byMonth = await base
    .select([month.as('month'), (eb) => eb.fn.countAll<number>().as('count')])
    .where('created_at', '>=', since12Months)
    .groupBy(month)
    .execute();
  return { totals, byMonth };
}

/** Open accounts in all, and per role slug the open accounts holding it anywhere (public statistics). */
export async function registeredUsersByRole(db: Db) {
  const [total, rows] = await Promise.all([
    db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('deleted_at', 'is', null)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('role_assignments')
      .innerJoin('roles', 'roles.id', 'role_assignments.role_id')
      .innerJoin('users', 'users.id', 'role_assignments.user_id')
      .select(['roles.slug', (eb) => eb.fn.count<number>('users.id').distinct().as('n')])
      .where('users.deleted_at', 'is', null)
      .groupBy('roles.slug')
      .execute(),
  ]);
  return { total: Number(total.n), byRole: new Map(rows.map((row) => [row.slug, Number(row.n)])) };
}

/**
 * Who belongs to a company in scope: direct members and members through a department. The
 * membership tables are joined read-only here (as for the statistics above) rather than asked of
 * the companies and departments services, because a report pages through a whole company's
 * people in keyset order: that needs one SQL set, not the ids loaded into memory first.
 */
function memberIdsOf(db: Db, scope: TenantScope, companyId: number) {
  return db
    .selectFrom('company_users')
    .select('company_users.user_id')
    .where('company_users.company_id', '=', companyId)
    .where(inScope(scope, 'company_users.company_id'))
    .union(
      db
        .selectFrom('department_users')
        .innerJoin('departments', 'departments.id', 'department_users.department_id')
        .select('department_users.user_id')
        .where('departments.company_id', '=', companyId)
        .where(inScope(scope, 'departments.company_id')),
    );
}

/** The accounts of a company in scope that are not closed, as one unordered query (the report pages it by users.id). */
export function companyMembersQuery(db: Db, scope: TenantScope, companyId: number) {
  return db
    .selectFrom('users')
    .select(['users.id', 'users.name', 'users.surname', 'users.lastname', 'users.email', 'users.profile_verified_at', 'users.created_at'])
    .where('users.deleted_at', 'is', null)
    .where('users.id', 'in', memberIdsOf(db, scope, companyId));
}

/** The ids of a company's open accounts (the recipients of a company notice). */
export async function activeMemberIds(db: Db, scope: TenantScope, companyId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('users')
    .select('users.id')
    .where('users.deleted_at', 'is', null)
    .where('users.id', 'in', memberIdsOf(db, scope, companyId))
    .orderBy('users.id')
    .execute();
  return rows.map((row) => row.id);
}

/** Open accounts of a company in scope holding one of `slugs` in THAT company (not platform-wide). */
export async function activeMemberIdsWithRoleIn(db: Db, scope: TenantScope, companyId: number, slugs: readonly RoleSlug[]): Promise<number[]> {
  if (slugs.length === 0) return [];
  const rows = await db
    .selectFrom('users')
    .innerJoin('role_assignments', 'role_assignments.user_id', 'users.id')
    .innerJoin('roles', 'roles.id', 'role_assignments.role_id')
    .select('users.id')
    .distinct()
    .where('users.deleted_at', 'is', null)
    .where('role_assignments.company_id', '=', companyId)
    .where('roles.slug', 'in', [...slugs])
    .where('users.id', 'in', memberIdsOf(db, scope, companyId))
    .orderBy('users.id')
    .execute();
  return rows.map((row) => row.id);
}

/** Role slugs a page of users holds in one company or platform-wide (one query per page, not per user). */
export function roleSlugsOfUsers(db: Db, companyId: number, userIds: number[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('role_assignments')
    .innerJoin('roles', 'roles.id', 'role_assignments.role_id')
    .select(['role_assignments.user_id', 'roles.slug'])
    .where('role_assignments.user_id', 'in', userIds)
    .where((eb) => eb.or([eb('role_assignments.company_id', 'is', null), eb('role_assignments.company_id', '=', companyId)]))
    .orderBy('roles.id')
    .execute() as Promise<{ user_id: number; slug: RoleSlug }[]>;
}
