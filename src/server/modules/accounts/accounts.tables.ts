import type { Generated } from 'kysely';

export interface VerificationCodesTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  attempts: Generated<number>;
  expires_at: string;
  consumed_at: string | null;
  /** A repeated registration's details: applied only when this row's code is confirmed. */
  pending_name: string | null;
  pending_surname: string | null;
  pending_lastname: string | null;
  pending_password_hash: string | null;
  created_at: Generated<string>;
}

export interface PasswordResetsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: Generated<string>;
}
