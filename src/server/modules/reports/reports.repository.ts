import type { Kysely } from 'kysely';
import type { RoleSlug } from '../../../shared/roles';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/**
 * The people of a company — direct members and members through a department — not closed, as
 * one unordered query; the report reads it in keyset pages by users.id.
 */
export function companyMembersQuery(db: Db, companyId: number) {
  const memberIds = db
    .selectFrom('company_users')
    .select('company_users.user_id')
    .where('company_users.company_id', '=', companyId)
    .union(
      db
        .selectFrom('department_users')
        .innerJoin('departments', 'departments.id', 'department_users.department_id')
        .select('department_users.user_id')
        .where('departments.company_id', '=', companyId),
    );
  return db
    .selectFrom('users')
    .select(['users.id', 'users.name', 'users.surname', 'users.lastname', 'users.email', 'users.profile_verified_at', 'users.created_at'])
    .where('users.deleted_at', 'is', null)
    .where('users.id', 'in', memberIds);
}

/** Role slugs of a page of users (one query per page, not per user). */
export function roleSlugsOfUsers(db: Db, userIds: number[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('user_roles')
    .innerJoin('roles', 'roles.id', 'user_roles.role_id')
    .select(['user_roles.user_id', 'roles.slug'])
    .where('user_roles.user_id', 'in', userIds)
    .orderBy('roles.id')
    .execute() as Promise<{ user_id: number; slug: RoleSlug }[]>;
}
