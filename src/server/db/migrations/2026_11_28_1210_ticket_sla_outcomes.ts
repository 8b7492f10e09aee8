import { type Kysely, PostgresAdapter } from 'kysely';

/**
 * The outcome of each SLA clock of a ticket, stored for the support dashboard (issue 14): 1 met,
 * 0 breached, null not decided yet (still counting within its target, or no target). The service
 * writes them wherever it already stores the SLA instants (every change that moves a clock and
 * the minute sweep, which recomputes a ticket when it breaches), so compliance per agent and per
 * category is a `sum` over the period's rows, never a clock computed per ticket.
 *
 * Indexes for the dashboard's aggregates, each a range of one company read on the index entry:
 * tickets raised in a period (created_at), resolved in it (resolved_at), and the open backlog by
 * status and age (status, created_at; also the count by status).
 *
 * Rows that exist before this migration start undecided; they are filled the next time their
 * clocks are stored (a change of the ticket, the sweep, a save of the SLA settings recomputes the
 * company's open tickets). Frozen in time: imports no app code.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const small = db.getExecutor().adapter instanceof PostgresAdapter ? 'smallint' : 'integer';
  await db.schema.alterTable('tickets').addColumn('sla_first_response_met', small).execute();
  await db.schema.alterTable('tickets').addColumn('sla_resolution_met', small).execute();
  await db.schema.createIndex('tickets_company_created_index').on('tickets').columns(['company_id', 'created_at']).execute();
  await db.schema.createIndex('tickets_company_resolved_index').on('tickets').columns(['company_id', 'resolved_at']).execute();
  await db.schema.createIndex('tickets_company_status_age_index').on('tickets').columns(['company_id', 'status', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('tickets_company_status_age_index').execute();
  await db.schema.dropIndex('tickets_company_resolved_index').execute();
  await db.schema.dropIndex('tickets_company_created_index').execute();
  await db.schema.alterTable('tickets').dropColumn('sla_resolution_met').execute();
  await db.schema.alterTable('tickets').dropColumn('sla_first_response_met').execute();
}
