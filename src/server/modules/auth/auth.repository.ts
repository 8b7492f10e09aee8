import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

export async function insertAccessToken(
  db: Db,
  row: { token_hash: string; user_id: number; client_id: string; family_id: string; expires_at: string },
): Promise<number> {
  const { id } = await db.insertInto('oauth_access_tokens').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function insertRefreshToken(
  db: Db,
  row: { token_hash: string; family_id: string; access_token_id: number; user_id: number; client_id: string; expires_at: string },
): Promise<void> {
  await db.insertInto('oauth_refresh_tokens').values(row).execute();
}

/** A live access token and its (open) user, in one round trip: the hot path of every request. */
export function findLiveAccessToken(db: Db, tokenHash: string, now: string) {
  return db
    .selectFrom('oauth_access_tokens')
    .innerJoin('users', 'users.id', 'oauth_access_tokens.user_id')
    .select(['oauth_access_tokens.id', 'oauth_access_tokens.user_id', 'oauth_access_tokens.client_id', 'oauth_access_tokens.expires_at'])
    .where('oauth_access_tokens.token_hash', '=', tokenHash)
    .where('oauth_access_tokens.revoked_at', 'is', null)
    .where('oauth_access_tokens.expires_at', '>', now)
    .where('users.deleted_at', 'is', null)
    .executeTakeFirst();
}

export function findRefreshToken(db: Db, tokenHash: string) {
  return db.selectFrom('oauth_refresh_tokens').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/**
 * Marks a refresh token used only if nobody did first. Two requests racing with the same token:
 * exactly one sees 1 row updated; the other is treated as reuse.
 */
export async function claimRefreshToken(db: Db, id: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('oauth_refresh_tokens')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Revokes a whole token family (every access and refresh token descended from one login). */
export async function revokeFamily(db: Db, familyId: string, now: string): Promise<number[]> {
  await db
    .updateTable('oauth_refresh_tokens')
    .set({ revoked_at: now })
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .execute();
  const revoked = await db
    .updateTable('oauth_access_tokens')
    .set({ revoked_at: now })
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .returning('id')
    .execute();
  return revoked.map((row) => row.id);
}

/** Answers the id when this call revoked it (empty when it was already revoked). */
export async function revokeAccessToken(db: Db, id: number, now: string): Promise<number[]> {
  const revoked = await db
    .updateTable('oauth_access_tokens')
    .set({ revoked_at: now })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .returning('id')
    .execute();
  return revoked.map((row) => row.id);
}

export function familyOfAccessTokenId(db: Db, id: number) {
  return db.selectFrom('oauth_access_tokens').select('family_id').where('id', '=', id).executeTakeFirst();
}

export async function familyOfAccessToken(db: Db, tokenHash: string) {
  return db
    .selectFrom('oauth_access_tokens')
    .select(['id', 'family_id', 'user_id'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

export async function revokeAllOfUser(db: Db, userId: number, now: string, exceptFamilyId?: string): Promise<number[]> {
  let refresh = db.updateTable('oauth_refresh_tokens').set({ revoked_at: now }).where('user_id', '=', userId).where('revoked_at', 'is', null);
  let access = db.updateTable('oauth_access_tokens').set({ revoked_at: now }).where('user_id', '=', userId).where('revoked_at', 'is', null);
  if (exceptFamilyId) {
    refresh = refresh.where('family_id', '!=', exceptFamilyId);
    access = access.where('family_id', '!=', exceptFamilyId);
  }
  await refresh.execute();
  const revoked = await access.returning('id').execute();
  return revoked.map((row) => row.id);
}
