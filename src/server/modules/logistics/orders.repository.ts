import type { Insertable, Selectable, Updateable } from 'kysely';
import { type TenantScope, inScope } from '../../tenancy';
import type { Db } from './logistics.repository';
import type { ContainerOrdersTable } from './logistics.tables';

export type OrderRow = Selectable<ContainerOrdersTable> & { requested_by_name: string | null; requested_by_surname: string | null; waybills_count: number };
export type OrderValues = Omit<Insertable<ContainerOrdersTable>, 'id' | 'created_at' | 'updated_at'>;

/** The caller's orders with who requested each and how many waybills it has (one query for a whole page). */
function orderQuery(db: Db, scope: TenantScope) {
  return db
    .selectFrom('container_orders')
    .where(inScope(scope, 'container_orders.company_id'))
    .leftJoin('users', 'users.id', 'container_orders.requested_by')
    .selectAll('container_orders')
    .select(['users.name as requested_by_name', 'users.surname as requested_by_surname'])
    .select((eb) =>
      eb
        .selectFrom('waybills')
        .whereRef('waybills.container_order_id', '=', 'container_orders.id')
        .select((sub) => sub.fn.countAll<number>().as('count'))
        .as('waybills_count'),
    );
}

const normalized = (row: Omit<OrderRow, 'waybills_count'> & { waybills_count: number | string | null }): OrderRow => ({ ...row, waybills_count: Number(row.waybills_count ?? 0) });

export async function findOrder(db: Db, scope: TenantScope, id: number): Promise<OrderRow | undefined> {
  const row = await orderQuery(db, scope).where('container_orders.id', '=', id).executeTakeFirst();
  return row ? normalized(row) : undefined;
}

export async function pageOfContainer(db: Db, scope: TenantScope, containerId: number, status: string | undefined, limit: number, offset: number) {
  let rows = orderQuery(db, scope).where('container_orders.container_id', '=', containerId);
  let count = db.selectFrom('container_orders').where('container_id', '=', containerId).where(inScope(scope, 'company_id'));
  if (status) {
    rows = rows.where('container_orders.status', '=', status);
    count = count.where('status', '=', status);
  }
  const [page, total] = await Promise.all([
    rows.orderBy('container_orders.id', 'desc').limit(limit).offset(offset).execute(),
    count.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows: page.map(normalized), total: Number(total.total) };
}

/** The unit's latest orders (its container movements), newest change first. */
export async function latestOfUnit(db: Db, scope: TenantScope, unitId: number, limit: number): Promise<OrderRow[]> {
  const rows = await orderQuery(db, scope).where('container_orders.unit_id', '=', unitId).orderBy('container_orders.updated_at', 'desc').orderBy('container_orders.id', 'desc').limit(limit).execute();
  return rows.map(normalized);
}

export async function nextOrderFolio(db: Db, companyId: number): Promise<number> {
  const row = await db
    .selectFrom('container_orders')
    .select((eb) => eb.fn.max('folio_number').as('max'))
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return Number(row?.max ?? 0) + 1;
}

export async function insertOrder(db: Db, values: OrderValues, now: string): Promise<number> {
  const row = await db
    .insertInto('container_orders')
    .values({ ...values, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Writes the order only if it still has the status it was read with: two people moving the same
 * order at once cannot both win (the loser gets 0 and is told to reload).
 */
export async function updateOrder(db: Db, id: number, expectedStatus: string, values: Updateable<ContainerOrdersTable>, now: string): Promise<boolean> {
  const result = await db
    .updateTable('container_orders')
    .set({ ...values, updated_at: now })
    .where('id', '=', id)
    .where('status', '=', expectedStatus)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertUpdate(
  db: Db,
  values: { company_id: number; order_id: number; from_status: string | null; to_status: string; update_report: string; user_id: number | null },
  now: string,
) {
  await db
    .insertInto('container_order_updates')
    .values({ ...values, created_at: now })
    .execute();
}

export function updatesOf(db: Db, scope: TenantScope, orderId: number) {
  return db
    .selectFrom('container_order_updates')
    .leftJoin('users', 'users.id', 'container_order_updates.user_id')
    .selectAll('container_order_updates')
    .select(['users.name as user_name', 'users.surname as user_surname'])
    .where('container_order_updates.order_id', '=', orderId)
    .where(inScope(scope, 'container_order_updates.company_id'))
    .orderBy('container_order_updates.id')
    .execute();
}
