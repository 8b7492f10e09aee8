import type { Db } from '../../db/schema';

export async function isBookmarked(db: Db, userId: number, vacancyId: number): Promise<boolean> {
  return (await db.selectFrom('vacancy_bookmarks').select('vacancy_id').where('user_id', '=', userId).where('vacancy_id', '=', vacancyId).executeTakeFirst()) !== undefined;
}

/** Keeps a bookmark; a second one of the same vacancy is no change. */
export async function insertBookmark(db: Db, userId: number, vacancyId: number, at: string) {
  if (!(await isBookmarked(db, userId, vacancyId))) await db.insertInto('vacancy_bookmarks').values({ user_id: userId, vacancy_id: vacancyId, created_at: at }).execute();
}

export async function deleteBookmark(db: Db, userId: number, vacancyId: number): Promise<boolean> {
  const result = await db.deleteFrom('vacancy_bookmarks').where('user_id', '=', userId).where('vacancy_id', '=', vacancyId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function pageOfUser(db: Db, userId: number, limit: number, offset: number) {
  const [rows, total] = await Promise.all([
    db.selectFrom('vacancy_bookmarks').select(['vacancy_id', 'created_at']).where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('vacancy_id', 'desc').limit(limit).offset(offset).execute(),
    db
      .selectFrom('vacancy_bookmarks')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.total) };
}
