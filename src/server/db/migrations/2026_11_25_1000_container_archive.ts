import type { Kysely } from 'kysely';

/**
 * Containers with history are archived, never deleted (issue 19.8): their movements, holds and
 * orders stay readable. `archived_at` hides one from the lists (their `archived` filter shows them).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('containers').addColumn('archived_at', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('containers').dropColumn('archived_at').execute();
}
