import type { Insertable, Selectable, Updateable } from 'kysely';
import { type TenantScope, inScope } from '../../tenancy';
import type { Db } from '../logistics/logistics.repository';
import type { ComplaintUpdatesTable, ComplaintsTable } from '../parabus/parabus.tables';

export type ComplaintRow = Selectable<ComplaintsTable>;
export type ComplaintValues = Omit<Insertable<ComplaintsTable>, 'id' | 'created_at' | 'updated_at'>;

export interface ComplaintFilter {
  status?: string | undefined;
  kind?: 'complaint' | 'suggestion' | undefined;
  category?: string | undefined;
  route_id?: number | undefined;
}

/**
 * A complaint by id within the scope. The author of a complaint may not belong to its company,
 * so the service also looks one up by id and author (`findOwnComplaint`).
 */
export function findComplaint(db: Db, scope: TenantScope, id: number) {
  return db.selectFrom('complaints').selectAll().where('id', '=', id).where(inScope(scope, 'company_id')).executeTakeFirst();
}

export function findOwnComplaint(db: Db, userId: number, id: number) {
  return db.selectFrom('complaints').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
}

/** Newest first: what arrived last is what a manager opens first. */
export async function pageOfCompany(db: Db, scope: TenantScope, companyId: number, filter: ComplaintFilter, limit: number, offset: number) {
  const filtered = () => {
    let query = db.selectFrom('complaints').where(inScope(scope, 'company_id')).where('company_id', '=', companyId);
    if (filter.status) query = query.where('status', '=', filter.status);
    if (filter.kind) query = query.where('kind', '=', filter.kind);
    if (filter.category) query = query.where('category', '=', filter.category);
    if (filter.route_id) query = query.where('route_id', '=', filter.route_id);
    return query;
  };
  const [rows, total] = await Promise.all([
    filtered().selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute(),
    filtered()
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.total) };
}

/** Per status, with the other filters applied (the tabs say how many each would show). */
export async function statusCounts(db: Db, scope: TenantScope, companyId: number, filter: ComplaintFilter): Promise<Map<string, number>> {
  let query = db
    .selectFrom('complaints')
    .select(['status', (eb) => eb.fn.countAll<number>().as('count')])
    .where(inScope(scope, 'company_id'))
    .where('company_id', '=', companyId);
  if (filter.kind) query = query.where('kind', '=', filter.kind);
  if (filter.category) query = query.where('category', '=', filter.category);
  if (filter.route_id) query = query.where('route_id', '=', filter.route_id);
  const rows = await query.groupBy('status').execute();
  return new Map(rows.map((row) => [row.status, Number(row.count)]));
}

export function ofUser(db: Db, userId: number, limit: number, offset: number) {
  return Promise.all([
    db.selectFrom('complaints').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').limit(limit).offset(offset).execute(),
    db
      .selectFrom('complaints')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow()
      .then((row) => Number(row.total)),
  ]);
}

export async function nextFolio(db: Db, companyId: number): Promise<number> {
  const row = await db
    .selectFrom('complaints')
    .select((eb) => eb.fn.max('folio_number').as('max'))
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return Number(row?.max ?? 0) + 1;
}

export async function insertComplaint(db: Db, values: ComplaintValues, now: string): Promise<number> {
  const row = await db
    .insertInto('complaints')
    .values({ ...values, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Changes a complaint only if it is still in `fromStatus`: two managers acting at once do not both win. */
export async function updateComplaint(db: Db, id: number, fromStatus: string, values: Updateable<ComplaintsTable>, now: string): Promise<boolean> {
  const result = await db
    .updateTable('complaints')
    .set({ ...values, updated_at: now })
    .where('id', '=', id)
    .where('status', '=', fromStatus)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function insertUpdate(db: Db, values: Omit<Insertable<ComplaintUpdatesTable>, 'id' | 'created_at'>, now: string) {
  await db
    .insertInto('complaint_updates')
    .values({ ...values, created_at: now })
    .execute();
}

export function updatesOf(db: Db, complaintId: number) {
  return db
    .selectFrom('complaint_updates')
    .leftJoin('users', 'users.id', 'complaint_updates.user_id')
    .select([
      'complaint_updates.id',
      'complaint_updates.from_status',
      'complaint_updates.to_status',
      'complaint_updates.note',
      'complaint_updates.created_at',
      'users.name as user_name',
      'users.surname as user_surname',
    ])
    .where('complaint_updates.complaint_id', '=', complaintId)
    .orderBy('complaint_updates.id')
    .execute();
}

/** The author's address for the answer (a signed-in author's account e-mail). */
export async function userEmail(db: Db, userId: number): Promise<string | null> {
  return (await db.selectFrom('users').select('email').where('id', '=', userId).where('deleted_at', 'is', null).executeTakeFirst())?.email ?? null;
}

export async function setPhoto(db: Db, id: number, imageId: number, now: string) {
  await db.updateTable('complaints').set({ photo_image_id: imageId, updated_at: now }).where('id', '=', id).execute();
}
