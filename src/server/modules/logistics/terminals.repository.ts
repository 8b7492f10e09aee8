import type { Insertable, Selectable, Updateable } from 'kysely';
import { type TenantScope, inScope } from '../../tenancy';
import { type CatalogueFilter, type Db, pageOfCatalogue } from './logistics.repository';
import type { TerminalsTable } from './logistics.tables';

export type TerminalRow = Selectable<TerminalsTable>;
export type TerminalValues = Omit<Insertable<TerminalsTable>, 'id' | 'created_at' | 'updated_at'>;

export const pageOfTerminals = (db: Db, scope: TenantScope, filter: CatalogueFilter, limit: number, offset: number) => pageOfCatalogue(db, 'terminals', scope, filter, limit, offset);

export function findTerminal(db: Db, scope: TenantScope, id: number) {
  return db.selectFrom('terminals').selectAll().where('id', '=', id).where(inScope(scope, 'company_id')).executeTakeFirst();
}

export function terminalsByIds(db: Db, scope: TenantScope, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('terminals').selectAll().where('id', 'in', ids).where(inScope(scope, 'company_id')).execute();
}

export async function insertTerminal(db: Db, values: TerminalValues, now: string): Promise<number> {
  const row = await db
    .insertInto('terminals')
    .values({ ...values, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateTerminal(db: Db, id: number, values: Updateable<TerminalsTable>, now: string) {
  await db
    .updateTable('terminals')
    .set({ ...values, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** Whether a route or an order names the terminal (then it cannot be deleted). */
export async function terminalInUse(db: Db, id: number): Promise<boolean> {
  const route = await db
    .selectFrom('routes')
    .select('id')
    .where((eb) => eb.or([eb('origin_terminal_id', '=', id), eb('destination_terminal_id', '=', id)]))
    .limit(1)
    .executeTakeFirst();
  if (route) return true;
  const order = await db
    .selectFrom('container_orders')
    .select('id')
    .where((eb) => eb.or([eb('origin_terminal_id', '=', id), eb('destination_terminal_id', '=', id)]))
    .limit(1)
    .executeTakeFirst();
  return !!order;
}

export async function removeTerminal(db: Db, id: number) {
  await db.deleteFrom('terminals').where('id', '=', id).execute();
}
