import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Records a spent challenge; false when it had been spent already (a replay). */
export async function spendChallenge(db: Kysely<Database>, signature: string, expiresAt: string, now: string): Promise<boolean> {
  await db.deleteFrom('used_challenges').where('expires_at', '<', now).execute();
  const result = await db
    .insertInto('used_challenges')
    .values({ signature, expires_at: expiresAt })
    .onConflict((oc) => oc.column('signature').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}
