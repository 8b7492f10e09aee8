import type { Generated, Insertable } from 'kysely';

export interface UsersTable {
  id: Generated<number>;
  name: string;
  surname: string | null;
  lastname: string | null;
  email: string;
  password_hash: string;
  profile_photo_path: string | null;
  email_verified_at: string | null;
  profile_verified_at: string | null;
  registered_service: Generated<string>;
  deleted_at: string | null;
  deletion_reason: string | null;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}
export type NewUserRow = Insertable<UsersTable>;

export interface RolesTable {
  id: Generated<number>;
  slug: string;
  name: string;
}

/** A role held by a user in one company, or platform-wide when company_id is null (GLOBAL_ROLE_SLUGS). */
export interface RoleAssignmentsTable {
  id: Generated<number>;
  user_id: number;
  role_id: number;
  company_id: number | null;
}
