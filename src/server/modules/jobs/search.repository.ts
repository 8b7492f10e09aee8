import { type RawBuilder, type SqlBool, sql } from 'kysely';
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
 * The filters as conditions on `alias`'s columns: the vacancy itself (`v`) or its term rows (`t`),
 * which carry the same columns. A facet leaves its own dimension out (`except`).
 */
function filterConditions(alias: 'v' | 't', filter: PublicVacancyFilter, except: readonly FacetDimension[]) {
  const column = (name: string) => sql.ref(`${alias}.${name}`);
  const conditions: RawBuilder<SqlBool>[] = [];
  if (filter.job_category_id !== undefined && !except.includes('category')) conditions.push(sql<SqlBool>`${column('job_category_id')} = ${filter.job_category_id}`);
  if (filter.state_id !== undefined && !except.includes('state')) conditions.push(sql<SqlBool>`${column('state_id')} = ${filter.state_id}`);
  if (filter.modality !== undefined && !except.includes('modality')) conditions.push(sql<SqlBool>`${column('modality')} = ${filter.modality}`);
  if (filter.municipality_id !== undefined) conditions.push(sql<SqlBool>`${column('municipality_id')} = ${filter.municipality_id}`);
  if (filter.salary_from !== undefined) conditions.push(sql<SqlBool>`${column('salary_max')} >= ${filter.salary_from}`);
  if (filter.published_since !== undefined) conditions.push(sql<SqlBool>`${column('published_at')} >= ${filter.published_since}`);
  return conditions;
}

type TermColumn = 'vacancy_id' | 'published_at' | 'job_category_id' | 'state_id' | 'modality' | 'salary_min' | 'salary_max';

/** The term entries whose term is in `terms` (a prefix range, or one exact term), with the other words and the filters checked on each entry. */
function termEntries(db: Db, terms: { from: string; below: string } | { exactly: string }, filter: PublicVacancyFilter, columns: readonly TermColumn[], except: readonly FacetDimension[]) {
  const others = filter.words.slice(1);
  let entries = db.selectFrom('vacancy_search_terms as t').select(columns.map((column) => `t.${column}` as const));
  entries = 'exactly' in terms ? entries.where('t.term', '=', terms.exactly) : entries.where('t.term', '>=', terms.from).where('t.term', '<', terms.below);
  for (const alternatives of others) {
    entries = entries.where((eb) => eb.or(alternatives.map((other) => eb(sql<string>`' ' || t.search_text`, 'like', `% ${other}%`))));
  }
  for (const condition of filterConditions('t', filter, except)) entries = entries.where(condition);
  return entries;
}

/**
 * The term rows of the published vacancies matching every word and filter, as `t` with `columns`:
 * each of the first word's alternatives is a range of the (term, published_at, vacancy_id, filter
 * columns…, search_text) index; the other words are checked on the entry's search text (a word
 * begins the text or follows a space) and the filters on the entry's columns, so no vacancy is
 * read to match, order or count it. The ranges are a UNION ALL, not an OR: PostgreSQL reads an OR
 * of ranges as a bitmap of heap pages (20,000 page reads for "conductor") and SQLite as rowids
 * looked up in the table, while each range alone is an index-only read on both. A vacancy can have
 * several rows in the ranges ("ingenier" is "ingeniero" and "ingenieria"): readers take distinct
 * vacancies.
 */
function matchingTerms(db: Db, filter: PublicVacancyFilter, columns: readonly TermColumn[], except: readonly FacetDimension[] = []) {
  const [head, ...rest] = filter.words[0]!.map((alternative) => termEntries(db, { from: alternative, below: prefixUpperBound(alternative) }, filter, columns, except));
  return db.selectFrom(rest.reduce((union, next) => union.unionAll(next), head!).as('t'));
}

/** Past this many distinct words per leading alternative ("ing…" has hundreds), a page reads the whole ranges instead. */
const EXACT_TERMS_MAX = 40;

/**
 * The distinct indexed words beginning with `prefix`, or null past EXACT_TERMS_MAX: a loose index
 * scan, one index probe per word (a recursive query; neither dialect skips through an index by itself).
 */
async function termsBeginning(db: Db, prefix: string): Promise<string[] | null> {
  const below = prefixUpperBound(prefix);
  const { rows } = await sql<{ term: string }>`
    with recursive found(term, n) as (
      select (select term from vacancy_search_terms where term >= ${prefix} and term < ${below} order by term limit 1), 1
      union all
      select (select s.term from vacancy_search_terms s where s.term > found.term and s.term < ${below} order by s.term limit 1), found.n + 1
      from found
      where found.term is not null and found.n <= ${EXACT_TERMS_MAX}
    )
    select term from found where term is not null`.execute(db);
  return rows.length > EXACT_TERMS_MAX ? null : rows.map((row) => row.term);
}

