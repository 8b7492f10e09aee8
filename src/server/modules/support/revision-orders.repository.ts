import { type Insertable, type Selectable, type Updateable, sql } from 'kysely';
import { prefixUpperBound, termsOf } from '../../lib/search-text';
import { type TenantScope, inScope } from '../../tenancy';
import type { Db } from '../../db/schema';
import type { ChecklistTemplatesTable, RevisionItemsTable, RevisionOrdersTable } from './revision-orders.tables';

export type TemplateRow = Selectable<ChecklistTemplatesTable>;
export type RevisionItemRow = Selectable<RevisionItemsTable>;
export type RevisionOrderRow = Selectable<RevisionOrdersTable> & { inspector_name: string | null; inspector_surname: string | null };

/* Checklist templates. */

export function findTemplate(db: Db, scope: TenantScope, id: number): Promise<TemplateRow | undefined> {
  return db.selectFrom('checklist_templates').selectAll().where('id', '=', id).where(inScope(scope, 'company_id')).executeTakeFirst();
}

export function templatesOf(db: Db, scope: TenantScope, companyId: number, filter: { assetKind?: string | undefined; archived: boolean }): Promise<TemplateRow[]> {
  let query = db.selectFrom('checklist_templates').selectAll().where('company_id', '=', companyId).where(inScope(scope, 'company_id'));
  if (filter.assetKind) query = query.where('asset_kind', '=', filter.assetKind);
  query = filter.archived ? query.where('archived_at', 'is not', null) : query.where('archived_at', 'is', null);
  return query.orderBy('name').orderBy('id').execute();
}

