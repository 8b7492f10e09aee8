import { sql } from 'kysely';
import { prefixUpperBound } from '../../lib/search-text';
import type { Db } from '../../db/schema';

/** A public search, normalized: each query word with its alternatives (search.words.ts). */
export interface PublicVacancyFilter {
  words: string[][];
  job_category_id?: number | undefined;
  state_id?: number | undefined;
  municipality_id?: number | undefined;
  modality?: string | undefined;
  salary_from?: number | undefined;
  /** An instant: published at or after it. */
  published_since?: string | undefined;
}

/** The dimensions a facet leaves out of its own count. */
export type FacetDimension = 'category' | 'state' | 'modality';

/**
 * The published vacancies matching every word: the first word's alternatives are ranges of the
 * (term, search_text, vacancy_id) index; the other words are checked on the entry's search text
 * (a word begins the text or follows a space), so no vacancy is read to match its text.
 */
function matchingIds(db: Db, words: string[][]) {
  const [first, ...others] = words as [string[], ...string[][]];
  let terms = db
    .selectFrom('vacancy_search_terms as t')
    .select('t.vacancy_id')
    .where((eb) => eb.or(first.map((alternative) => eb.and([eb('t.term', '>=', alternative), eb('t.term', '<', prefixUpperBound(alternative))]))));
  for (const alternatives of others) {
    terms = terms.where((eb) => eb.or(alternatives.map((alternative) => eb(sql<string>`' ' || t.search_text`, 'like', `% ${alternative}%`))));
  }
  return terms;
}

/**
 * The published vacancies matching the filters. With words, the matching ids (a range of the term
 * index) drive the query and each vacancy is then read by its key; without, the published-facets
 * index does. (Left as `v.id in (…)`, both databases walked every published vacancy newest first
 * and probed the word list for each: 200 ms for a word that matches one vacancy in 200,000.)
 */
function published(db: Db, filter: PublicVacancyFilter, except: readonly FacetDimension[] = []) {
  const base = filter.words.length
    ? // The derived table only narrows the rows; every column read is v's, so the query is typed as v's alone.
      // A CROSS JOIN keeps the word list as SQLite's outer loop (an inner join let it walk every
      // published vacancy newest first to skip the sort); PostgreSQL plans it as the inner join it is.
      (db.selectFrom(matchingIds(db, filter.words).distinct().as('m')).crossJoin('vacancies as v').whereRef('v.id', '=', 'm.vacancy_id') as unknown as ReturnType<typeof vacanciesOnly>)
    : vacanciesOnly(db);
  let query = base.where('v.status', '=', 'published');
  if (filter.job_category_id !== undefined && !except.includes('category')) query = query.where('v.job_category_id', '=', filter.job_category_id);
  if (filter.state_id !== undefined && !except.includes('state')) query = query.where('v.state_id', '=', filter.state_id);
  if (filter.modality !== undefined && !except.includes('modality')) query = query.where('v.modality', '=', filter.modality);
  if (filter.municipality_id !== undefined) query = query.where('v.municipality_id', '=', filter.municipality_id);
  if (filter.salary_from !== undefined) query = query.where('v.salary_max', '>=', filter.salary_from);
  if (filter.published_since !== undefined) query = query.where('v.published_at', '>=', filter.published_since);
  return query;
}

const vacanciesOnly = (db: Db) => db.selectFrom('vacancies as v');

/** A page of matching published vacancies' ids, newest publication first. */
export async function pageOfPublished(db: Db, filter: PublicVacancyFilter, limit: number, offset: number): Promise<number[]> {
  const rows = await published(db, filter).select('v.id').orderBy('v.published_at', 'desc').orderBy('v.id', 'desc').limit(limit).offset(offset).execute();
  return rows.map((row) => row.id);
}

export interface FacetGroup {
  job_category_id: number;
  state_id: number;
  modality: string;
  without_salary: boolean;
  count: number;
}

/**
 * Counts per (category, state, modality, has salary) of the vacancies matching every filter but
 * those three: one grouped read from which the service derives the total and each facet (a facet
 * leaves out its own filter). At most 21 × 32 × 3 × 2 groups.
 */
export async function facetGroups(db: Db, filter: PublicVacancyFilter): Promise<FacetGroup[]> {
  const withoutSalary = sql<number>`case when v.salary_min is null and v.salary_max is null then 1 else 0 end`;
  const rows = await published(db, filter, ['category', 'state', 'modality'])
    .select((eb) => ['v.job_category_id', 'v.state_id', 'v.modality', withoutSalary.as('without_salary'), eb.fn.countAll<number>().as('count')])
    .groupBy(['v.job_category_id', 'v.state_id', 'v.modality', withoutSalary])
    .execute();
  return rows.map((row) => ({ job_category_id: row.job_category_id, state_id: row.state_id, modality: row.modality, without_salary: Number(row.without_salary) === 1, count: Number(row.count) }));
}

/** The caller's applied or bookmarked vacancies (any status), newest first; words matched on their text. */
export async function pageOfUser(db: Db, userId: number, kind: 'applied' | 'bookmarked', words: string[], limit: number, offset: number) {
  const filtered = () => {
    let query =
      kind === 'applied'
        ? db.selectFrom('job_applications as link').innerJoin('vacancies as v', 'v.id', 'link.vacancy_id').where('link.user_id', '=', userId)
        : db.selectFrom('vacancy_bookmarks as link').innerJoin('vacancies as v', 'v.id', 'link.vacancy_id').where('link.user_id', '=', userId);
    for (const word of words) query = query.where((eb) => eb.or([eb('v.search_text', 'like', `${word}%`), eb('v.search_text', 'like', `% ${word}%`)]));
    return query;
  };
  const [ids, total] = await Promise.all([
    filtered().select('v.id').orderBy('link.created_at', 'desc').orderBy('v.id', 'desc').limit(limit).offset(offset).execute(),
    filtered()
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { ids: ids.map((row) => row.id), total: Number(total.total) };
}

/** Names of the categories and states, for the facets (small, fixed catalogues). */
export async function facetNames(db: Db) {
  const [categories, states] = await Promise.all([db.selectFrom('job_categories').select(['id', 'name']).execute(), db.selectFrom('states').select(['id', 'name']).execute()]);
  return { categories: new Map(categories.map((row) => [row.id, row.name])), states: new Map(states.map((row) => [row.id, row.name])) };
}
