import { isIPv6 } from 'node:net';
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
import { invalid, tooManyRequests } from '../../errors';
import type { RateLimiter } from '../../lib/rate-limiter';
import { hmac } from '../../lib/tokens';
import * as repository from './tags.repository';

export type TagsService = ReturnType<typeof createTagsService>;

/**
 * Searched terms are public and anonymous, so what they suggest must not be steerable by one
 * client: a term is suggested to others only once this many different clients searched it (a
 * name or a phone number one person typed is never shown to anybody else, and one script cannot
 * push a term alone); and each client may post only so many searches a minute.
 */
export const TERM_LIMITS = {
  minClients: 3,
  postsPerMinutePerClient: 30,
} as const;

const words = (text: string) => (text ? text.split(' ') : []);

/**
 * Who a search comes from, for counting: the address, or for IPv6 its /64 (one subscriber's
 * network, where a client can pick any of 2^64 addresses at will).
 */
export function clientOf(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = ip.includes('::') && tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups.slice(0, 4).map((group) => Number.parseInt(group, 16).toString(16)).join(':')}::/64`;
}

export function createTagsService({ db, appKey, limiter }: { db: Kysely<Database>; appKey: string; limiter: RateLimiter }) {
  // Keyed, and per term: the table does not say who searched what, nor link one client's terms.
  const clientHash = (termSearch: string, client: string) => hmac(appKey, `search-term-client\n${termSearch}\n${client}`);

  return {
    async searchTags(query: { q: string; page: number }): Promise<TagPage> {
      const { rows, total } = await repository.searchTags(db, {
        words: words(normalizeForSearch(query.q)),
        limit: TAGS_PER_PAGE,
        offset: (query.page - 1) * TAGS_PER_PAGE,
      });
      return { data: rows, current_page: query.page, last_page: Math.max(1, Math.ceil(total / TAGS_PER_PAGE)), per_page: TAGS_PER_PAGE, total };
    },

    /** The terms most clients searched that match the text (of all terms when it is blank). */
    async suggestTerms(query: { q: string }): Promise<TermSuggestions> {
      const data = await repository.suggestTerms(db, { words: words(normalizeForSearch(query.q)), minClients: TERM_LIMITS.minClients, limit: TERM_SUGGESTIONS });
      return { data };
    },

    /**
     * Counts one search of the term (the same term whatever its accents and capitals) by this
     * client, and answers what others searched that begins like it.
     */
    async recordTerm(input: { term: string }, ip: string): Promise<RecordTermResult> {
      const client = clientOf(ip);
      const { count, resetInSeconds } = await limiter.hit(`search-terms:client:${client}`, 60);
      if (count > TERM_LIMITS.postsPerMinutePerClient) throw tooManyRequests(resetInSeconds);
      const normalized = normalizeForSearch(input.term).slice(0, 100);
      if (!normalized) {
        const message = 'El término de búsqueda debe tener al menos una letra o un número.';
        throw invalid('validation_failed', message, { term: [message] });
      }
      const now = isoNow();
      const term = await db.transaction().execute(async (trx) => {
        // One space between words, as typed otherwise: the first spelling is the one shown.
        const row = await repository.recordSearch(trx, input.term.replace(/\s+/g, ' ').slice(0, 100), normalized, now);
        const counted = await repository.countClientOnce(trx, row.id, clientHash(normalized, client), now);
        return { term: row.term, count: Number(row.clients) + (counted ? 1 : 0) };
      });
      const suggestions = await repository.suggestTerms(db, {
        words: words(normalized),
        minClients: TERM_LIMITS.minClients,
        limit: TERM_SUGGESTIONS,
        exclude: normalized,
      });
      return { term, suggestions: suggestions.map((row) => ({ term: row.term, count: Number(row.count) })) };
    },
  };
}
