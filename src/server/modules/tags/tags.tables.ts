import type { Generated } from 'kysely';

export interface TagsTable {
  id: Generated<number>;
  name: string;
  slug: string;
  name_search: string;
  created_at: Generated<string>;
}

export interface SearchTermsTable {
  id: Generated<number>;
  term_search: string;
  term: string;
  /** Searches of the term, every post counted. */
  count: Generated<number>;
  /** Different clients that searched it (one keyed hash each in search_term_clients). */
  clients: Generated<number>;
  created_at: Generated<string>;
  last_searched_at: Generated<string>;
}

export interface SearchTermClientsTable {
  term_id: number;
  client_hash: string;
  created_at: Generated<string>;
}
