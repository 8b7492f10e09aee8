import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Reference lists and files: Mexico's states and municipalities (INEGI), the images and
 * documents attached to company records, tags and searched terms.
 *
 * Frozen in time: imports no app code (the search normaliser below is a copy on purpose). Ids
 * are `serial` / `integer primary key autoincrement` and timestamps `timestamptz` / ISO text, as
 * in the earlier migrations. States and municipalities take INEGI's keys as ids (cve_ent 22 →
 * 22, cvegeo 22014 → 22014), so references to them mean the same in every database; the states
 * are written here, the municipalities are loaded from the catalogue file shipped with the server
 * (see src/server/db/data/README.md), idempotently, every time the server starts.
 *
 * Every searchable name keeps a `*_search` column (lower case, no accents, one space between
 * words) so "queretaro" finds "Querétaro" with a plain index on both dialects.
 */

/** INEGI's Marco Geoestadístico: cve_ent, name and abbreviation of the 32 entidades federativas. */
const STATES: [string, string, string][] = [
  ['01', 'Aguascalientes', 'Ags.'],
  ['02', 'Baja California', 'BC'],
  ['03', 'Baja California Sur', 'BCS'],
  ['04', 'Campeche', 'Camp.'],
  ['05', 'Coahuila de Zaragoza', 'Coah.'],
  ['06', 'Colima', 'Col.'],
  ['07', 'Chiapas', 'Chis.'],
  ['08', 'Chihuahua', 'Chih.'],
  ['09', 'Ciudad de México', 'CDMX'],
  ['10', 'Durango', 'Dgo.'],
  ['11', 'Guanajuato', 'Gto.'],
  ['12', 'Guerrero', 'Gro.'],
  ['13', 'Hidalgo', 'Hgo.'],
  ['14', 'Jalisco', 'Jal.'],
  ['15', 'México', 'Mex.'],
  ['16', 'Michoacán de Ocampo', 'Mich.'],
  ['17', 'Morelos', 'Mor.'],
  ['18', 'Nayarit', 'Nay.'],
  ['19', 'Nuevo León', 'NL'],
  ['20', 'Oaxaca', 'Oax.'],
  ['21', 'Puebla', 'Pue.'],
  ['22', 'Querétaro', 'Qro.'],
  ['23', 'Quintana Roo', 'Q. Roo'],
  ['24', 'San Luis Potosí', 'SLP'],
  ['25', 'Sinaloa', 'Sin.'],
  ['26', 'Sonora', 'Son.'],
  ['27', 'Tabasco', 'Tab.'],
  ['28', 'Tamaulipas', 'Tamps.'],
  ['29', 'Tlaxcala', 'Tlax.'],
  ['30', 'Veracruz de Ignacio de la Llave', 'Ver.'],
  ['31', 'Yucatán', 'Yuc.'],
  ['32', 'Zacatecas', 'Zac.'],
];

