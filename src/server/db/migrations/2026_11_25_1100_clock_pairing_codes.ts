import { type Kysely, PostgresAdapter } from 'kysely';

/**
 * A wall clock can be paired with a short code (8 characters, 10 minutes, single use) instead of
 * its 47-character token (issue 19.6). The code lives on the device row: at most one live code
 * per clock, and a new one simply overwrites the old. Only its sha256 is kept. The index makes
 * redeeming a lookup by hash, like the token's.
 *
 * Frozen in time: imports no app code.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const ts = postgres ? 'timestamptz' : 'text';
  await db.schema.alterTable('attendance_devices').addColumn('pairing_code_hash', 'varchar(64)').execute();
  await db.schema.alterTable('attendance_devices').addColumn('pairing_expires_at', ts).execute();
  await db.schema.createIndex('attendance_devices_pairing_index').on('attendance_devices').column('pairing_code_hash').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('attendance_devices_pairing_index').execute();
  await db.schema.alterTable('attendance_devices').dropColumn('pairing_expires_at').execute();
  await db.schema.alterTable('attendance_devices').dropColumn('pairing_code_hash').execute();
}