/**
 * A page of the vacancies matching words, newest first, read word by word: each indexed word the
 * leading alternatives begin ("conductor", "conductora", "choferes"…) is read newest first from the
 * index and only as far as the page needs (offset + limit entries), then the few entries are merged.
 * A vacancy among the page's is among the first offset + limit of every word it holds (the entries
 * before it are newer vacancies, each once per word), so nothing is missed. Reading the whole
 * ranges and sorting them cost 20,000 entries for "conductor"; this reads at most a few hundred.
 */
async function pageByExactTerms(db: Db, filter: PublicVacancyFilter, terms: string[], limit: number, offset: number) {
  const [head, ...rest] = terms.map((term) =>
    db
      .selectFrom(
        termEntries(db, { exactly: term }, filter, ['vacancy_id', 'published_at'], [])
          .orderBy('t.published_at', 'desc')
          .orderBy('t.vacancy_id', 'desc')
          .limit(offset + limit)
          .as('w'),
      )
      .selectAll(),
  );
  return db
    .selectFrom(rest.reduce((union, next) => union.unionAll(next), head!).as('t'))
    .select(['t.vacancy_id as id', 't.published_at'])
    .distinct()
    .orderBy('t.published_at', 'desc')
    .orderBy('t.vacancy_id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

/** The published vacancies matching the filters, without words: the published-facets index drives it. */
function published(db: Db, filter: PublicVacancyFilter, except: readonly FacetDimension[] = []) {
  let query = db.selectFrom('vacancies as v').where('v.status', '=', 'published');
  for (const condition of filterConditions('v', filter, except)) query = query.where(condition);
  return query;
}

/** A page of matching published vacancies' ids, newest publication first. */
export async function pageOfPublished(db: Db, filter: PublicVacancyFilter, limit: number, offset: number): Promise<number[]> {
  if (filter.words.length === 0) {
    const rows = await published(db, filter).select('v.id').orderBy('v.published_at', 'desc').orderBy('v.id', 'desc').limit(limit).offset(offset).execute();
    return rows.map((row) => row.id);
  }
  const perAlternative = await Promise.all(filter.words[0]!.map((alternative) => termsBeginning(db, alternative)));
  const exact = perAlternative.every((terms) => terms !== null) ? [...new Set(perAlternative.flat() as string[])] : null;
  if (exact?.length === 0) return [];
  const rows = exact
    ? await pageByExactTerms(db, filter, exact, limit, offset)
    : await matchingTerms(db, filter, ['vacancy_id', 'published_at']).select(['t.vacancy_id as id', 't.published_at']).distinct().orderBy('t.published_at', 'desc').orderBy('t.vacancy_id', 'desc').limit(limit).offset(offset).execute();
  return rows.map((row) => row.id);
}

export interface FacetGroup {
  job_category_id: number;
  state_id: number;
  modality: string;
  without_salary: boolean;
  count: number;
}

const FACET_DIMENSIONS: FacetDimension[] = ['category', 'state', 'modality'];

/**
 * Counts per (category, state, modality, has salary) of the vacancies matching every filter but
 * those three: one grouped read from which the service derives the total and each facet (a facet
 * leaves out its own filter). At most 21 × 32 × 3 × 2 groups. With words, counted on the same
 * term entries the page reads (one row per vacancy first).
 */
export async function facetGroups(db: Db, filter: PublicVacancyFilter): Promise<FacetGroup[]> {
  const withoutSalary = (alias: 'v' | 'm' | 't') => sql<number>`case when ${sql.ref(`${alias}.salary_min`)} is null and ${sql.ref(`${alias}.salary_max`)} is null then 1 else 0 end`;
  const rows = filter.words.length
    ? await db
        .selectFrom(
          matchingTerms(db, filter, ['vacancy_id', 'job_category_id', 'state_id', 'modality', 'salary_min', 'salary_max'], FACET_DIMENSIONS)
            .select(['t.vacancy_id', 't.job_category_id', 't.state_id', 't.modality', 't.salary_min', 't.salary_max'])
            .distinct()
            .as('m'),
        )
        .select((eb) => ['m.job_category_id', 'm.state_id', 'm.modality', withoutSalary('m').as('without_salary'), eb.fn.countAll<number>().as('count')])
        .groupBy(['m.job_category_id', 'm.state_id', 'm.modality', withoutSalary('m')])
        .execute()
    : await published(db, filter, FACET_DIMENSIONS)
        .select((eb) => ['v.job_category_id', 'v.state_id', 'v.modality', withoutSalary('v').as('without_salary'), eb.fn.countAll<number>().as('count')])
        .groupBy(['v.job_category_id', 'v.state_id', 'v.modality', withoutSalary('v')])
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
