import type { ExpressionBuilder, ReferenceExpression } from 'kysely';
import { normalizeForSearch } from '../../shared/contracts/search';

/**
 * Search semantics shared by every directory search: a record's searchable fields are stored
 * once more in `search_text`, normalized (lower case, no accents, words split on anything that is
 * not a letter, digit or @); a query is normalized the same way and each of its words must begin
 * a word of the record. Normalized words hold only [a-z0-9@], so they never carry a LIKE
 * wildcard.
 */

/** The text stored for searching: the fields, normalized, one space between words. */
export function searchTextOf(...fields: (string | null | undefined)[]): string {
  return normalizeForSearch(fields.filter(Boolean).join(' '));
}

/** The distinct words of a stored search text (a term row each), at most 100 characters each. */
export function termsOf(searchText: string): string[] {
  return [...new Set(searchText.split(' ').filter(Boolean).map((word) => word.slice(0, 100)))];
}

/**
 * The term rows of a record: each distinct word of two or more characters, with the record's text
 * as its sort key. One-letter words need no row: a query leads with its longest word, and the
 * others are matched on the sort key.
 */
export function termRowsOf(searchText: string): { term: string; sort_key: string }[] {
  const sortKey = searchText.slice(0, 400);
  return termsOf(searchText)
    .filter((term) => term.length > 1)
    .map((term) => ({ term, sort_key: sortKey }));
}

/** The words of a query: at most 8, longest first (the most selective leads). */
export function queryWords(q: string): string[] {
  return termsOf(normalizeForSearch(q))
    .sort((a, b) => b.length - a.length)
    .slice(0, 8);
}

/** The smallest string greater than every string that starts with `prefix`. */
export function prefixUpperBound(prefix: string): string {
  // Normalized words are ASCII; "{" follows "z" and every other character they may hold.
  return `${prefix}{`;
}

/** `search_text` has a word starting with each of `words` (a scan: for small tables). */
export function matchesEveryWord<DB, TB extends keyof DB>(eb: ExpressionBuilder<DB, TB>, column: ReferenceExpression<DB, TB>, words: string[]) {
  return eb.and(words.map((word) => eb.or([eb(column, 'like', `${word}%`), eb(column, 'like', `% ${word}%`)])));
}

/** A page of the shared page shape. */
export function pageFrom<T>(data: T[], total: number, page: number, perPage: number) {
  return { data, current_page: page, last_page: Math.max(1, Math.ceil(total / perPage)), per_page: perPage, total };
}