/** A starting list of tags for vacancies, profiles and companies; more are added by the areas. */
const TAGS = [
  'Logística', 'Comercio exterior', 'Aduanas', 'Transporte de carga', 'Autotransporte', 'Almacén', 'Inventarios',
  'Montacargas', 'Grúa', 'Patio de contenedores', 'Operador de tractocamión', 'Licencia federal', 'Chofer',
  'Atención a clientes', 'Ventas', 'Compras', 'Facturación', 'Contabilidad', 'Recursos humanos', 'Nómina',
  'Administración', 'Seguridad e higiene', 'Mantenimiento', 'Mecánica diésel', 'Electricidad', 'Soldadura',
  'Sistemas', 'Soporte técnico', 'Redes', 'Programación', 'Excel', 'Inglés', 'Turismo', 'Guía de turistas',
  'Medio tiempo', 'Tiempo completo', 'Primer empleo', 'Trabajo remoto', 'Turno nocturno', 'Fin de semana',
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

  await db.schema
    .createTable('states')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('cve_ent', 'varchar(2)', (col) => col.notNull().unique())
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    .addColumn('name_search', 'varchar(100)', (col) => col.notNull())
    .addColumn('abbreviation', 'varchar(20)', (col) => col.notNull())
    .execute();
  await db
    .insertInto('states')
    .values(STATES.map(([cve_ent, name, abbreviation]) => ({ id: Number(cve_ent), cve_ent, name, name_search: normalize(name), abbreviation })))
    .execute();

  await db.schema
    .createTable('municipalities')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('state_id', 'integer', (col) => col.notNull().references('states.id'))
    .addColumn('cve_mun', 'varchar(3)', (col) => col.notNull())
    .addColumn('cvegeo', 'varchar(5)', (col) => col.notNull().unique())
    .addColumn('name', 'varchar(150)', (col) => col.notNull())
    .addColumn('name_search', 'varchar(150)', (col) => col.notNull())
    .execute();
  // A state's list by name, and the word-prefix search over all of them.
  await db.schema.createIndex('municipalities_state_name_index').on('municipalities').columns(['state_id', 'name_search']).execute();
  await db.schema.createIndex('municipalities_name_search_index').on('municipalities').column('name_search').execute();

  for (const table of ['images', 'documents'] as const) {
    let builder = db.schema
      .createTable(table)
      .addColumn('id', idType, id)
      // Resolved from the resource when the file is attached; every read filters by it.
      .addColumn('company_id', 'integer', (col) => col.notNull().references('companies.id').onDelete('cascade'))
      .addColumn('resource_type', 'varchar(40)', (col) => col.notNull())
      .addColumn('resource_id', 'integer', (col) => col.notNull())
      // Generated on disk (never the uploader's name): DATA_DIR/storage/<folder>/<stored_name>.
      .addColumn('stored_name', 'varchar(64)', (col) => col.notNull())
      .addColumn('original_name', 'varchar(255)', (col) => col.notNull())
      .addColumn('mime_type', 'varchar(100)', (col) => col.notNull())
      .addColumn('size', 'integer', (col) => col.notNull())
      .addColumn('uploaded_by', 'integer', (col) => col.references('users.id').onDelete('set null'));
    if (table === 'images') builder = builder.addColumn('comments', 'varchar(1000)');
    builder = builder.addColumn('created_at', ts, (col) => col.notNull().defaultTo(now));
    if (table === 'images') builder = builder.addColumn('updated_at', ts, (col) => col.notNull().defaultTo(now));
    await builder.execute();
    await db.schema
      .createIndex(`${table}_company_resource_index`)
      .on(table)
      .columns(['company_id', 'resource_type', 'resource_id', 'id'])
      .execute();
  }

  await db.schema
    .createTable('tags')
    .addColumn('id', idType, id)
    .addColumn('name', 'varchar(60)', (col) => col.notNull())
    .addColumn('slug', 'varchar(60)', (col) => col.notNull().unique())
    .addColumn('name_search', 'varchar(60)', (col) => col.notNull())
    .addColumn('created_at', ts, (col) => col.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('tags_name_search_index').on('tags').column('name_search').execute();
  await db
    .insertInto('tags')
    .values(TAGS.map((name) => ({ name, slug: normalize(name).replace(/ /g, '-'), name_search: normalize(name) })))
    .execute();

  await db.schema
    .createTable('search_terms')
    .addColumn('id', idType, id)
    // The normalised text is the identity of a term ("Querétaro" and "queretaro" are one term);
    // `term` keeps the spelling it was first searched with, for display.
    .addColumn('term_search', 'varchar(100)', (col) => col.notNull().unique())
    .addColumn('term', 'varchar(100)', (col) => col.notNull())
    .addColumn('count', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', ts, (col) => col.notNull().defaultTo(now))
    .addColumn('last_searched_at', ts, (col) => col.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('search_terms_count_index').on('search_terms').columns(['count', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['search_terms', 'tags', 'documents', 'images', 'municipalities', 'states']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
