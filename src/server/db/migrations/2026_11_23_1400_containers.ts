import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Container logistics core: vessel calls, containers, the calls' discharge/load lists, the
 * history of every movement, the yard locations a container occupied, and the digits index that
 * answers partial-number searches.
 *
 * Frozen in time: imports no app code. Ids are `serial` / `integer primary key autoincrement`,
 * timestamps `timestamptz` / ISO text, flags integers 0/1 on both dialects.
 *
 * Search over a million containers (p95 ≤ 50 ms on both dialects) without trigrams, which SQLite
 * lacks:
 * - the number is stored normalized (upper case, no separators) in byte order (`collate "C"` on
 *   PostgreSQL, as SQLite compares), so a typed prefix ("MSCU12") is a range on
 *   (company_id, number), already in list order;
 * - a partial number ("305438", the digits an operator reads off a door) is a prefix range on
 *   `container_number_digits`, which holds the suffixes of the 7 digits (serial + check digit)
 *   of length 4 or more — 4 short rows per container; any run of 4+ consecutive digits of the
 *   number begins one of them;
 * - line + status and status alone are ranges on (company_id, line_key, status, number) and
 *   (company_id, status, number), again in list order so the first page needs no sort.
 * Positions are stored as 4 columns on the container (yard occupancy groups by block; the unique
 * partial index refuses two containers in one slot) and as "A-12-03-2" text in history rows,
 * which are only read back, never searched.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const ts = postgres ? 'timestamptz' : 'text';
  const id = (col: ColumnDefinitionBuilder) => (postgres ? col.primaryKey() : col.primaryKey().autoIncrement());
  const idType = postgres ? 'serial' : 'integer';
  const now = postgres ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
  const binaryText = (length: number) => (postgres ? sql`varchar(${sql.raw(String(length))}) collate "C"` : sql`varchar(${sql.raw(String(length))})`);
  const real = postgres ? 'double precision' : 'real';

  await db.schema
    .createTable('vessel_calls')
    .addColumn('id', idType, id)
    .addColumn('company_id', 'integer', (col) => col.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('vessel_name', 'varchar(100)', (col) => col.notNull())
    // Upper case: the vessel filter of the container search is a prefix on it.
    .addColumn('vessel_key', binaryText(100), (col) => col.notNull())
    .addColumn('voyage', 'varchar(30)', (col) => col.notNull())
    .addColumn('shipping_line', 'varchar(60)', (col) => col.notNull())
    .addColumn('berth', 'varchar(30)')
    .addColumn('eta', ts)
    .addColumn('ata', ts)
    .addColumn('etd', ts)
    .addColumn('atd', ts)
    .addColumn('created_at', ts, (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', ts, (col) => col.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('vessel_calls_company_eta_index').on('vessel_calls').columns(['company_id', 'eta', 'id']).execute();
  await db.schema.createIndex('vessel_calls_company_vessel_index').on('vessel_calls').columns(['company_id', 'vessel_key']).execute();
  await db.schema.createIndex('vessel_calls_company_voyage_index').on('vessel_calls').columns(['company_id', 'voyage']).execute();

  await db.schema
    .createTable('containers')
    .addColumn('id', idType, id)
    .addColumn('company_id', 'integer', (col) => col.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('number', binaryText(11), (col) => col.notNull())
    .addColumn('iso_type', 'varchar(4)', (col) => col.notNull())
    .addColumn('load_status', 'varchar(5)', (col) => col.notNull())
    .addColumn('category', 'varchar(15)', (col) => col.notNull())
    .addColumn('shipping_line', 'varchar(60)', (col) => col.notNull())
    // Upper case, trimmed: the line filter compares it exactly.
    .addColumn('line_key', binaryText(60), (col) => col.notNull())
    // JSON array of strings.
    .addColumn('seals', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('gross_weight_kg', real)
    .addColumn('hazardous_class', 'varchar(4)')
    .addColumn('reefer_temperature_c', real)
    .addColumn('hold_customs', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('hold_line', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('hold_damage', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('block', binaryText(4))
    .addColumn('bay', 'integer')
    .addColumn('row', 'integer')
    .addColumn('tier', 'integer')
    .addColumn('status', 'varchar(12)', (col) => col.notNull())
    .addColumn('vessel_call_id', 'integer', (col) => col.references('vessel_calls.id').onDelete('set null'))
    .addColumn('notes', 'varchar(1000)')
    .addColumn('arrived_at', ts)
    .addColumn('departed_at', ts)
    .addColumn('last_movement_at', ts)
    .addColumn('created_at', ts, (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', ts, (col) => col.notNull().defaultTo(now))
    .execute();
  // One record per container number within a tenant; also the number-prefix search and the
  // default list order.
  await db.schema.createIndex('containers_company_number_unique').on('containers').columns(['company_id', 'number']).unique().execute();
  await db.schema.createIndex('containers_company_status_index').on('containers').columns(['company_id', 'status', 'number']).execute();
  await db.schema.createIndex('containers_company_line_status_index').on('containers').columns(['company_id', 'line_key', 'status', 'number']).execute();
  await db.schema.createIndex('containers_company_call_index').on('containers').columns(['company_id', 'vessel_call_id']).execute();
  // One container per yard slot; also the occupancy by block. Only containers in the yard hold a slot.
  await sql`create unique index containers_yard_slot_unique on containers (company_id, block, bay, "row", tier) where status = 'in_yard'`.execute(db);

  let digits = db.schema
    .createTable('container_number_digits')
    .addColumn('company_id', 'integer', (col) => col.notNull())
    .addColumn('digits', binaryText(7), (col) => col.notNull())
    .addColumn('container_id', 'integer', (col) => col.notNull().references('containers.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('container_number_digits_pk', ['company_id', 'digits', 'container_id']);
  if (!postgres) digits = digits.modifyEnd(sql`without rowid`);
  await digits.execute();
  await db.schema.createIndex('container_number_digits_container_index').on('container_number_digits').column('container_id').execute();

  await db.schema
    .createTable('vessel_call_containers')
    .addColumn('vessel_call_id', 'integer', (col) => col.notNull().references('vessel_calls.id').onDelete('cascade'))
    .addColumn('direction', 'varchar(10)', (col) => col.notNull())
    .addColumn('container_id', 'integer', (col) => col.notNull().references('containers.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('vessel_call_containers_pk', ['vessel_call_id', 'direction', 'container_id'])
    .execute();
  await db.schema.createIndex('vessel_call_containers_container_index').on('vessel_call_containers').column('container_id').execute();

  await db.schema
    .createTable('container_history')
    .addColumn('id', idType, id)
    .addColumn('company_id', 'integer', (col) => col.notNull())
    .addColumn('container_id', 'integer', (col) => col.notNull().references('containers.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(20)', (col) => col.notNull())
    .addColumn('from_status', 'varchar(12)')
    .addColumn('to_status', 'varchar(12)')
    .addColumn('from_position', 'varchar(20)')
    .addColumn('to_position', 'varchar(20)')
    .addColumn('vessel_call_id', 'integer')
    .addColumn('notes', 'varchar(1000)')
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('occurred_at', ts, (col) => col.notNull())
    .addColumn('created_at', ts, (col) => col.notNull().defaultTo(now))
    .execute();
  // A container's timeline (newest first) and its status at a date (existence report).
  await db.schema.createIndex('container_history_container_index').on('container_history').columns(['container_id', 'occurred_at', 'id']).execute();
  // Departures over a range and gate in/out per day: by kind, then time.
  await db.schema.createIndex('container_history_company_kind_index').on('container_history').columns(['company_id', 'kind', 'occurred_at']).execute();

  await db.schema
    .createTable('container_locations')
    .addColumn('id', idType, id)
    .addColumn('company_id', 'integer', (col) => col.notNull())
    .addColumn('container_id', 'integer', (col) => col.notNull().references('containers.id').onDelete('cascade'))
    .addColumn('block', 'varchar(4)', (col) => col.notNull())
    .addColumn('bay', 'integer', (col) => col.notNull())
    .addColumn('row', 'integer', (col) => col.notNull())
    .addColumn('tier', 'integer', (col) => col.notNull())
    .addColumn('since', ts, (col) => col.notNull())
    .addColumn('until', ts)
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('container_locations_container_index').on('container_locations').columns(['container_id', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['container_locations', 'container_history', 'vessel_call_containers', 'container_number_digits', 'containers', 'vessel_calls']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
