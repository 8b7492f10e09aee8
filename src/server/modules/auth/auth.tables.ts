import type { Generated } from 'kysely';

export interface OAuthAccessTokensTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  client_id: string;
  family_id: string;
  expires_at: string;
  revoked_at: string | null;
  created_at: Generated<string>;
}

export interface OAuthRefreshTokensTable {
  id: Generated<number>;
  token_hash: string;
  family_id: string;
  access_token_id: number;
  user_id: number;
  client_id: string;
  expires_at: string;
  used_at: string | null;
  revoked_at: string | null;
  created_at: Generated<string>;
}
