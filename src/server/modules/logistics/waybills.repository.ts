import type { Insertable, Selectable } from 'kysely';
import { type TenantScope, inScope } from '../../tenancy';
import type { Db } from './logistics.repository';
import type { WaybillsTable } from './logistics.tables';

export type WaybillRow = Selectable<WaybillsTable> & { issued_by_name: string | null; issued_by_surname: string | null };

/** The waybills in scope with the name of who issued each. */
function waybillQuery(db: Db, scope: TenantScope) {
  return db
    .selectFrom('waybills')
    .where(inScope(scope, 'waybills.company_id'))
    .leftJoin('users', 'users.id', 'waybills.issued_by')
    .selectAll('waybills')
    .select(['users.name as issued_by_name', 'users.surname as issued_by_surname']);
}

export function findWaybill(db: Db, scope: TenantScope, id: number) {
  return waybillQuery(db, scope).where('waybills.id', '=', id).executeTakeFirst();
}

export function findWaybillByFolio(db: Db, scope: TenantScope, folio: string) {
  return waybillQuery(db, scope).where('waybills.folio', '=', folio).executeTakeFirst();
}

export function waybillsOfOrder(db: Db, scope: TenantScope, orderId: number) {
  return waybillQuery(db, scope).where('waybills.container_order_id', '=', orderId).orderBy('waybills.id', 'desc').execute();
}

/** Folios of the waybills of these orders (the unit page lists them with each movement). */
export function waybillFoliosOf(db: Db, scope: TenantScope, orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('waybills').select(['id', 'folio', 'container_order_id']).where('container_order_id', 'in', orderIds).where(inScope(scope, 'company_id')).orderBy('id').execute();
}

export async function nextWaybillFolio(db: Db, companyId: number): Promise<number> {
  const row = await db
    .selectFrom('waybills')
    .select((eb) => eb.fn.max('folio_number').as('max'))
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return Number(row?.max ?? 0) + 1;
}

export async function insertWaybill(db: Db, values: Omit<Insertable<WaybillsTable>, 'id' | 'created_at'>, now: string): Promise<number> {
  const row = await db
    .insertInto('waybills')
    .values({ ...values, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
