import { type ExpressionBuilder, type Insertable, type Selectable, type Updateable, sql } from 'kysely';
import type { Database, Db } from '../../db/schema';
import { prefixUpperBound, termsOf } from '../../lib/search-text';
import { type TenantScope, inScope } from '../../tenancy';
import type { ServiceOrderPartsTable, ServiceOrdersTable } from './service-orders.tables';

export type ServiceOrderRow = Selectable<ServiceOrdersTable> & {
  technician_name: string | null;
  technician_surname: string | null;
  creator_name: string | null;
  creator_surname: string | null;
  signer_name: string | null;
  signer_surname: string | null;
  ticket_number: number | null;
  ticket_requester_id: number | null;
};
export type ServiceOrderValues = Omit<Insertable<ServiceOrdersTable>, 'id' | 'created_at' | 'updated_at' | 'number'>;
export type PartValues = Pick<Insertable<ServiceOrderPartsTable>, 'description' | 'quantity_milli' | 'unit'>;

export interface ServiceOrderFilter {
  /** Companies where the caller is support: every order there (null: every company). */
  companyIds: readonly number[] | null;
  /** Elsewhere (these companies), only orders assigned to `userId` or of a ticket `userId` raised. */
  ownIn?: readonly number[] | undefined;
  userId?: number | undefined;
  status?: string | undefined;
  technicianId?: number | undefined;
  ticketId?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
  /** Normalized query words, longest first. */
  words: string[];
  sort: '-number' | 'number' | 'scheduled_at' | '-scheduled_at';
}

function orderQuery(db: Db) {
  return db
    .selectFrom('service_orders as o')
    .leftJoin('users as technician', 'technician.id', 'o.technician_id')
    .leftJoin('users as creator', 'creator.id', 'o.created_by')
    .leftJoin('users as signer', 'signer.id', 'o.signed_by')
    .leftJoin('tickets', 'tickets.id', 'o.ticket_id')
    .selectAll('o')
    .select([
      'technician.name as technician_name',
      'technician.surname as technician_surname',
      'creator.name as creator_name',
      'creator.surname as creator_surname',
      'signer.name as signer_name',
      'signer.surname as signer_surname',
      'tickets.number as ticket_number',
      'tickets.requester_id as ticket_requester_id',
    ]);
}

/** An order by id within the scope (whether the caller may see it is the service's question). */
export function findServiceOrder(db: Db, scope: TenantScope, id: number): Promise<ServiceOrderRow | undefined> {
  return orderQuery(db).where('o.id', '=', id).where(inScope(scope, 'o.company_id')).executeTakeFirst();
}

/** The orders already made from these revision items of a company (creation from a revision is idempotent). */
export function findByRevisionItems(db: Db, scope: TenantScope, companyId: number, itemIds: readonly number[]): Promise<ServiceOrderRow[]> {
  if (itemIds.length === 0) return Promise.resolve([]);
  return orderQuery(db).where('o.company_id', '=', companyId).where(inScope(scope, 'o.company_id')).where('o.revision_item_id', 'in', [...itemIds]).execute();
}

/** The signed order a verification token's hash names (public: the hash is the capability). */
export function findByVerificationHash(db: Db, hash: string) {
  return orderQuery(db)
    .innerJoin('companies', 'companies.id', 'o.company_id')
    .select('companies.name as company_name')
    .where('o.verification_token_hash', '=', hash)
    .where('o.signed_at', 'is not', null)
    .executeTakeFirst();
}

