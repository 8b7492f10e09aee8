import type { Selectable } from 'kysely';
import type { Database, Db } from '../../db/schema';
import { matchesEveryWord } from '../../lib/search-text';
import { type TenantScope, inScope } from '../../tenancy';

export type { Db };

/** The three catalogues of the fleet, searched and paged alike. */
export type CatalogueTable = 'terminals' | 'routes' | 'units';

/** What a catalogue list narrows to inside the caller's scope. */
export interface CatalogueFilter {
  /** Only these companies (a `company_id` asked for, or the transport-sector ones); all in scope when absent. */
  companyIds?: readonly number[] | undefined;
  /** Every word must start a word of the row's search_text. */
  words: string[];
  extra?: { column: 'status' | 'active'; value: string | number } | undefined;
  /** Units only: trucks or buses. */
  kind?: string | undefined;
}

/**
 * A page of one of the catalogues in search_text order. These tables hold tens to hundreds of
 * rows per company, so a word match is a scan of the company's rows on its (company_id,
 * search_text, id) index, not a terms table like employees'.
 */
export async function pageOfCatalogue<T extends CatalogueTable>(db: Db, table: T, scope: TenantScope, filter: CatalogueFilter, limit: number, offset: number) {
  if (filter.companyIds?.length === 0) return { rows: [], total: 0 };
  const filtered = () => {
    let query = db.selectFrom(table as CatalogueTable).where(inScope(scope, 'company_id'));
    if (filter.companyIds) query = query.where('company_id', 'in', filter.companyIds);
    if (filter.words.length) query = query.where((eb) => matchesEveryWord(eb, 'search_text', filter.words));
    if (filter.extra) query = query.where(filter.extra.column as never, '=', filter.extra.value as never);
    if (filter.kind) query = query.where('kind' as never, '=', filter.kind as never);
    return query;
  };
  const [rows, total] = await Promise.all([
    filtered().selectAll().orderBy('search_text').orderBy('id').limit(limit).offset(offset).execute(),
    filtered()
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows as unknown as Selectable<Database[T]>[], total: Number(total.total) };
}

/** Whether a unique key of the company is already used by another row (the one being edited aside). */
export async function keyTaken(db: Db, table: CatalogueTable, column: 'code' | 'number' | 'plates', companyId: number, value: string, exceptId: number | null) {
  let query = db
    .selectFrom(table as 'units')
    .select('id')
    .where('company_id', '=', companyId)
    .where(column as 'number', '=', value);
  if (exceptId !== null) query = query.where('id', '!=', exceptId);
  return !!(await query.executeTakeFirst());
}
