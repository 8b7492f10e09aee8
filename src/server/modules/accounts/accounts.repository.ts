import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** A registration is one verification code row; its id is the one `POST /register` answers. */
export async function insertRegistration(
  db: Db,
  row: {
    user_id: number;
    code_hash: string;
    expires_at: string;
    pending_name?: string | null;
    pending_surname?: string | null;
    pending_lastname?: string | null;
    pending_password_hash?: string | null;
  },
): Promise<number> {
  const { id } = await db.insertInto('verification_codes').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export function findRegistration(db: Db, id: number) {
  return db.selectFrom('verification_codes').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The newest registration of a user that was not confirmed (expired or spent ones included). */
export async function latestUnconfirmedRegistration(db: Db, userId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('verification_codes')
    .select('id')
    .where('user_id', '=', userId)
    .where('consumed_at', 'is', null)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.id;
}

/**
 * Takes one of the code's attempts, if any is left and the code is open and current, in one
 * conditional write: concurrent guesses cannot exceed `max` between them. Answers the attempt's
 * number and the code it is checked against (read in the same write, so a resend in between
 * cannot pair one with the other), or undefined when nothing was left to take.
 */
export function takeCodeAttempt(db: Db, id: number, max: number, now: string) {
  return db
    .updateTable('verification_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', now)
    .where('attempts', '<', max)
    .returning(['attempts', 'code_hash'])
    .executeTakeFirst();
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

/** A new code for the same registration (resend): fresh attempts and expiry, same id. */
export async function renewCode(db: Db, id: number, codeHash: string, expiresAt: string): Promise<boolean> {
  const result = await db
    .updateTable('verification_codes')
    .set({ code_hash: codeHash, attempts: 0, expires_at: expiresAt })
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Once one registration is confirmed, the user's other open ones can never apply their details. */
export async function expireOtherRegistrations(db: Db, userId: number, exceptId: number, now: string) {
  await db
    .updateTable('verification_codes')
    .set({ expires_at: now })
    .where('user_id', '=', userId)
    .where('id', '!=', exceptId)
    .where('consumed_at', 'is', null)
    .execute();
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