export async function pageOfServiceOrders(db: Db, scope: TenantScope, filter: ServiceOrderFilter, limit: number, offset: number) {
  const filtered = () => {
    let query = db.selectFrom('service_orders as o').where(inScope(scope, 'o.company_id'));
    const { companyIds, ownIn, userId } = filter;
    const own = (eb: ExpressionBuilder<Database & { o: ServiceOrdersTable }, 'o'>) =>
      eb.and([
        eb('o.company_id', 'in', [...(ownIn ?? []), 0]),
        eb.or([eb('o.technician_id', '=', userId ?? 0), eb('o.ticket_id', 'in', eb.selectFrom('tickets').select('tickets.id').where('tickets.requester_id', '=', userId ?? 0))]),
      ]);
    if (ownIn?.length && userId !== undefined) {
      query = query.where((eb) => eb.or([...(companyIds === null ? [eb.lit(true)] : companyIds.length ? [eb('o.company_id', 'in', [...companyIds])] : []), own(eb)]));
    } else if (companyIds !== null) {
      if (companyIds.length === 0) return query.where(sql<boolean>`1 = 0`);
      query = query.where('o.company_id', 'in', [...companyIds]);
    }
    if (filter.status) query = query.where('o.status', '=', filter.status);
    if (filter.technicianId !== undefined) query = query.where('o.technician_id', '=', filter.technicianId);
    if (filter.ticketId !== undefined) query = query.where('o.ticket_id', '=', filter.ticketId);
    if (filter.from) query = query.where('o.scheduled_at', '>=', filter.from);
    if (filter.to) query = query.where('o.scheduled_at', '<', filter.to);
    const [first, ...others] = filter.words;
    if (first) {
      query = query.where('o.id', 'in', (eb) =>
        eb.selectFrom('service_order_search_terms as t').select('t.service_order_id').where('t.term', '>=', first).where('t.term', '<', prefixUpperBound(first)).where(inScope(scope, 't.company_id')),
      );
      for (const word of others) query = query.where(sql<string>`' ' || o.search_text`, 'like', `% ${word}%`);
    }
    return query;
  };
  const [column, direction] = filter.sort.startsWith('-') ? [filter.sort.slice(1), 'desc' as const] : [filter.sort, 'asc' as const];
  const ids = await filtered()
    .select('o.id')
    .orderBy(column === 'number' ? 'o.number' : 'o.scheduled_at', direction)
    .orderBy('o.id', direction)
    .limit(limit)
    .offset(offset)
    .execute();
  const total = await filtered()
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = ids.length ? await orderQuery(db).where('o.id', 'in', ids.map((row) => row.id)).execute() : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return { rows: ids.map((row) => byId.get(row.id)).filter((row) => row !== undefined), total: Number(total.total) };
}

export async function nextNumber(db: Db, companyId: number): Promise<number> {
  const row = await db
    .selectFrom('service_orders')
    .select((eb) => eb.fn.max('number').as('max'))
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return Number(row?.max ?? 0) + 1;
}

export async function insertServiceOrder(db: Db, values: ServiceOrderValues & { number: number }, at: string): Promise<number> {
  const row = await db
    .insertInto('service_orders')
    .values({ ...values, created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Changes an order only while it is unsigned and (when given) still in `fromStatus`: two people
 * acting at once do not both win, and nothing edits a signed order.
 */
export async function updateServiceOrder(db: Db, id: number, values: Updateable<ServiceOrdersTable>, at: string, fromStatus?: string): Promise<boolean> {
  let query = db
    .updateTable('service_orders')
    .set({ ...values, updated_at: at })
    .where('id', '=', id)
    .where('signed_at', 'is', null);
  if (fromStatus !== undefined) query = query.where('status', '=', fromStatus);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteServiceOrder(db: Db, id: number) {
  await db.deleteFrom('service_orders').where('id', '=', id).execute();
}

export function partsOf(db: Db, orderIds: readonly number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('service_order_parts').select(['service_order_id', 'description', 'quantity_milli', 'unit']).where('service_order_id', 'in', [...orderIds]).orderBy('service_order_id').orderBy('position').execute();
}

export async function replaceParts(db: Db, orderId: number, companyId: number, parts: readonly PartValues[]) {
  await db.deleteFrom('service_order_parts').where('service_order_id', '=', orderId).execute();
  if (parts.length) {
    await db
      .insertInto('service_order_parts')
      .values(parts.map((part, position) => ({ ...part, position, service_order_id: orderId, company_id: companyId })))
      .execute();
  }
}

/** The word rows of an order's search text (replaced whole when the title or location changes). */
export async function replaceTerms(db: Db, orderId: number, companyId: number, searchText: string) {
  await db.deleteFrom('service_order_search_terms').where('service_order_id', '=', orderId).execute();
  const terms = termsOf(searchText).map((term) => ({ service_order_id: orderId, company_id: companyId, term }));
  if (terms.length) await db.insertInto('service_order_search_terms').values(terms).execute();
}

/** Every order of a company for the report, in keyset pages (the report streams). */
export function reportQuery(db: Db, scope: TenantScope, companyId: number) {
  return orderQuery(db).where('o.company_id', '=', companyId).where(inScope(scope, 'o.company_id'));
}

export async function companyName(db: Db, companyId: number): Promise<string> {
  return (await db.selectFrom('companies').select('name').where('id', '=', companyId).executeTakeFirst())?.name ?? '';
}
