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
export async function recordTerm(db: Db, term: string, termSearch: string, now: string) {
  return db
    .insertInto('search_terms')
    .values({ term, term_search: termSearch, count: 1, created_at: now, last_searched_at: now })
    .onConflict((oc) =>
      oc.column('term_search').doUpdateSet((eb) => ({ count: eb('search_terms.count', '+', 1), last_searched_at: now })),
    )
    .returning(['term', 'count'])
    .executeTakeFirstOrThrow();
}

/** The most searched terms with at least `minCount` searches whose words begin with `words`. */
export function suggestTerms(db: Db, options: { words: string[]; minCount: number; limit: number; exclude?: string }) {
  let query = db.selectFrom('search_terms').select(['term', 'count']).where('count', '>=', options.minCount);
  for (const condition of everyWordBeginsAWord('search_terms.term_search', options.words)) query = query.where(condition);
  if (options.exclude !== undefined) query = query.where('term_search', '<>', options.exclude);
  return query.orderBy('count', 'desc').orderBy('term_search').limit(options.limit).execute();
}
