import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Support (issue 14, service orders): work done at a place, numbered per company ("OS-000123"),
 * created directly, from a ticket (same company, checked by the service) or from a failed item of a
 * revision order. `revision_order_id` / `revision_item_id` carry no foreign key: the revision
 * tables arrive in a later migration. Completed only by the receiver's signature, stored as
 * strokes (JSON text of [[x, y], …] per stroke in a 600×200 box); the public verification link's
 * token is stored as its SHA-256 only.
 *
 * Frozen in time: imports no app code. Same conventions as the tickets migration.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const ts = postgres ? 'timestamptz' : 'text';
  const id = (col: ColumnDefinitionBuilder) => (postgres ? col.primaryKey() : col.primaryKey().autoIncrement());
  const idType = postgres ? 'serial' : 'integer';
  const now = postgres ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
  const company = (col: ColumnDefinitionBuilder) => col.notNull().references('companies.id').onDelete('cascade');
  const order = (col: ColumnDefinitionBuilder) => col.notNull().references('service_orders.id').onDelete('cascade');
  const user = (col: ColumnDefinitionBuilder) => col.references('users.id').onDelete('set null');

  await db.schema
    .createTable('service_orders')
    .addColumn('id', idType, id)
    .addColumn('company_id', 'integer', company)
    .addColumn('number', 'integer', (col) => col.notNull())
    .addColumn('title', 'varchar(200)', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('location', 'varchar(200)', (col) => col.notNull())
    .addColumn('scheduled_at', ts, (col) => col.notNull())
    .addColumn('technician_id', 'integer', user)
    .addColumn('status', 'varchar(15)', (col) => col.notNull())
    .addColumn('labour_minutes', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('ticket_id', 'integer', (col) => col.references('tickets.id').onDelete('set null'))
    .addColumn('revision_order_id', 'integer')
    .addColumn('revision_item_id', 'integer')
    .addColumn('created_by', 'integer', user)
    .addColumn('search_text', 'varchar(500)', (col) => col.notNull())
    .addColumn('receiver_name', 'varchar(120)')
    .addColumn('signature_strokes', 'text')
    .addColumn('signed_at', ts)
    .addColumn('signed_by', 'integer', user)
    .addColumn('fingerprint', 'varchar(64)')
    .addColumn('verification_token_hash', 'varchar(64)')
    .addColumn('created_at', ts, (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', ts, (col) => col.notNull().defaultTo(now))
    .execute();
  // The reference, and the lists' default order (newest first).
  await db.schema.createIndex('service_orders_company_number_unique').on('service_orders').columns(['company_id', 'number']).unique().execute();
  // The calendar (a month of one company) and the status filter.
  await db.schema.createIndex('service_orders_company_scheduled_index').on('service_orders').columns(['company_id', 'scheduled_at']).execute();
  await db.schema.createIndex('service_orders_company_status_index').on('service_orders').columns(['company_id', 'status', 'number']).execute();
  // A technician's own orders; a ticket's orders.
  await db.schema.createIndex('service_orders_technician_index').on('service_orders').columns(['technician_id', 'company_id', 'number']).execute();
  await db.schema.createIndex('service_orders_ticket_index').on('service_orders').column('ticket_id').execute();
  // One order per failed revision item, whoever clicks twice (null items are not unique).
  await db.schema.createIndex('service_orders_revision_item_unique').on('service_orders').columns(['company_id', 'revision_item_id']).unique().execute();
  await db.schema.createIndex('service_orders_verification_unique').on('service_orders').column('verification_token_hash').unique().execute();

  await db.schema
    .createTable('service_order_parts')
    .addColumn('id', idType, id)
    .addColumn('company_id', 'integer', company)
    .addColumn('service_order_id', 'integer', order)
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('description', 'varchar(200)', (col) => col.notNull())
    // Thousandths of the unit: exact on both dialects (pg answers numeric as text, SQLite has no decimal).
    .addColumn('quantity_milli', 'integer', (col) => col.notNull())
    .addColumn('unit', 'varchar(20)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('service_order_parts_order_index').on('service_order_parts').columns(['service_order_id', 'position']).execute();

  await db.schema
    .createTable('service_order_search_terms')
    .addColumn('service_order_id', 'integer', order)
    .addColumn('company_id', 'integer', company)
    .addColumn('term', 'varchar(100)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('service_order_search_terms_unique').on('service_order_search_terms').columns(['company_id', 'term', 'service_order_id']).unique().execute();
  await db.schema.createIndex('service_order_search_terms_order_index').on('service_order_search_terms').column('service_order_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('service_order_search_terms').execute();
  await db.schema.dropTable('service_order_parts').execute();
  await db.schema.dropTable('service_orders').execute();
}
