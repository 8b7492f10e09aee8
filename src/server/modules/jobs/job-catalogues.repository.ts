import type { Db } from '../../db/schema';

/** The job board's reference lists and the INEGI names its records show. */
export function jobCategories(db: Db) {
  return db.selectFrom('job_categories').select(['id', 'slug', 'name']).orderBy('name').execute();
}

export function softSkills(db: Db) {
  return db.selectFrom('soft_skills').select(['id', 'slug', 'name']).orderBy('name').execute();
}

/** Which of these ids exist (validation of a write's lists). */
export async function existingSoftSkillIds(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('soft_skills').select('id').where('id', 'in', [...ids]).execute();
  return new Set(rows.map((row) => row.id));
}

export async function existingCategoryIds(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('job_categories').select('id').where('id', 'in', [...ids]).execute();
  return new Set(rows.map((row) => row.id));
}

export async function stateExists(db: Db, stateId: number): Promise<boolean> {
  return (await db.selectFrom('states').select('id').where('id', '=', stateId).executeTakeFirst()) !== undefined;
}

/** The municipality's state, or undefined when there is no such municipality. */
export async function stateOfMunicipality(db: Db, municipalityId: number): Promise<number | undefined> {
  return (await db.selectFrom('municipalities').select('state_id').where('id', '=', municipalityId).executeTakeFirst())?.state_id;
}

/** The names a vacancy's search text carries: its category, state and municipality. */
export async function namesOf(db: Db, ids: { job_category_id: number; state_id: number; municipality_id: number | null }) {
  const [category, state, municipality] = await Promise.all([
    db.selectFrom('job_categories').select('name').where('id', '=', ids.job_category_id).executeTakeFirst(),
    db.selectFrom('states').select('name').where('id', '=', ids.state_id).executeTakeFirst(),
    ids.municipality_id === null ? undefined : db.selectFrom('municipalities').select('name').where('id', '=', ids.municipality_id).executeTakeFirst(),
  ]);
  return { category: category?.name ?? '', state: state?.name ?? null, municipality: municipality?.name ?? null };
}
