import type { Kysely } from 'kysely';

/**
 * A registration is a verification code row; the id `POST /register` answers is that row's id
 * (a fresh one on every registration, whatever the state of the e-mail), no longer the user's.
 *
 * Registering again an e-mail that was never confirmed no longer overwrites the account: the new
 * details wait on the new registration's row and are applied only when its code, which went to
 * that inbox, is confirmed.
 *
 * Frozen in time: imports no app code. Plain nullable columns, the same on both dialects.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // One column per statement: SQLite's ALTER TABLE adds one at a time.
  for (const [column, type] of [
    ['pending_name', 'varchar(100)'],
    ['pending_surname', 'varchar(100)'],
    ['pending_lastname', 'varchar(100)'],
    ['pending_password_hash', 'varchar(255)'],
  ] as const) {
    await db.schema.alterTable('verification_codes').addColumn(column, type).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['pending_password_hash', 'pending_lastname', 'pending_surname', 'pending_name']) {
    await db.schema.alterTable('verification_codes').dropColumn(column).execute();
  }
}
