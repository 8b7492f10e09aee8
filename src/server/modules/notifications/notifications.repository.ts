import type { Kysely, Transaction } from 'kysely';
import type { Dialect } from '../../db/database';
import type { Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

const COLUMNS = ['id', 'title', 'body', 'route', 'company_id', 'read_at', 'created_at'] as const;

export interface NewNotification {
  user_id: number;
  company_id: number | null;
  title: string;
  body: string;
  route: string | null;
}

/** Inserts in one statement; the ids come back in the order of the rows. */
export async function insertNotifications(db: Db, rows: NewNotification[], createdAt: string) {
  if (rows.length === 0) return [];
  return db
    .insertInto('notifications')
    .values(rows.map((row) => ({ ...row, read_at: null, created_at: createdAt })))
    .returning(['id', 'user_id', 'created_at'])
    .execute();
}

export async function pageOfUser(db: Db, userId: number, options: { onlyUnread: boolean; limit: number; offset: number }) {
  let base = db.selectFrom('notifications').where('user_id', '=', userId);
  if (options.onlyUnread) base = base.where('read_at', 'is', null);
  const [rows, total] = await Promise.all([
    base.select(COLUMNS).orderBy('id', 'desc').limit(options.limit).offset(options.offset).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.total) };
}

/** Only the owner's row: another user's id reads as missing. */
export function findOfUser(db: Db, userId: number, id: number) {
  return db.selectFrom('notifications').select(COLUMNS).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
}

export async function unreadCount(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Unread counts of several users at once (users with none are absent from the map). */
export async function unreadCounts(db: Db, userIds: number[]): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('notifications')
    .select(['user_id', (eb) => eb.fn.countAll<number>().as('count')])
    .where('user_id', 'in', userIds)
    .where('read_at', 'is', null)
    .groupBy('user_id')
    .execute();
  return new Map(rows.map((row) => [row.user_id, Number(row.count)]));
}

/** Sets or clears read_at when it changes; answers whether a row changed. */
export async function setRead(db: Db, userId: number, id: number, readAt: string | null): Promise<boolean> {
  const result = await db
    .updateTable('notifications')
    .set({ read_at: readAt })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('read_at', readAt === null ? 'is not' : 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function markAllRead(db: Db, userId: number, readAt: string): Promise<number> {
  const result = await db
    .updateTable('notifications')
    .set({ read_at: readAt })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** A user without a row has the default: active. */
export async function isActive(db: Db, userId: number): Promise<boolean> {
  const row = await db.selectFrom('notification_settings').select('active').where('user_id', '=', userId).executeTakeFirst();
  return row ? Boolean(row.active) : true;
}

/** The users among these who turned real-time notices off. */
export async function inactiveAmong(db: Db, userIds: number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db.selectFrom('notification_settings').select(['user_id', 'active']).where('user_id', 'in', userIds).execute();
  return new Set(rows.filter((row) => !row.active).map((row) => row.user_id));
}

export async function saveActive(db: Db, dialect: Dialect, userId: number, active: boolean, now: string): Promise<void> {
  // SQLite stores the flag as 0/1 (and its driver refuses JS booleans); PostgreSQL has a boolean.
  const value = dialect === 'postgres' ? active : Number(active);
  await db
    .insertInto('notification_settings')
    .values({ user_id: userId, active: value, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ active: value, updated_at: now }))
    .execute();
}
