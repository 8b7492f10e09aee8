import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * The directory: company profile columns, the business-sector catalogue, department tree and
 * manager, employees with their search terms, and bulk-import batches.
 *
 * Frozen in time: imports no app code (the search normaliser below is a copy on purpose). As in
 * the earlier migrations, ids are `serial` / `integer primary key autoincrement` and timestamps
 * `timestamptz` / ISO text; flags are nullable timestamps (verified_at, authorized_at), and
 * `is_driver` is an integer 0/1 on both dialects. SQLite adds one column per ALTER statement.
 * `state_id` and `municipality_id` are plain integers: the states/municipalities catalogue lives
 * in a migration of its own and the two stay independent (the service validates the ids).
 *
 * Search: every searchable row keeps `search_text` (lower case, no accents). Employees also keep
 * one row per word in `employee_search_terms`, so a word-prefix search is an index range scan on
 * both dialects instead of a scan of every employee.
 */

/** The catalogue shipped with the platform; ids 1-3 are the transport sector (spec §6). */
const BUSINESS_SECTORS = [
  'Autotransporte de carga',
  'Autotransporte de pasajeros',
  'Transporte turístico',
  'Logística, almacenamiento y servicios portuarios',
  'Agricultura, ganadería, pesca y aprovechamiento forestal',
  'Minería',
  'Generación y distribución de energía, agua y gas',
  'Construcción',
  'Industria manufacturera',
  'Comercio al por mayor',
  'Comercio al por menor',
  'Medios masivos de comunicación',
  'Tecnologías de la información y telecomunicaciones',
  'Servicios financieros y de seguros',
  'Servicios inmobiliarios y de alquiler',
  'Servicios profesionales, científicos y técnicos',
  'Corporativos',
  'Servicios de apoyo a los negocios y manejo de residuos',
  'Servicios educativos',
  'Servicios de salud y de asistencia social',
  'Servicios de esparcimiento, culturales y deportivos',
  'Servicios de alojamiento temporal y de preparación de alimentos',
  'Otros servicios excepto actividades gubernamentales',
  'Actividades legislativas, gubernamentales y de impartición de justicia',
];

