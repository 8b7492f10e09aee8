import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Support's SLA clock, stored for queries (issue 14): `sla_due_at` is the earliest due instant of
 * the ticket's clocks that count now, `sla_warn_at` the earliest instant one of them reaches 80 %
 * (both null while no clock counts: waiting on the requester, resolved, closed). The service
 * rewrites them on every change that moves a clock; the minute sweep reads them to send the 80 %
 * and breach notices, and stamps `sla_warned_80_at` / `sla_breach_notified_at` so a restart never
 * repeats one.
 *
 * Indexes: the "breaching soon" queue is a range of (company_id, sla_warn_at) (its due order is a
 * sort of that small range, read from the index entry); the sweep walks two partial indexes that
 * hold only the tickets not yet told, so a notice sent leaves the index and the walk stays short.
 *
 * Frozen in time: imports no app code.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const ts = postgres ? 'timestamptz' : 'text';
  for (const column of ['sla_due_at', 'sla_warn_at', 'sla_warned_80_at', 'sla_breach_notified_at']) {
    await db.schema.alterTable('tickets').addColumn(column, ts).execute();
  }
  await db.schema.createIndex('tickets_company_sla_index').on('tickets').columns(['company_id', 'sla_warn_at', 'sla_due_at']).execute();
  await db.schema.createIndex('tickets_sla_warn_pending_index').on('tickets').columns(['sla_warn_at', 'id']).where(sql.ref('sla_warned_80_at'), 'is', null).execute();
  await db.schema.createIndex('tickets_sla_due_pending_index').on('tickets').columns(['sla_due_at', 'id']).where(sql.ref('sla_breach_notified_at'), 'is', null).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('tickets_sla_due_pending_index').execute();
  await db.schema.dropIndex('tickets_sla_warn_pending_index').execute();
  await db.schema.dropIndex('tickets_company_sla_index').execute();
  for (const column of ['sla_breach_notified_at', 'sla_warned_80_at', 'sla_warn_at', 'sla_due_at']) {
    await db.schema.alterTable('tickets').dropColumn(column).execute();
  }
}
