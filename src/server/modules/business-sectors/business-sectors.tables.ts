import type { Generated } from 'kysely';

export interface BusinessSectorsTable {
  id: Generated<number>;
  name: string;
  /** The name lower case without accents; unique, so "Minería" and "mineria" are one sector. */
  search_text: string;
  created_at: Generated<string>;
}