function normalize(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9@]+/g, ' ')
    .trim();
}

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const ts = postgres ? 'timestamptz' : 'text';
  const id = (col: ColumnDefinitionBuilder) => (postgres ? col.primaryKey() : col.primaryKey().autoIncrement());
  const idType = postgres ? 'serial' : 'integer';
  const now = postgres ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
  const addColumns = async (table: string, columns: [string, string, ((col: ColumnDefinitionBuilder) => ColumnDefinitionBuilder)?][]) => {
    for (const [name, type, build] of columns) {
      await db.schema
        .alterTable(table)
        .addColumn(name, sql.raw(type), build ?? ((col) => col))
        .execute();
    }
  };

  await db.schema
    .createTable('business_sectors')
    .addColumn('id', idType, id)
    .addColumn('name', 'varchar(150)', (col) => col.notNull())
    .addColumn('search_text', 'varchar(150)', (col) => col.notNull().unique())
    .addColumn('created_at', ts, (col) => col.notNull().defaultTo(now))
    .execute();
  await db
    .insertInto('business_sectors')
    .values(BUSINESS_SECTORS.map((name, index) => ({ id: index + 1, name, search_text: normalize(name) })))
    .execute();
  if (postgres) {
    await sql`select setval(pg_get_serial_sequence('business_sectors', 'id'), (select max(id) from business_sectors))`.execute(db);
  }

  await addColumns('companies', [
    ['legal_name', 'varchar(200)'],
    ['rfc', 'varchar(13)'],
    ['business_sector_id', 'integer', (col) => col.references('business_sectors.id').onDelete('set null')],
    ['state_id', 'integer'],
    ['municipality_id', 'integer'],
    ['address', 'varchar(500)'],
    ['phone', 'varchar(30)'],
    ['email', 'varchar(254)'],
    ['website', 'varchar(300)'],
    ['logo_path', 'varchar(500)'],
    // A JSON array of paths: a handful at most, always read and written whole.
    ['banners', 'text', (col) => col.notNull().defaultTo('[]')],
    ['landing_text', 'text'],
    ['verified_at', ts],
    ['authorized_at', ts],
    ['search_text', 'varchar(800)', (col) => col.notNull().defaultTo('')],
  ]);
  for (const company of await db.selectFrom('companies').select(['id', 'name']).execute()) {
    await db.updateTable('companies').set({ search_text: normalize(company.name) }).where('id', '=', company.id).execute();
  }
  await db.schema.createIndex('companies_search_text_index').on('companies').column('search_text').execute();
  await db.schema.createIndex('companies_authorized_index').on('companies').columns(['authorized_at', 'verified_at']).execute();

  await addColumns('departments', [
    ['description', 'varchar(1000)'],
    ['parent_id', 'integer', (col) => col.references('departments.id').onDelete('set null')],
    ['search_text', 'varchar(400)', (col) => col.notNull().defaultTo('')],
  ]);
  for (const department of await db.selectFrom('departments').select(['id', 'name', 'slug']).execute()) {
    await db
      .updateTable('departments')
      .set({ search_text: normalize(`${department.name} ${department.slug}`) })
      .where('id', '=', department.id)
      .execute();
  }
  await db.schema.createIndex('departments_parent_index').on('departments').column('parent_id').execute();

  await db.schema
    .createTable('employees')
    .addColumn('id', idType, id)
    .addColumn('company_id', 'integer', (col) => col.notNull().references('companies.id').onDelete('cascade'))
    // No action: a department with employees cannot be deleted (the service says so first);
    // deleting the company removes both in one statement.
    .addColumn('department_id', 'integer', (col) => col.notNull().references('departments.id'))
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    .addColumn('surname', 'varchar(100)')
    .addColumn('lastname', 'varchar(100)')
    // Stored lower-cased by the app.
    .addColumn('email', 'varchar(254)')
    .addColumn('phone', 'varchar(30)')
    .addColumn('position', 'varchar(150)')
    .addColumn('employee_number', 'varchar(50)')
    .addColumn('is_driver', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('license_number', 'varchar(50)')
    // YYYY-MM-DD on both dialects: a calendar date, no time zone.
    .addColumn('license_expires_on', 'varchar(10)')
    // Keyed hash (HMAC-SHA256 with a server secret and a per-employee salt), never the PIN.
    .addColumn('pin_hash', 'varchar(200)')
    .addColumn('badge_code', 'varchar(64)')
    .addColumn('search_text', 'varchar(800)', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', ts, (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', ts, (col) => col.notNull().defaultTo(now))
    .execute();
  // The import matches on employee number or e-mail, and the clock on the badge: each is unique
  // within a company when present.
  await sql`create unique index employees_company_number_unique on employees (company_id, employee_number) where employee_number is not null`.execute(db);
  await sql`create unique index employees_company_email_unique on employees (company_id, email) where email is not null`.execute(db);
  await sql`create unique index employees_company_badge_unique on employees (company_id, badge_code) where badge_code is not null`.execute(db);
  // Lists read in search_text order (surnames first, accent-insensitive): these serve them.
  await db.schema.createIndex('employees_company_order_index').on('employees').columns(['company_id', 'search_text', 'id']).execute();
  await sql`create index employees_company_driver_index on employees (company_id, search_text, id) where is_driver = 1`.execute(db);
  await db.schema.createIndex('employees_department_index').on('employees').columns(['department_id', 'search_text', 'id']).execute();
  await db.schema.createIndex('employees_user_index').on('employees').column('user_id').execute();

  await addColumns('departments', [['manager_employee_id', 'integer', (col) => col.references('employees.id').onDelete('set null')]]);

  // Byte order on PostgreSQL for `term` and `sort_key`: the prefix range (term >= 'per' and
  // term < 'per{') must compare characters as SQLite does, which a language collation does not.
  const binaryText = (length: number) => (postgres ? sql`varchar(${sql.raw(String(length))}) collate "C"` : sql`varchar(${sql.raw(String(length))})`);
  // The key leads with what is searched and carries the order results are listed in, so one
  // index range answers a word: the count and the first page without touching `employees`.
  // On SQLite the table is clustered by that key (without rowid).
  let terms = db.schema
    .createTable('employee_search_terms')
    .addColumn('company_id', 'integer', (col) => col.notNull())
    .addColumn('term', binaryText(100), (col) => col.notNull())
    // The employee's search_text (surnames first): directory order, and where the other words
    // of a query are checked.
    .addColumn('sort_key', binaryText(400), (col) => col.notNull())
    .addColumn('employee_id', 'integer', (col) => col.notNull().references('employees.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('employee_search_terms_pk', ['company_id', 'term', 'sort_key', 'employee_id']);
  if (!postgres) terms = terms.modifyEnd(sql`without rowid`);
  await terms.execute();
  // Rewriting an employee's terms and the foreign key's cascade find them by employee. (A super
  // admin's search ranges over each company in turn: no index on term alone to maintain.)
  await db.schema.createIndex('employee_search_terms_employee_index').on('employee_search_terms').column('employee_id').execute();

  await db.schema
    .createTable('import_batches')
    .addColumn('id', idType, id)
    .addColumn('company_id', 'integer', (col) => col.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('kind', 'varchar(20)', (col) => col.notNull())
    .addColumn('file_name', 'varchar(255)', (col) => col.notNull())
    .addColumn('stored_name', 'varchar(100)', (col) => col.notNull())
    .addColumn('status', 'varchar(20)', (col) => col.notNull())
    .addColumn('total', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('processed', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('updated', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('unchanged', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('failed', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('message', 'varchar(500)')
    .addColumn('created_at', ts, (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', ts, (col) => col.notNull().defaultTo(now))
    .addColumn('finished_at', ts)
    .execute();
  await db.schema.createIndex('import_batches_company_index').on('import_batches').columns(['company_id', 'id']).execute();
  await db.schema.createIndex('import_batches_status_index').on('import_batches').column('status').execute();

  await db.schema
    .createTable('import_batch_errors')
    .addColumn('id', idType, id)
    .addColumn('batch_id', 'integer', (col) => col.notNull().references('import_batches.id').onDelete('cascade'))
    .addColumn('row_number', 'integer', (col) => col.notNull())
    .addColumn('message', 'varchar(500)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('import_batch_errors_batch_index').on('import_batch_errors').columns(['batch_id', 'row_number']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['import_batch_errors', 'import_batches', 'employee_search_terms']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await db.schema.alterTable('departments').dropColumn('manager_employee_id').execute();
  await db.schema.dropTable('employees').ifExists().execute();
  await db.schema.dropIndex('departments_parent_index').ifExists().execute();
  for (const column of ['search_text', 'parent_id', 'description']) {
    await db.schema.alterTable('departments').dropColumn(column).execute();
  }
  await db.schema.dropIndex('companies_authorized_index').ifExists().execute();
  await db.schema.dropIndex('companies_search_text_index').ifExists().execute();
  for (const column of [
    'search_text',
    'authorized_at',
    'verified_at',
    'landing_text',
    'banners',
    'website',
    'email',
    'phone',
    'address',
    'logo_path',
    'municipality_id',
    'state_id',
    'business_sector_id',
    'rfc',
    'legal_name',
  ]) {
    await db.schema.alterTable('companies').dropColumn(column).execute();
  }
  await db.schema.dropTable('business_sectors').ifExists().execute();
}
