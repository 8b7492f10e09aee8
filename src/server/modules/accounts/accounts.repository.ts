import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

export async function replaceVerificationCode(db: Db, userId: number, codeHash: string, expiresAt: string, now: string) {
  await db.updateTable('verification_codes').set({ consumed_at: now }).where('user_id', '=', userId).where('consumed_at', 'is', null).execute();
  await db.insertInto('verification_codes').values({ user_id: userId, code_hash: codeHash, expires_at: expiresAt }).execute();
}

export function findOpenVerificationCode(db: Db, userId: number) {
  return db
    .selectFrom('verification_codes')
    .select(['id', 'code_hash', 'attempts', 'expires_at'])
    .where('user_id', '=', userId)
    .where('consumed_at', 'is', null)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

export async function countFailedAttempt(db: Db, codeId: number, closeIt: boolean, now: string) {
  await db
    .updateTable('verification_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1), ...(closeIt ? { consumed_at: now } : {}) }))
    .where('id', '=', codeId)
    .execute();
}

/** Consumes the code only if still open: two racing confirmations cannot both succeed. */
export async function consumeVerificationCode(db: Db, codeId: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('verification_codes')
    .set({ consumed_at: now })
    .where('id', '=', codeId)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function replacePasswordReset(db: Db, userId: number, tokenHash: string, expiresAt: string, now: string) {
  await db.updateTable('password_resets').set({ used_at: now }).where('user_id', '=', userId).where('used_at', 'is', null).execute();
  await db.insertInto('password_resets').values({ user_id: userId, token_hash: tokenHash, expires_at: expiresAt }).execute();
}

export function findPasswordReset(db: Db, tokenHash: string) {
  return db
    .selectFrom('password_resets')
    .select(['id', 'user_id', 'expires_at', 'used_at'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

export async function usePasswordReset(db: Db, id: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('password_resets')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
