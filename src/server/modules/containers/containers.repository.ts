import { type ExpressionBuilder, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { Database, Db } from '../../db/schema';
import { type TenantScope, inScope } from '../../tenancy';
import type { ContainersTable } from './containers.tables';

export type { Db };

/** Greater than any character a key may hold: the upper end of a prefix range in byte order. */
export const PREFIX_END = '\uffff';

export type ContainerRow = Selectable<ContainersTable> & {
  call_vessel_name: string | null;
  call_voyage: string | null;
};

function selectContainers(db: Db) {
  return db
    .selectFrom('containers as c')
    .leftJoin('vessel_calls as v', 'v.id', 'c.vessel_call_id')
    .selectAll('c')
    .select(['v.vessel_name as call_vessel_name', 'v.voyage as call_voyage']);
}

// Every finder takes the caller's TenantScope: a container of another company is not there.

export function findContainer(db: Db, scope: TenantScope, id: number): Promise<ContainerRow | undefined> {
  return selectContainers(db).where('c.id', '=', id).where(inScope(scope, 'c.company_id')).executeTakeFirst();
}

/** The row, locked until the transaction ends on PostgreSQL (SQLite runs one writer at a time). */
export function findContainerForUpdate(db: Db, scope: TenantScope, id: number, lock: boolean) {
  const query = db.selectFrom('containers').selectAll().where('id', '=', id).where(inScope(scope, 'containers.company_id'));
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

export function findContainers(db: Db, scope: TenantScope, ids: number[]): Promise<ContainerRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return selectContainers(db).where('c.id', 'in', ids).where(inScope(scope, 'c.company_id')).orderBy('c.number').execute();
}

export async function companyIdOf(db: Db, scope: TenantScope, id: number): Promise<number | undefined> {
  const row = await db.selectFrom('containers').select('company_id').where('id', '=', id).where(inScope(scope, 'containers.company_id')).executeTakeFirst();
  return row?.company_id;
}

export function findByNumbers(db: Db, scope: TenantScope, companyId: number, numbers: string[]) {
  if (numbers.length === 0) return Promise.resolve([] as Selectable<ContainersTable>[]);
  return db
    .selectFrom('containers')
    .selectAll()
    .where('company_id', '=', companyId)
    .where(inScope(scope, 'containers.company_id'))
    .where('number', 'in', numbers)
    .execute();
}

/** Containers of the company among `ids` (the rest are another tenant's or do not exist). */
export async function idsOfCompany(db: Db, scope: TenantScope, companyId: number, ids: number[]): Promise<Set<number>> {
  const found = new Set<number>();
  for (let start = 0; start < ids.length; start += 500) {
    const rows = await db
      .selectFrom('containers')
      .select('id')
      .where('company_id', '=', companyId)
      .where(inScope(scope, 'containers.company_id'))
      .where('id', 'in', ids.slice(start, start + 500))
      .execute();
    for (const row of rows) found.add(row.id);
  }
  return found;
}

/** The suffixes of the number's 7 digits of length 4 to 7: "3054383" → 3054383, 054383, 54383, 4383. */
export function digitSuffixesOf(number: string): string[] {
  const digits = number.slice(4);
  const suffixes: string[] = [];
  for (let start = 0; start <= digits.length - 4; start++) suffixes.push(digits.slice(start));
  return [...new Set(suffixes)];
}

export async function insertContainer(db: Db, values: Insertable<ContainersTable>): Promise<number> {
  const { id } = await db.insertInto('containers').values(values).returning('id').executeTakeFirstOrThrow();
  await writeDigits(db, values.company_id, id, values.number);
  return id;
}

async function writeDigits(db: Db, companyId: number, containerId: number, number: string) {
  await db
    .insertInto('container_number_digits')
    .values(digitSuffixesOf(number).map((digits) => ({ company_id: companyId, digits, container_id: containerId })))
    .execute();
}

export async function updateContainer(db: Db, id: number, values: Updateable<ContainersTable>, numberChangedTo?: { companyId: number; number: string }) {
  await db.updateTable('containers').set(values).where('id', '=', id).execute();
  if (numberChangedTo) {
    await db.deleteFrom('container_number_digits').where('container_id', '=', id).execute();
    await writeDigits(db, numberChangedTo.companyId, id, numberChangedTo.number);
  }
}

/** A status change only if the container is still in the status it was read in (no lost update). */
export async function updateContainerFrom(db: Db, id: number, fromStatus: string, values: Updateable<ContainersTable>): Promise<boolean> {
  const result = await db.updateTable('containers').set(values).where('id', '=', id).where('status', '=', fromStatus).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function setArchivedAt(db: Db, id: number, archivedAt: string | null, now: string) {
  await db.updateTable('containers').set({ archived_at: archivedAt, updated_at: now }).where('id', '=', id).execute();
}

export async function deleteContainer(db: Db, id: number) {
  // Children first: SQLite enforces the cascades only with foreign_keys on; this works either way.
  await db.deleteFrom('container_number_digits').where('container_id', '=', id).execute();
  await db.deleteFrom('vessel_call_containers').where('container_id', '=', id).execute();
  await db.deleteFrom('container_history').where('container_id', '=', id).execute();
  await db.deleteFrom('container_locations').where('container_id', '=', id).execute();
  await db.deleteFrom('containers').where('id', '=', id).execute();
}

/** Who is in a slot now (the unique index holds at most one). */
export function occupantOf(db: Db, scope: TenantScope, companyId: number, slot: { block: string; bay: number; row: number; tier: number }) {
  return db
    .selectFrom('containers')
    .select(['id', 'number'])
    .where('company_id', '=', companyId)
    .where(inScope(scope, 'containers.company_id'))
    .where('status', '=', 'in_yard')
    .where('block', '=', slot.block)
    .where('bay', '=', slot.bay)
    .where('row', '=', slot.row)
    .where('tier', '=', slot.tier)
    .executeTakeFirst();
}

export interface ContainerFilter {
  companyId: number;
  /** Normalized number prefix ("MSCU12"). */
  numberPrefix?: string;
  /** 4–7 digits found anywhere in the number's digits. */
  digits?: string;
  status?: string;
  loadStatus?: string;
  category?: string;
  lineKey?: string;
  vesselCallId?: number;
  vesselKey?: string;
  block?: string;
  onHold?: boolean;
  /** Only archived containers; otherwise only active ones. */
  archived?: boolean;
  sort: string;
}

function applyFilter(eb: ExpressionBuilder<Database & { c: ContainersTable }, 'c'>, scope: TenantScope, filter: ContainerFilter) {
  const conditions = [eb('c.company_id', '=', filter.companyId), inScope(scope, 'c.company_id')];
  if (filter.numberPrefix) {
    conditions.push(eb('c.number', '>=', filter.numberPrefix), eb('c.number', '<', filter.numberPrefix + PREFIX_END));
  }
  if (filter.digits) {
    conditions.push(
      eb(
        'c.id',
        'in',
        eb
          .selectFrom('container_number_digits as d')
          .select('d.container_id')
          .where('d.company_id', '=', filter.companyId)
          .where('d.digits', '>=', filter.digits)
          .where('d.digits', '<', filter.digits + PREFIX_END),
      ),
    );
  }
  if (filter.status) conditions.push(eb('c.status', '=', filter.status));
  if (filter.loadStatus) conditions.push(eb('c.load_status', '=', filter.loadStatus));
  if (filter.category) conditions.push(eb('c.category', '=', filter.category));
  if (filter.lineKey) conditions.push(eb('c.line_key', '=', filter.lineKey));
  if (filter.vesselCallId) conditions.push(eb('c.vessel_call_id', '=', filter.vesselCallId));
  if (filter.vesselKey) {
    conditions.push(
      eb(
        'c.vessel_call_id',
        'in',
        eb
          .selectFrom('vessel_calls as vk')
          .select('vk.id')
          .where('vk.company_id', '=', filter.companyId)
          .where('vk.vessel_key', '>=', filter.vesselKey)
          .where('vk.vessel_key', '<', filter.vesselKey + PREFIX_END),
      ),
    );
  }
  if (filter.block) conditions.push(eb('c.block', '=', filter.block));
  conditions.push(filter.archived ? eb('c.archived_at', 'is not', null) : eb('c.archived_at', 'is', null));
  if (filter.onHold !== undefined) {
    const held = eb.or([eb('c.hold_customs', '=', 1), eb('c.hold_line', '=', 1), eb('c.hold_damage', '=', 1)]);
    conditions.push(filter.onHold ? held : eb.not(held));
  }
  return eb.and(conditions);
}

/**
 * A page of containers and the count of matches. Every filter is an index range on both
 * dialects (see the migration); the default order (number) is the order those indexes keep.
 */
export async function listContainers(db: Db, scope: TenantScope, filter: ContainerFilter, limit: number, offset: number) {
  const descending = filter.sort.startsWith('-');
  const column = filter.sort.replace(/^-/, '') as 'number' | 'updated_at' | 'arrived_at';
  const direction = descending ? 'desc' : 'asc';
  const [rows, count] = await Promise.all([
    selectContainers(db)
      .where((eb) => applyFilter(eb as never, scope, filter))
      .orderBy(`c.${column}`, direction)
      // Numbers are unique in a company: only the time sorts need a tie-break (which would
      // cost PostgreSQL a sort step on top of the index order).
      .$if(column !== 'number', (query) => query.orderBy('c.id', direction))
      .limit(limit)
      .offset(offset)
      .execute(),
    db
      .selectFrom('containers as c')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where((eb) => applyFilter(eb as never, scope, filter))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}


/** Stock by status: the company's containers with the filters, read by id in keyset pages. */
export function stockReportQuery(db: Db, scope: TenantScope, companyId: number, filter: { status?: string; loadStatus?: string; category?: string; lineKey?: string }) {
  let query = db
    .selectFrom('containers as c')
    .leftJoin('vessel_calls as v', 'v.id', 'c.vessel_call_id')
    .selectAll('c')
    .select(['v.vessel_name as call_vessel_name', 'v.voyage as call_voyage'])
    .where('c.company_id', '=', companyId)
    .where(inScope(scope, 'c.company_id'));
  if (filter.status) query = query.where('c.status', '=', filter.status);
  if (filter.loadStatus) query = query.where('c.load_status', '=', filter.loadStatus);
  if (filter.category) query = query.where('c.category', '=', filter.category);
  if (filter.lineKey) query = query.where('c.line_key', '=', filter.lineKey);
  return query;
}

/**
 * Existence at a moment: containers whose last status change at or before `at` left them in the
 * yard — from the history, so a container that left since (or came back) is placed correctly.
 */
export function existenceReportQuery(db: Db, scope: TenantScope, companyId: number, at: string) {
  return stockReportQuery(db, scope, companyId, {})
    .where('c.created_at', '<=', at)
    .where(
      (eb) =>
        eb
          .selectFrom('container_history as h')
          .select('h.to_status')
          .whereRef('h.container_id', '=', 'c.id')
          .where('h.to_status', 'is not', null)
          .where('h.occurred_at', '<=', at)
          .orderBy('h.occurred_at', 'desc')
          .orderBy('h.id', 'desc')
          .limit(1),
      '=',
      'in_yard',
    );
}

/** Departures (gate out, load) in [from, to), with the container's data, by history id. */
export function departureReportQuery(db: Db, scope: TenantScope, companyId: number, from: string, to: string) {
  return db
    .selectFrom('container_history as h')
    .innerJoin('containers as c', 'c.id', 'h.container_id')
    .leftJoin('vessel_calls as v', 'v.id', 'h.vessel_call_id')
    .leftJoin('users as u', 'u.id', 'h.user_id')
    .select([
      'h.id',
      'h.kind',
      'h.occurred_at',
      'h.from_position',
      'h.notes',
      'c.number',
      'c.iso_type',
      'c.load_status',
      'c.category',
      'c.shipping_line',
      'c.seals',
      'c.gross_weight_kg',
      'c.arrived_at',
      'v.vessel_name',
      'v.voyage',
      'u.name as user_name',
      'u.surname as user_surname',
    ])
    .where('h.company_id', '=', companyId)
    .where(inScope(scope, 'h.company_id'))
    .where('h.kind', 'in', ['gate_out', 'load'])
    .where('h.occurred_at', '>=', from)
    .where('h.occurred_at', '<', to);
}
