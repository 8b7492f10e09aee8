import { type Kysely, type Transaction, sql } from 'kysely';
import type { RoleSlug } from '../../../shared/roles';
import type { Dialect } from '../../db/database';
import type { Database } from '../../db/schema';
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

export function rolesOfUser(db: Db, userId: number) {
  return db
    .selectFrom('user_roles')
    .innerJoin('roles', 'roles.id', 'user_roles.role_id')
    .select(['roles.slug', 'roles.name'])
    .where('user_roles.user_id', '=', userId)
    .orderBy('roles.id')
    .execute() as Promise<{ slug: RoleSlug; name: string }[]>;
}

export async function replaceRoles(db: Db, userId: number, slugs: readonly RoleSlug[]): Promise<void> {
  await db.deleteFrom('user_roles').where('user_id', '=', userId).execute();
  if (slugs.length === 0) return;
  await db
    .insertInto('user_roles')
    .columns(['user_id', 'role_id'])
    .expression(
      db.selectFrom('roles').select([sql<number>`${userId}`.as('user_id'), 'roles.id']).where('roles.slug', 'in', slugs),
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
