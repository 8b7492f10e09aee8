import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Support (issue 14, tickets): a company's staff raise tickets to its technical-support
 * department. A ticket is numbered per company (the "TK-000123" reference), carries a conversation
 * of public replies and internal notes (attachments are file ids of the files module, JSON text),
 * and logs every status change: the SLA clock reads that timeline, the first agent public reply
 * instant, the company's policy per priority (business minutes) and its business calendar.
 *
 * Frozen in time: imports no app code. Same conventions as the earlier migrations: serial ids,
 * `timestamptz` / ISO text, every row carries `company_id`. JSON is text on both dialects (read
 * whole, never queried inside). Search words live in `ticket_search_terms` (one row per distinct
 * word of the subject and reference), as `employee_search_terms` do: a word prefix is an index
 * range scan at a million tickets.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const ts = postgres ? 'timestamptz' : 'text';
  const id = (col: ColumnDefinitionBuilder) => (postgres ? col.primaryKey() : col.primaryKey().autoIncrement());
  const idType = postgres ? 'serial' : 'integer';
  const now = postgres ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
  const company = (col: ColumnDefinitionBuilder) => col.notNull().references('companies.id').onDelete('cascade');
  const ticket = (col: ColumnDefinitionBuilder) => col.notNull().references('tickets.id').onDelete('cascade');

  await db.schema
    .createTable('tickets')
    .addColumn('id', idType, id)
    .addColumn('company_id', 'integer', company)
    .addColumn('number', 'integer', (col) => col.notNull())
    .addColumn('subject', 'varchar(200)', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('category', 'varchar(30)', (col) => col.notNull())
    .addColumn('priority', 'varchar(10)', (col) => col.notNull())
    .addColumn('status', 'varchar(25)', (col) => col.notNull())
    .addColumn('requester_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('assignee_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    // employee, unit or container of the same company; no foreign key (three tables).
    .addColumn('related_kind', 'varchar(12)')
    .addColumn('related_id', 'integer')
    .addColumn('search_text', 'varchar(400)', (col) => col.notNull())
    .addColumn('first_agent_reply_at', ts)
    .addColumn('resolved_at', ts)
    .addColumn('closed_at', ts)
    .addColumn('created_at', ts, (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', ts, (col) => col.notNull().defaultTo(now))
    .execute();
  // The reference; also the lists' default order (newest first: the number, per company). Each
  // queue index ends with the number, so a queue's page is a walk of one range in list order.
  await db.schema.createIndex('tickets_company_number_unique').on('tickets').columns(['company_id', 'number']).unique().execute();
  // Queue views: by status ("waiting", status filter), by assignee ("mine", "unassigned": assignee null).
  await db.schema.createIndex('tickets_company_status_index').on('tickets').columns(['company_id', 'status', 'number']).execute();
  await db.schema.createIndex('tickets_company_assignee_index').on('tickets').columns(['company_id', 'assignee_id', 'status', 'number']).execute();
  await db.schema.createIndex('tickets_company_priority_index').on('tickets').columns(['company_id', 'priority', 'number']).execute();
  await db.schema.createIndex('tickets_company_updated_index').on('tickets').columns(['company_id', 'updated_at']).execute();
  // A requester's own tickets.
  await db.schema.createIndex('tickets_requester_index').on('tickets').columns(['requester_id', 'company_id', 'number']).execute();

  await db.schema
    .createTable('ticket_search_terms')
    .addColumn('ticket_id', 'integer', ticket)
    .addColumn('company_id', 'integer', company)
    .addColumn('term', 'varchar(100)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('ticket_search_terms_unique').on('ticket_search_terms').columns(['company_id', 'term', 'ticket_id']).unique().execute();
  await db.schema.createIndex('ticket_search_terms_ticket_index').on('ticket_search_terms').column('ticket_id').execute();

  await db.schema
    .createTable('ticket_messages')
    .addColumn('id', idType, id)
    .addColumn('company_id', 'integer', company)
    .addColumn('ticket_id', 'integer', ticket)
    .addColumn('author_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('kind', 'varchar(15)', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    // [document id, …] of the files module (resource type `ticket`, this ticket).
    .addColumn('attachments', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('created_at', ts, (col) => col.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('ticket_messages_ticket_index').on('ticket_messages').columns(['ticket_id', 'id']).execute();

  await db.schema
    .createTable('ticket_status_events')
    .addColumn('id', idType, id)
    .addColumn('company_id', 'integer', company)
    .addColumn('ticket_id', 'integer', ticket)
    .addColumn('from_status', 'varchar(25)')
    .addColumn('to_status', 'varchar(25)', (col) => col.notNull())
    .addColumn('at', ts, (col) => col.notNull())
    .addColumn('by_user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('ticket_status_events_ticket_index').on('ticket_status_events').columns(['ticket_id', 'id']).execute();

  await db.schema
    .createTable('support_sla_policies')
    .addColumn('id', idType, id)
    .addColumn('company_id', 'integer', company)
    .addColumn('priority', 'varchar(10)', (col) => col.notNull())
    .addColumn('first_response_minutes', 'integer', (col) => col.notNull())
    .addColumn('resolution_minutes', 'integer', (col) => col.notNull())
    .addColumn('updated_at', ts, (col) => col.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('support_sla_policies_unique').on('support_sla_policies').columns(['company_id', 'priority']).unique().execute();

  // One per company. weekly_hours: { "0".."6" (Sunday = 0): [{ start: "HH:MM", end: "HH:MM" }] };
  // holidays: ["YYYY-MM-DD", …] business dates (Mexico City).
  await db.schema
    .createTable('support_business_calendars')
    .addColumn('company_id', 'integer', (col) => col.primaryKey().references('companies.id').onDelete('cascade'))
    .addColumn('weekly_hours', 'text', (col) => col.notNull())
    .addColumn('holidays', 'text', (col) => col.notNull())
    .addColumn('updated_at', ts, (col) => col.notNull().defaultTo(now))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('support_business_calendars').execute();
  await db.schema.dropTable('support_sla_policies').execute();
  await db.schema.dropTable('ticket_status_events').execute();
  await db.schema.dropTable('ticket_messages').execute();
  await db.schema.dropTable('ticket_search_terms').execute();
  await db.schema.dropTable('tickets').execute();
}
