import { type Kysely, type OnConflictBuilder, type Transaction, sql } from 'kysely';
import type { Dialect } from '../../db/database';
import type { Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

const STATE_COLUMNS = ['id', 'cve_ent', 'name', 'abbreviation'] as const;

export function allStates(db: Db) {
  return db.selectFrom('states').select(STATE_COLUMNS).orderBy('id').execute();
}

export async function stateExists(db: Db, id: number): Promise<boolean> {
  return (await db.selectFrom('states').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

const municipalityColumns = [
  'municipalities.id',
  'municipalities.state_id',
  'states.cve_ent',
  'municipalities.cve_mun',
  'municipalities.cvegeo',
  'municipalities.name',
] as const;

export function municipalitiesOfState(db: Db, stateId: number) {
  return db
    .selectFrom('municipalities')
    .innerJoin('states', 'states.id', 'municipalities.state_id')
    .select(municipalityColumns)
    .where('municipalities.state_id', '=', stateId)
    .orderBy('municipalities.name_search')
    .orderBy('municipalities.id')
    .execute();
}

export async function municipalityInState(db: Db, id: number, stateId: number): Promise<boolean> {
  const row = await db.selectFrom('municipalities').select('id').where('id', '=', id).where('state_id', '=', stateId).executeTakeFirst();
  return row !== undefined;
}

/**
 * Every word must begin a word of the name (`words` are already normalised: [a-z0-9@] and
 * single spaces, so they hold no LIKE wildcard). Names that begin with the whole text first.
 */
export async function searchMunicipalities(db: Db, options: { words: string[]; stateId?: number; limit: number; offset: number }) {
  let base = db.selectFrom('municipalities').innerJoin('states', 'states.id', 'municipalities.state_id');
  if (options.stateId !== undefined) base = base.where('municipalities.state_id', '=', options.stateId);
  for (const word of options.words) {
    base = base.where(sql<string>`' ' || municipalities.name_search`, 'like', `% ${word}%`);
  }
  const prefix = `${options.words.join(' ')}%`;
  const [rows, total] = await Promise.all([
    base
      .select([...municipalityColumns, 'states.name as state_name'])
      .orderBy(sql`case when municipalities.name_search like ${prefix} then 0 else 1 end`)
      .orderBy('municipalities.name_search')
      .orderBy('municipalities.id')
      .limit(options.limit)
      .offset(options.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.total) };
}

export interface MunicipalityRow {
  id: number;
  state_id: number;
  cve_mun: string;
  cvegeo: string;
  name: string;
  name_search: string;
}

/** 1,000 rows × 6 columns stays under SQLite's bound-parameter limit (32,766). */
const SQLITE_BATCH = 1000;

/**
 * Adds the missing ones and renames the renamed; several processes may do it at once. Rows are
 * never deleted: companies keep pointing at the ids they chose. On PostgreSQL the whole catalogue
 * goes as six arrays through `unnest` in one statement — 4× faster than multi-row VALUES with
 * 15,000 parameters to bind and plan; SQLite, in process, takes plain batches.
 */
export async function upsertMunicipalities(db: Db, dialect: Dialect, rows: MunicipalityRow[]): Promise<void> {
  const upsert = (oc: OnConflictBuilder<Database, 'municipalities'>) =>
    oc
      .column('id')
      .doUpdateSet((eb) => ({ name: eb.ref('excluded.name'), name_search: eb.ref('excluded.name_search') }))
      // An unchanged row is not rewritten (on PostgreSQL every update leaves a dead tuple).
      .where((eb) => eb('municipalities.name', '<>', eb.ref('excluded.name')));
  if (dialect === 'postgres') {
    const column = <K extends keyof MunicipalityRow>(key: K) => rows.map((row) => row[key]);
    await db
      .insertInto('municipalities')
      .columns(['id', 'state_id', 'cve_mun', 'cvegeo', 'name', 'name_search'])
      .expression(
        sql`select * from unnest(${column('id')}::integer[], ${column('state_id')}::integer[], ${column('cve_mun')}::varchar[], ${column('cvegeo')}::varchar[], ${column('name')}::varchar[], ${column('name_search')}::varchar[])`,
      )
      .onConflict(upsert)
      .execute();
    return;
  }
  for (let start = 0; start < rows.length; start += SQLITE_BATCH) {
    await db
      .insertInto('municipalities')
      .values(rows.slice(start, start + SQLITE_BATCH))
      .onConflict(upsert)
      .execute();
  }
}

export async function catalogueChecksum(db: Db, name: string): Promise<string | null> {
  const row = await db.selectFrom('reference_catalogues').select('checksum').where('name', '=', name).executeTakeFirst();
  return row?.checksum ?? null;
}

export async function recordCatalogueLoad(db: Db, load: { name: string; version: string | null; checksum: string; row_count: number; loaded_at: string }) {
  await db
    .insertInto('reference_catalogues')
    .values(load)
    .onConflict((oc) =>
      oc.column('name').doUpdateSet((eb) => ({
        version: eb.ref('excluded.version'),
        checksum: eb.ref('excluded.checksum'),
        row_count: eb.ref('excluded.row_count'),
        loaded_at: eb.ref('excluded.loaded_at'),
      })),
    )
    .execute();
}
