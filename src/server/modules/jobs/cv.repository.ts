import type { Db } from '../../db/schema';

export function findCvFile(db: Db, userId: number) {
  return db.selectFrom('candidate_cv_files').select(['stored_name', 'original_name', 'size', 'uploaded_at']).where('user_id', '=', userId).executeTakeFirst();
}

/** Replaces the candidate's file row; answers the stored name it replaced (to remove), if any. */
export async function replaceCvFile(db: Db, userId: number, values: { stored_name: string; original_name: string; size: number }, at: string): Promise<string | null> {
  const previous = await findCvFile(db, userId);
  if (previous) {
    await db
      .updateTable('candidate_cv_files')
      .set({ ...values, uploaded_at: at })
      .where('user_id', '=', userId)
      .execute();
  } else {
    await db
      .insertInto('candidate_cv_files')
      .values({ ...values, user_id: userId, uploaded_at: at })
      .execute();
  }
  return previous?.stored_name ?? null;
}

/** Deletes the candidate's file row; answers its stored name, or null when there was none. */
export async function deleteCvFile(db: Db, userId: number): Promise<string | null> {
  const row = await findCvFile(db, userId);
  if (!row) return null;
  await db.deleteFrom('candidate_cv_files').where('user_id', '=', userId).execute();
  return row.stored_name;
}

export async function cvTypeOf(db: Db, userId: number): Promise<string | null> {
  return (await db.selectFrom('candidate_profiles').select('cv_type').where('user_id', '=', userId).executeTakeFirst())?.cv_type ?? null;
}
