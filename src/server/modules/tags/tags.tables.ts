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
  count: Generated<number>;
  created_at: Generated<string>;
  last_searched_at: Generated<string>;
}
