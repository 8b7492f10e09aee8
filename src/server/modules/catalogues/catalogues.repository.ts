import { type Kysely, type Transaction, sql } from 'kysely';
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

export async function municipalityCount(db: Db): Promise<number> {
  const row = await db.selectFrom('municipalities').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}

export interface MunicipalityRow {
  id: number;
  state_id: number;
  cve_mun: string;
  cvegeo: string;
  name: string;
  name_search: string;
}

/** Adds the missing ones and renames the renamed; several processes may do it at once. */
export async function upsertMunicipalities(db: Db, rows: MunicipalityRow[]): Promise<void> {
  for (let start = 0; start < rows.length; start += 500) {
    await db
      .insertInto('municipalities')
      .values(rows.slice(start, start + 500))
      .onConflict((oc) =>
        oc.column('id').doUpdateSet((eb) => ({ name: eb.ref('excluded.name'), name_search: eb.ref('excluded.name_search') })),
      )
      .execute();
  }
}
