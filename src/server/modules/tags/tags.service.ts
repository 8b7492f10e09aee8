import type { Kysely } from 'kysely';
import { normalizeForSearch } from '../../../shared/contracts/search';
import {
  type RecordTermResult,
  TAGS_PER_PAGE,
  TERM_SUGGESTIONS,
  type TagPage,
  type TermSuggestions,
} from '../../../shared/contracts/tags';
import { isoNow } from '../../db/database';
import type { Database } from '../../db/schema';
import { invalid } from '../../errors';
import * as repository from './tags.repository';

export type TagsService = ReturnType<typeof createTagsService>;

/**
 * A term is suggested to others only once it was searched this many times: what one person
 * typed once (a name, a phone number) is never shown to anybody else.
 */
export const TERM_MIN_COUNT = 2;

const words = (text: string) => (text ? text.split(' ') : []);

export function createTagsService({ db }: { db: Kysely<Database> }) {
  return {
    async searchTags(query: { q: string; page: number }): Promise<TagPage> {
      const { rows, total } = await repository.searchTags(db, {
        words: words(normalizeForSearch(query.q)),
        limit: TAGS_PER_PAGE,
        offset: (query.page - 1) * TAGS_PER_PAGE,
      });
      return { data: rows, current_page: query.page, last_page: Math.max(1, Math.ceil(total / TAGS_PER_PAGE)), per_page: TAGS_PER_PAGE, total };
    },

    /** The most searched terms that match the text (the most searched of all when it is blank). */
    async suggestTerms(query: { q: string }): Promise<TermSuggestions> {
      const data = await repository.suggestTerms(db, { words: words(normalizeForSearch(query.q)), minCount: TERM_MIN_COUNT, limit: TERM_SUGGESTIONS });
      return { data };
    },

    /**
     * Counts one search of the term (the same term whatever its accents and capitals) and answers
     * what others searched that begins like it.
     */
    async recordTerm(input: { term: string }): Promise<RecordTermResult> {
      const normalized = normalizeForSearch(input.term);
      if (!normalized) {
        const message = 'El término de búsqueda debe tener al menos una letra o un número.';
        throw invalid('validation_failed', message, { term: [message] });
      }
      // One space between words, as typed otherwise: the first spelling is the one shown.
      const term = await repository.recordTerm(db, input.term.replace(/\s+/g, ' ').slice(0, 100), normalized.slice(0, 100), isoNow());
      const suggestions = await repository.suggestTerms(db, {
        words: words(normalized),
        minCount: TERM_MIN_COUNT,
        limit: TERM_SUGGESTIONS,
        exclude: normalized.slice(0, 100),
      });
      return { term: { term: term.term, count: Number(term.count) }, suggestions };
    },
  };
}