/** How many orders each template made (a used template is archived instead of deleted). */
export async function ordersPerTemplate(db: Db, templateIds: readonly number[]): Promise<Map<number, number>> {
  if (templateIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('revision_orders')
    .select(['template_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('template_id', 'in', [...templateIds])
    .groupBy('template_id')
    .execute();
  return new Map(rows.map((row) => [row.template_id, Number(row.n)]));
}

export async function insertTemplate(db: Db, values: Omit<Insertable<ChecklistTemplatesTable>, 'id'>): Promise<number> {
  return (await db.insertInto('checklist_templates').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateTemplate(db: Db, id: number, values: Updateable<ChecklistTemplatesTable>) {
  await db.updateTable('checklist_templates').set(values).where('id', '=', id).execute();
}

/** Deletes a template no order uses; false when one does (then it is archived instead). */
export async function deleteUnusedTemplate(db: Db, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('checklist_templates')
    .where('id', '=', id)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('revision_orders').select('revision_orders.id').where('revision_orders.template_id', '=', id))))
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/* Revision orders. */

function orderQuery(db: Db) {
  return db
    .selectFrom('revision_orders')
    .leftJoin('users as inspector', 'inspector.id', 'revision_orders.inspector_id')
    .selectAll('revision_orders')
    .select(['inspector.name as inspector_name', 'inspector.surname as inspector_surname']);
}

/** An order by id within the scope (whether the caller may see it is the service's question). */
export function findOrder(db: Db, scope: TenantScope, id: number): Promise<RevisionOrderRow | undefined> {
  return orderQuery(db).where('revision_orders.id', '=', id).where(inScope(scope, 'revision_orders.company_id')).executeTakeFirst();
}

export interface RevisionOrderFilter {
  /** Every order of these companies (where the caller is support; null: every company in scope)… */
  companyIds: readonly number[] | null;
  /** …plus, in these, the orders `inspectorId` inspects. */
  inspectorIn: readonly number[];
  inspectorId: number;
  /** `view=mine`, or the inspector filter. */
  onlyInspector?: number | undefined;
  status?: string | undefined;
  assetKind?: string | undefined;
  templateId?: number | undefined;
  /** Normalized words, longest first; each must begin a word of the reference, the asset or the template name. */
  words: string[];
}

/**
 * The orders whose search text has a word beginning with each of `words`: the first (longest) is a
 * range of the (company_id, term, search_text, revision_order_id) index, the others are checked on
 * the entry's text — no order read (the tickets' matchingTerms).
 */
function matchingOrderIds(db: Db, scope: TenantScope, companyIds: readonly number[] | null, words: readonly string[]) {
  const [first, ...others] = words as [string, ...string[]];
  let terms = db
    .selectFrom('revision_order_search_terms as t')
    .select('t.revision_order_id')
    .where('t.term', '>=', first)
    .where('t.term', '<', prefixUpperBound(first))
    .where(inScope(scope, 't.company_id'));
  if (companyIds !== null) terms = terms.where('t.company_id', 'in', [...companyIds, 0]);
  for (const word of others) terms = terms.where(sql<string>`' ' || t.search_text`, 'like', `% ${word}%`);
  return terms;
}

export async function pageOfOrders(db: Db, scope: TenantScope, filter: RevisionOrderFilter, limit: number, offset: number) {
  const filtered = () => {
    let query = db.selectFrom('revision_orders').where(inScope(scope, 'revision_orders.company_id'));
    const { companyIds, inspectorIn, inspectorId } = filter;
    if (companyIds !== null && companyIds.length === 0 && inspectorIn.length === 0) return query.where(sql<boolean>`1 = 0`);
    if (companyIds !== null) query = query.where((eb) =>
      eb.or([
        ...(companyIds.length ? [eb('revision_orders.company_id', 'in', [...companyIds])] : []),
        ...(inspectorIn.length ? [eb.and([eb('revision_orders.inspector_id', '=', inspectorId), eb('revision_orders.company_id', 'in', [...inspectorIn])])] : []),
      ]),
    );
    if (filter.onlyInspector !== undefined) query = query.where('revision_orders.inspector_id', '=', filter.onlyInspector);
    if (filter.status) query = query.where('revision_orders.status', '=', filter.status);
    if (filter.assetKind) query = query.where('revision_orders.asset_kind', '=', filter.assetKind);
    if (filter.templateId !== undefined) query = query.where('revision_orders.template_id', '=', filter.templateId);
    if (filter.words.length) {
      const searched = companyIds === null ? null : [...companyIds, ...inspectorIn];
      query = query.where('revision_orders.id', 'in', matchingOrderIds(db, scope, searched, filter.words));
    }
    return query;
  };
  const ids = await filtered().select('revision_orders.id').orderBy('revision_orders.scheduled_at', 'desc').orderBy('revision_orders.id', 'desc').limit(limit).offset(offset).execute();
  const total = await filtered()
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = ids.length ? await orderQuery(db).where('revision_orders.id', 'in', ids.map((row) => row.id)).execute() : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return { rows: ids.map((row) => byId.get(row.id)).filter((row) => row !== undefined), total: Number(total.total) };
}

/** Answered and failed items per order, for a page of orders. */
export async function progressOf(db: Db, orderIds: readonly number[]): Promise<Map<number, { total: number; answered: number; failed: number }>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('revision_items')
    .select([
      'revision_order_id',
      (eb) => eb.fn.countAll<number>().as('total'),
      (eb) => eb.fn.count<number>('result').as('answered'),
      (eb) => eb.fn.sum<number>(eb.case().when('result', '=', 'fail').then(1).else(0).end()).as('failed'),
    ])
    .where('revision_order_id', 'in', [...orderIds])
    .groupBy('revision_order_id')
    .execute();
  return new Map(rows.map((row) => [row.revision_order_id, { total: Number(row.total), answered: Number(row.answered), failed: Number(row.failed ?? 0) }]));
}

export async function nextNumber(db: Db, companyId: number): Promise<number> {
  const row = await db
    .selectFrom('revision_orders')
    .select((eb) => eb.fn.max('number').as('max'))
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return Number(row?.max ?? 0) + 1;
}

/** A new order and its search words (an order's search text never changes after). */
export async function insertOrder(db: Db, values: Omit<Insertable<RevisionOrdersTable>, 'id'>): Promise<number> {
  const id = (await db.insertInto('revision_orders').values(values).returning('id').executeTakeFirstOrThrow()).id;
  const terms = termsOf(values.search_text).map((term) => ({ revision_order_id: id, company_id: values.company_id, term, search_text: values.search_text }));
  if (terms.length) await db.insertInto('revision_order_search_terms').values(terms).execute();
  return id;
}

/** Changes an order only if it is still in `fromStatus` (when given): two people acting at once do not both win. */
export async function updateOrder(db: Db, id: number, values: Updateable<RevisionOrdersTable>, at: string, fromStatus?: string): Promise<boolean> {
  let query = db
    .updateTable('revision_orders')
    .set({ ...values, updated_at: at })
    .where('id', '=', id);
  if (fromStatus !== undefined) query = query.where('status', '=', fromStatus);
  return Number((await query.executeTakeFirst()).numUpdatedRows) > 0;
}

export async function deleteOrder(db: Db, id: number) {
  await db.deleteFrom('revision_orders').where('id', '=', id).execute();
}

/* Items (always reached through their order, already checked against the caller). */

export function itemsOf(db: Db, orderId: number): Promise<RevisionItemRow[]> {
  return db.selectFrom('revision_items').selectAll().where('revision_order_id', '=', orderId).orderBy('position').execute();
}

export async function insertItems(db: Db, items: Omit<Insertable<RevisionItemsTable>, 'id'>[]) {
  if (items.length) await db.insertInto('revision_items').values(items).execute();
}

export function findItem(db: Db, orderId: number, itemId: number): Promise<RevisionItemRow | undefined> {
  return db.selectFrom('revision_items').selectAll().where('revision_order_id', '=', orderId).where('id', '=', itemId).executeTakeFirst();
}

export async function updateItem(db: Db, orderId: number, itemId: number, values: Updateable<RevisionItemsTable>) {
  await db.updateTable('revision_items').set(values).where('revision_order_id', '=', orderId).where('id', '=', itemId).execute();
}

/** Records the service order made from a failed item, unless one already was (two clicks at once: the first wins). */
export async function linkServiceOrder(db: Db, orderId: number, itemId: number, serviceOrderId: number): Promise<boolean> {
  const result = await db
    .updateTable('revision_items')
    .set({ service_order_id: serviceOrderId })
    .where('revision_order_id', '=', orderId)
    .where('id', '=', itemId)
    .where('service_order_id', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The `revision-orders` report: every order of a company with its answer counts, in id order (keyset batches). */
export function reportQuery(db: Db, scope: TenantScope, companyId: number) {
  return orderQuery(db)
    .where('revision_orders.company_id', '=', companyId)
    .where(inScope(scope, 'revision_orders.company_id'))
    .select((eb) => [
      eb.selectFrom('revision_items').select((inner) => inner.fn.countAll<number>().as('n')).whereRef('revision_items.revision_order_id', '=', 'revision_orders.id').as('items_total'),
      eb.selectFrom('revision_items').select((inner) => inner.fn.countAll<number>().as('n')).whereRef('revision_items.revision_order_id', '=', 'revision_orders.id').where('revision_items.result', 'is not', null).as('items_answered'),
      eb.selectFrom('revision_items').select((inner) => inner.fn.countAll<number>().as('n')).whereRef('revision_items.revision_order_id', '=', 'revision_orders.id').where('revision_items.result', '=', 'fail').as('items_failed'),
    ]);
}
export type RevisionReportRow = Awaited<ReturnType<ReturnType<typeof reportQuery>['execute']>>[number];
