import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Support's revision (inspection) orders (issue 14): checklist templates per company, revision
 * orders of an asset (a unit — bus or truck — or a container of the company, by id; equipment,
 * by description), and the order's items COPIED from the template when the order is created, so
 * that a later edit of the template never rewrites an inspection. Each item holds its answer
 * (pass / fail / not_applicable, null until answered), a note, its photos (document ids of the
 * files module, resource type `revision_order`, JSON text) and the service order made from it.
 *
 * Frozen in time: imports no app code. Same conventions as the earlier migrations. The template's
 * items are JSON text (read and written whole; orders keep their own copy as rows). A used
 * template is archived, not deleted (`archived_at`), so no foreign key is ever left dangling;
 * `revision_orders.template_id` is restrict, not cascade, for the same reason.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const ts = postgres ? 'timestamptz' : 'text';
  const id = (col: ColumnDefinitionBuilder) => (postgres ? col.primaryKey() : col.primaryKey().autoIncrement());
  const idType = postgres ? 'serial' : 'integer';
  const now = postgres ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
  const company = (col: ColumnDefinitionBuilder) => col.notNull().references('companies.id').onDelete('cascade');

  await db.schema
    .createTable('checklist_templates')
    .addColumn('id', idType, id)
    .addColumn('company_id', 'integer', company)
    .addColumn('name', 'varchar(120)', (col) => col.notNull())
    .addColumn('asset_kind', 'varchar(12)', (col) => col.notNull())
    // [{ label, section, hint }, …] in order.
    .addColumn('items', 'text', (col) => col.notNull())
    .addColumn('archived_at', ts)
    .addColumn('created_at', ts, (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', ts, (col) => col.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('checklist_templates_company_index').on('checklist_templates').columns(['company_id', 'asset_kind', 'name']).execute();

  await db.schema
    .createTable('revision_orders')
    .addColumn('id', idType, id)
    .addColumn('company_id', 'integer', company)
    .addColumn('number', 'integer', (col) => col.notNull())
    .addColumn('template_id', 'integer', (col) => col.notNull().references('checklist_templates.id').onDelete('restrict'))
    // The template's name when the order was made (the template may be renamed later).
    .addColumn('template_name', 'varchar(120)', (col) => col.notNull())
    .addColumn('asset_kind', 'varchar(12)', (col) => col.notNull())
    // A unit (bus, truck) or a container of the company; null for equipment. No foreign key (two tables).
    .addColumn('asset_id', 'integer')
    // Unit or container number when the order was made, or the equipment's description.
    .addColumn('asset_label', 'varchar(200)', (col) => col.notNull())
    .addColumn('inspector_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('scheduled_at', ts, (col) => col.notNull())
    .addColumn('status', 'varchar(12)', (col) => col.notNull())
    .addColumn('notes', 'text')
    // Normalized reference and asset label, for `q`.
    .addColumn('search_text', 'varchar(300)', (col) => col.notNull())
    .addColumn('started_at', ts)
    .addColumn('completed_at', ts)
    .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', ts, (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', ts, (col) => col.notNull().defaultTo(now))
    .execute();
  // The reference.
  await db.schema.createIndex('revision_orders_company_number_unique').on('revision_orders').columns(['company_id', 'number']).unique().execute();
  // Lists are latest scheduled first: the company's, by status, an inspector's — each a walk of one range in list order.
  await db.schema.createIndex('revision_orders_company_scheduled_index').on('revision_orders').columns(['company_id', 'scheduled_at', 'id']).execute();
  await db.schema.createIndex('revision_orders_company_status_index').on('revision_orders').columns(['company_id', 'status', 'scheduled_at', 'id']).execute();
  await db.schema.createIndex('revision_orders_inspector_index').on('revision_orders').columns(['inspector_id', 'company_id', 'scheduled_at', 'id']).execute();
  await db.schema.createIndex('revision_orders_template_index').on('revision_orders').column('template_id').execute();

  await db.schema
    .createTable('revision_items')
    .addColumn('id', idType, id)
    .addColumn('company_id', 'integer', company)
    .addColumn('revision_order_id', 'integer', (col) => col.notNull().references('revision_orders.id').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('section', 'varchar(80)')
    .addColumn('label', 'varchar(200)', (col) => col.notNull())
    .addColumn('hint', 'varchar(300)')
    .addColumn('result', 'varchar(15)')
    .addColumn('note', 'text')
    // [document id, …] of the files module (resource type `revision_order`, this order).
    .addColumn('photos', 'text', (col) => col.notNull().defaultTo('[]'))
    // The service order made from this failed item (the service-orders module's id; no foreign key
    // here: that table is another module's, which points back with `revision_item_id`).
    .addColumn('service_order_id', 'integer')
    .addColumn('answered_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('answered_at', ts)
    .execute();
  await db.schema.createIndex('revision_items_order_index').on('revision_items').columns(['revision_order_id', 'position']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('revision_items').execute();
  await db.schema.dropTable('revision_orders').execute();
  await db.schema.dropTable('checklist_templates').execute();
}
