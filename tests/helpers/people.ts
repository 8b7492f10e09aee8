import type { RoleSlug } from '../../src/shared/roles';
import type { TestApp } from './test-app';

export interface PersonSpec {
  email: string;
  name?: string;
  /** Direct memberships. */
  companies?: number[];
  /** Memberships through a department: [companyId, department slug]. */
  departments?: [number, string][];
  /** Roles as [slug, companyId] ([slug, null] for a global role). */
  roles: [RoleSlug, number | null][];
}

/**
 * Adds a confirmed account with the demo password, its memberships and its per-company roles,
 * straight into the database (the API has no call that puts a user in several companies). The
 * password hash is the demo's, so no argon2 run is needed.
 */
export async function addPerson(t: TestApp, spec: PersonSpec): Promise<number> {
  const { db } = t.database;
  const { password_hash } = await db.selectFrom('users').select('password_hash').where('email', '=', 'super@demo.mx').executeTakeFirstOrThrow();
  const now = new Date().toISOString();
  const { id } = await db
    .insertInto('users')
    .values({
      name: spec.name ?? 'Persona',
      surname: 'De',
      lastname: 'Prueba',
      email: spec.email,
      password_hash,
      profile_photo_path: null,
      email_verified_at: now,
      profile_verified_at: null,
      deleted_at: null,
      deletion_reason: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const companyId of spec.companies ?? []) await db.insertInto('company_users').values({ company_id: companyId, user_id: id }).execute();
  for (const [companyId, slug] of spec.departments ?? []) {
    const department = await db.selectFrom('departments').select('id').where('company_id', '=', companyId).where('slug', '=', slug).executeTakeFirstOrThrow();
    await db.insertInto('department_users').values({ department_id: department.id, user_id: id }).execute();
  }
  const roleIds = new Map((await db.selectFrom('roles').select(['id', 'slug']).execute()).map((role) => [role.slug, role.id]));
  for (const [slug, companyId] of spec.roles) {
    await db.insertInto('role_assignments').values({ user_id: id, role_id: roleIds.get(slug)!, company_id: companyId }).execute();
  }
  return id;
}
