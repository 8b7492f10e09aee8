import type { Kysely } from 'kysely';

/**
 * A clock punch outside every window of the employee's shifts (a tap at 16:33 for a 09:00 shift)
 * is no longer forced into a shift: it is kept as an unscheduled record marked for a manager to
 * review (issue 19.7). Existing records were all matched or entered by a person: 0.
 *
 * Frozen in time: imports no app code.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('attendance_records')
    .addColumn('needs_review', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('attendance_records').dropColumn('needs_review').execute();
}
