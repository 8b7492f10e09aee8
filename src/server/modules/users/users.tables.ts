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

export interface UserRolesTable {
  user_id: number;
  role_id: number;
}
