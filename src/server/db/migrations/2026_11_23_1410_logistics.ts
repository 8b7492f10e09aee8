import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Container logistics around the containers: terminals, routes, units (trucks) with their drivers
 * and routes, container orders with their log, and waybills (carta porte).
 *
 * Frozen in time: imports no app code. As in the earlier migrations, ids are `serial` /
 * `integer primary key autoincrement`, timestamps `timestamptz` / ISO text, flags integers 0/1.
 * Every row carries `company_id` (tenancy); codes, economic numbers and plates are unique within a
 * company. Orders reference `containers` (the containers migration, 1400, runs first) and are
 * deleted with their container; terminals, routes and units referenced by an order cannot be
 * deleted (the service answers a 409 first). A waybill keeps the carta porte's data as issued in
 * `data` (JSON text): it is a document and must not change when a unit or a terminal is edited.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const ts = postgres ? 'timestamptz' : 'text';
  const real = postgres ? 'double precision' : 'real';
  const id = (col: ColumnDefinitionBuilder) => (postgres ? col.primaryKey() : col.primaryKey().autoIncrement());
  const idType = postgres ? 'serial' : 'integer';
  const now = postgres ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
  const company = (col: ColumnDefinitionBuilder) => col.notNull().references('companies.id').onDelete('cascade');

  await db.schema
    .createTable('terminals')
    .addColumn('id', idType, id)
    .addColumn('company_id', 'integer', company)
    .addColumn('code', 'varchar(30)', (col) => col.notNull())
    .addColumn('name', 'varchar(150)', (col) => col.notNull())
    .addColumn('kind', 'varchar(20)', (col) => col.notNull().defaultTo('port'))
    .addColumn('rfc', 'varchar(13)')
    .addColumn('operator_name', 'varchar(200)')
    .addColumn('street', 'varchar(150)')
    .addColumn('exterior_number', 'varchar(30)')
    .addColumn('neighborhood', 'varchar(120)')
    .addColumn('municipality', 'varchar(120)')
    .addColumn('state', 'varchar(120)')
    .addColumn('postal_code', 'varchar(5)')
    .addColumn('country', 'varchar(3)', (col) => col.notNull().defaultTo('MEX'))
    .addColumn('latitude', real)
    .addColumn('longitude', real)
    .addColumn('phone', 'varchar(30)')
    .addColumn('search_text', 'varchar(800)', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', ts, (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', ts, (col) => col.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('terminals_company_code_unique').on('terminals').columns(['company_id', 'code']).unique().execute();
  await db.schema.createIndex('terminals_company_order_index').on('terminals').columns(['company_id', 'search_text', 'id']).execute();

  await db.schema
    .createTable('routes')
    .addColumn('id', idType, id)
    .addColumn('company_id', 'integer', company)
    .addColumn('code', 'varchar(30)', (col) => col.notNull())
    .addColumn('name', 'varchar(150)', (col) => col.notNull())
    .addColumn('origin_terminal_id', 'integer', (col) => col.notNull().references('terminals.id'))
    .addColumn('destination_terminal_id', 'integer', (col) => col.notNull().references('terminals.id'))
    .addColumn('distance_km', real)
    .addColumn('estimated_minutes', 'integer')
    .addColumn('active', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('search_text', 'varchar(800)', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', ts, (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', ts, (col) => col.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('routes_company_code_unique').on('routes').columns(['company_id', 'code']).unique().execute();
  await db.schema.createIndex('routes_company_order_index').on('routes').columns(['company_id', 'search_text', 'id']).execute();
  await db.schema.createIndex('routes_origin_index').on('routes').column('origin_terminal_id').execute();
  await db.schema.createIndex('routes_destination_index').on('routes').column('destination_terminal_id').execute();

  await db.schema
    .createTable('units')
    .addColumn('id', idType, id)
    .addColumn('company_id', 'integer', company)
    .addColumn('number', 'varchar(30)', (col) => col.notNull())
    .addColumn('plates', 'varchar(10)', (col) => col.notNull())
    .addColumn('vehicle_config', 'varchar(10)', (col) => col.notNull().defaultTo('T3S2'))
    .addColumn('brand', 'varchar(60)')
    .addColumn('model', 'varchar(60)')
    .addColumn('model_year', 'integer')
    .addColumn('vin', 'varchar(17)')
    .addColumn('gross_vehicle_weight_t', real)
    .addColumn('sct_permit_type', 'varchar(6)', (col) => col.notNull().defaultTo('TPAF01'))
    .addColumn('sct_permit_number', 'varchar(50)')
    .addColumn('insurer', 'varchar(120)')
    .addColumn('insurance_policy', 'varchar(50)')
    .addColumn('trailer_subtype', 'varchar(6)')
    .addColumn('trailer_plates', 'varchar(10)')
    .addColumn('status', 'varchar(20)', (col) => col.notNull().defaultTo('active'))
    .addColumn('search_text', 'varchar(800)', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', ts, (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', ts, (col) => col.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('units_company_number_unique').on('units').columns(['company_id', 'number']).unique().execute();
  await db.schema.createIndex('units_company_plates_unique').on('units').columns(['company_id', 'plates']).unique().execute();
  await db.schema.createIndex('units_company_order_index').on('units').columns(['company_id', 'search_text', 'id']).execute();

  // Who drives a unit: employees marked as drivers (the service checks the flag and the company).
  await db.schema
    .createTable('unit_drivers')
    .addColumn('unit_id', 'integer', (col) => col.notNull().references('units.id').onDelete('cascade'))
    .addColumn('employee_id', 'integer', (col) => col.notNull().references('employees.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', company)
    .addColumn('created_at', ts, (col) => col.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('unit_drivers_pk', ['unit_id', 'employee_id'])
    .execute();
  await db.schema.createIndex('unit_drivers_employee_index').on('unit_drivers').column('employee_id').execute();

  await db.schema
    .createTable('unit_routes')
    .addColumn('unit_id', 'integer', (col) => col.notNull().references('units.id').onDelete('cascade'))
    .addColumn('route_id', 'integer', (col) => col.notNull().references('routes.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', company)
    .addColumn('created_at', ts, (col) => col.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('unit_routes_pk', ['unit_id', 'route_id'])
    .execute();
  await db.schema.createIndex('unit_routes_route_index').on('unit_routes').column('route_id').execute();

  await db.schema
    .createTable('container_orders')
    .addColumn('id', idType, id)
    .addColumn('company_id', 'integer', company)
    .addColumn('container_id', 'integer', (col) => col.notNull().references('containers.id').onDelete('cascade'))
    // Per-company sequence behind the folio (ORD-000123); unique, so a race retries.
    .addColumn('folio_number', 'integer', (col) => col.notNull())
    .addColumn('kind', 'varchar(20)', (col) => col.notNull())
    .addColumn('status', 'varchar(20)', (col) => col.notNull())
    .addColumn('origin_terminal_id', 'integer', (col) => col.references('terminals.id'))
    .addColumn('destination_terminal_id', 'integer', (col) => col.references('terminals.id'))
    .addColumn('route_id', 'integer', (col) => col.references('routes.id'))
    .addColumn('unit_id', 'integer', (col) => col.references('units.id'))
    // A driver who leaves the company does not take the order's record with them.
    .addColumn('driver_id', 'integer', (col) => col.references('employees.id').onDelete('set null'))
    .addColumn('scheduled_at', ts)
    .addColumn('notes', 'varchar(2000)')
    .addColumn('update_report', 'varchar(2000)')
    .addColumn('requested_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('started_at', ts)
    .addColumn('completed_at', ts)
    .addColumn('created_at', ts, (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', ts, (col) => col.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('container_orders_folio_unique').on('container_orders').columns(['company_id', 'folio_number']).unique().execute();
  await db.schema.createIndex('container_orders_container_index').on('container_orders').columns(['container_id', 'id']).execute();
  await db.schema.createIndex('container_orders_company_status_index').on('container_orders').columns(['company_id', 'status', 'id']).execute();
  // The unit page lists the unit's latest orders; the deletes of terminals and routes check use.
  await db.schema.createIndex('container_orders_unit_index').on('container_orders').columns(['unit_id', 'updated_at']).execute();
  await db.schema.createIndex('container_orders_origin_index').on('container_orders').column('origin_terminal_id').execute();
  await db.schema.createIndex('container_orders_destination_index').on('container_orders').column('destination_terminal_id').execute();
  await db.schema.createIndex('container_orders_route_index').on('container_orders').column('route_id').execute();
  await db.schema.createIndex('container_orders_driver_index').on('container_orders').column('driver_id').execute();

  await db.schema
    .createTable('container_order_updates')
    .addColumn('id', idType, id)
    .addColumn('company_id', 'integer', company)
    .addColumn('order_id', 'integer', (col) => col.notNull().references('container_orders.id').onDelete('cascade'))
    .addColumn('from_status', 'varchar(20)')
    .addColumn('to_status', 'varchar(20)', (col) => col.notNull())
    .addColumn('update_report', 'varchar(2000)', (col) => col.notNull())
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', ts, (col) => col.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('container_order_updates_order_index').on('container_order_updates').columns(['order_id', 'id']).execute();

  await db.schema
    .createTable('waybills')
    .addColumn('id', idType, id)
    .addColumn('company_id', 'integer', company)
    .addColumn('container_order_id', 'integer', (col) => col.notNull().references('container_orders.id').onDelete('cascade'))
    .addColumn('folio_number', 'integer', (col) => col.notNull())
    // CP-<company>-000123: unique across companies, so the public verification link can name it.
    .addColumn('folio', 'varchar(40)', (col) => col.notNull().unique())
    .addColumn('id_ccp', 'varchar(36)', (col) => col.notNull().unique())
    // Copies for the unit page and lists; the document itself is `data`.
    .addColumn('unit_id', 'integer', (col) => col.references('units.id').onDelete('set null'))
    .addColumn('driver_id', 'integer', (col) => col.references('employees.id').onDelete('set null'))
    .addColumn('data', 'text', (col) => col.notNull())
    .addColumn('issued_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('issued_at', ts, (col) => col.notNull())
    .addColumn('created_at', ts, (col) => col.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('waybills_company_folio_unique').on('waybills').columns(['company_id', 'folio_number']).unique().execute();
  await db.schema.createIndex('waybills_order_index').on('waybills').columns(['container_order_id', 'id']).execute();
  await db.schema.createIndex('waybills_unit_index').on('waybills').column('unit_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['waybills', 'container_order_updates', 'container_orders', 'unit_routes', 'unit_drivers', 'units', 'routes', 'terminals']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
