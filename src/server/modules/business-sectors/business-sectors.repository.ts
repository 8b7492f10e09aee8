import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { matchesEveryWord } from '../../lib/search-text';

type Db = Kysely<Database> | Transaction<Database>;

export function listAll(db: Db) {
  return db.selectFrom('business_sectors').select(['id', 'name']).orderBy('name').orderBy('id').execute();
}

export function findById(db: Db, id: number) {
  return db.selectFrom('business_sectors').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
}

export function findBySearchText(db: Db, searchText: string) {
  return db.selectFrom('business_sectors').select(['id', 'name']).where('search_text', '=', searchText).executeTakeFirst();
}

export function insert(db: Db, name: string, searchText: string) {
  return db.insertInto('business_sectors').values({ name, search_text: searchText }).returning(['id', 'name']).executeTakeFirstOrThrow();
}

export async function search(db: Db, words: string[], limit: number, offset: number) {
  let base = db.selectFrom('business_sectors');
  if (words.length) base = base.where((eb) => matchesEveryWord(eb, 'search_text', words));
  const [rows, total] = await Promise.all([
    base.select(['id', 'name']).orderBy('name').orderBy('id').limit(limit).offset(offset).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.total) };
}
