import type { Kysely } from 'kysely';

/**
 * The daily expiry notices of unit documents are sent once per document and per expiry date:
 * each column keeps the `expires_on` a notice went out for ("entering the 30-day window",
 * "expired"). A renewed document (a new `expires_on`) is noticed again; a repeated run is not.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('unit_documents').addColumn('expiring_notice_for', 'varchar(10)').execute();
  await db.schema.alterTable('unit_documents').addColumn('expired_notice_for', 'varchar(10)').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('unit_documents').dropColumn('expired_notice_for').execute();
  await db.schema.alterTable('unit_documents').dropColumn('expiring_notice_for').execute();
}
