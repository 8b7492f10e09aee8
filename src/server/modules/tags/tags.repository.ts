import { type Kysely, type Transaction, sql } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** `words` are normalised ([a-z0-9@] and single spaces): no LIKE wildcard can hide in them. */
function everyWordBeginsAWord(column: string, words: string[]) {
  return words.map((word) => sql<boolean>`(' ' || ${sql.ref(column)}) like ${`% ${word}%`}`);
}

export async function searchTags(db: Db, options: { words: string[]; limit: number; offset: number }) {
  let base = db.selectFrom('tags');
  for (const condition of everyWordBeginsAWord('tags.name_search', options.words)) base = base.where(condition);
  const prefix = `${options.words.join(' ')}%`;
  const [rows, total] = await Promise.all([
    base
      .select(['id', 'name', 'slug'])
      .orderBy(sql`case when name_search like ${prefix} then 0 else 1 end`)
      .orderBy('name_search')
      .orderBy('id')
      .limit(options.limit)
      .offset(options.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.total) };
}

/** One more search of a term: created on its first search, counted on the next ones. */
export function recordSearch(db: Db, term: string, termSearch: string, now: string) {
  return db
    .insertInto('search_terms')
    .values({ term, term_search: termSearch, count: 1, clients: 0, created_at: now, last_searched_at: now })
    .onConflict((oc) =>
      oc.column('term_search').doUpdateSet((eb) => ({ count: eb('search_terms.count', '+', 1), last_searched_at: now })),
    )
    .returning(['id', 'term', 'clients'])
    .executeTakeFirstOrThrow();
}

/**
 * Counts the client once per term: true when this client had not searched the term before (and
 * the term's `clients` went up by one), false for a repeat.
 */
export async function countClientOnce(db: Db, termId: number, clientHash: string, now: string): Promise<boolean> {
  const added = await db
    .insertInto('search_term_clients')
    .values({ term_id: termId, client_hash: clientHash, created_at: now })
    .onConflict((oc) => oc.columns(['term_id', 'client_hash']).doNothing())
    .returning('term_id')
    .executeTakeFirst();
  if (!added) return false;
  await db.updateTable('search_terms').set((eb) => ({ clients: eb('clients', '+', 1) })).where('id', '=', termId).execute();
  return true;
}

/** The terms searched by at least `minClients` different clients whose words begin with `words`, most searched first. */
export function suggestTerms(db: Db, options: { words: string[]; minClients: number; limit: number; exclude?: string }) {
  let query = db.selectFrom('search_terms').select(['term', 'clients as count']).where('clients', '>=', options.minClients);
  for (const condition of everyWordBeginsAWord('search_terms.term_search', options.words)) query = query.where(condition);
  if (options.exclude !== undefined) query = query.where('term_search', '<>', options.exclude);
  return query.orderBy('clients', 'desc').orderBy('term_search').limit(options.limit).execute();
}
