import type { Updateable } from 'kysely';
import type { Db } from '../../db/schema';
import type { CandidateProfilesTable } from './jobs.tables';

export function findProfile(db: Db, userId: number) {
  return db
    .selectFrom('candidate_profiles as p')
    .leftJoin('states as s', 's.id', 'p.state_id')
    .leftJoin('municipalities as m', 'm.id', 'p.municipality_id')
    .selectAll('p')
    .select(['s.name as state_name', 'm.name as municipality_name'])
    .where('p.user_id', '=', userId)
    .executeTakeFirst();
}

/** Profiles of many candidates (the match score of a vacancy's applicants). */
export function profilesOf(db: Db, userIds: readonly number[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('candidate_profiles as p')
    .leftJoin('states as s', 's.id', 'p.state_id')
    .selectAll('p')
    .select('s.name as state_name')
    .where('p.user_id', 'in', [...userIds])
    .execute();
}

/**
 * What the match score needs of each applicant of a vacancy (categories looked for, place, soft
 * skills), read through the vacancy's applications rather than a list of up to a few thousand ids.
 * The caller has checked the vacancy is in its scope.
 */
export async function matchFactsOfApplicants(db: Db, vacancyId: number) {
  const applicants = db.selectFrom('job_applications').select('user_id').where('vacancy_id', '=', vacancyId);
  const [profiles, skills] = await Promise.all([
    db.selectFrom('candidate_profiles').select(['user_id', 'job_category_ids', 'state_id', 'municipality_id']).where('user_id', 'in', applicants).execute(),
    db.selectFrom('candidate_soft_skills').select(['user_id', 'soft_skill_id']).where('user_id', 'in', applicants).execute(),
  ]);
  const skillsByUser = new Map<number, number[]>();
  for (const row of skills) skillsByUser.set(row.user_id, [...(skillsByUser.get(row.user_id) ?? []), row.soft_skill_id]);
  return { profiles, skillsByUser };
}

export async function softSkillIdsOf(db: Db, userIds: readonly number[]): Promise<Map<number, number[]>> {
  const result = new Map<number, number[]>();
  if (userIds.length === 0) return result;
  const rows = await db.selectFrom('candidate_soft_skills').select(['user_id', 'soft_skill_id']).where('user_id', 'in', [...userIds]).execute();
  for (const row of rows) result.set(row.user_id, [...(result.get(row.user_id) ?? []), row.soft_skill_id]);
  return result;
}

export async function courseCountsOf(db: Db, userIds: readonly number[]): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('professional_courses')
    .select(['user_id', (eb) => eb.fn.countAll<number>().as('count')])
    .where('user_id', 'in', [...userIds])
    .groupBy('user_id')
    .execute();
  return new Map(rows.map((row) => [row.user_id, Number(row.count)]));
}

/** Creates the profile row on the first write, then changes it. */
export async function upsertProfile(db: Db, userId: number, values: Updateable<CandidateProfilesTable>, at: string) {
  const existing = await db.selectFrom('candidate_profiles').select('user_id').where('user_id', '=', userId).executeTakeFirst();
  if (existing) {
    await db
      .updateTable('candidate_profiles')
      .set({ ...values, updated_at: at })
      .where('user_id', '=', userId)
      .execute();
  } else {
    await db
      .insertInto('candidate_profiles')
      .values({ headline: null, summary: null, phone: null, state_id: null, municipality_id: null, cv_type: null, cv_document_id: null, ...values, user_id: userId, updated_at: at })
      .execute();
  }
}

export function softSkillsNamed(db: Db, userId: number) {
  return db
    .selectFrom('candidate_soft_skills as cs')
    .innerJoin('soft_skills as s', 's.id', 'cs.soft_skill_id')
    .select(['s.id', 's.name'])
    .where('cs.user_id', '=', userId)
    .orderBy('s.name')
    .execute();
}

export async function replaceSoftSkills(db: Db, userId: number, ids: readonly number[]) {
  await db.deleteFrom('candidate_soft_skills').where('user_id', '=', userId).execute();
  if (ids.length) await db.insertInto('candidate_soft_skills').values(ids.map((soft_skill_id) => ({ user_id: userId, soft_skill_id }))).execute();
}

export function coursesOf(db: Db, userId: number) {
  return db.selectFrom('professional_courses').select(['id', 'name', 'institution', 'completed_on', 'hours']).where('user_id', '=', userId).orderBy('id').execute();
}

export async function insertCourse(db: Db, values: { user_id: number; name: string; institution: string; completed_on: string | null; hours: number | null }) {
  return (await db.insertInto('professional_courses').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

/** Deletes the caller's own course; false when there is none of that id (theirs). */
export async function deleteOwnCourse(db: Db, userId: number, id: number): Promise<boolean> {
  const result = await db.deleteFrom('professional_courses').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export function categoriesNamed(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('job_categories').select(['id', 'name']).where('id', 'in', [...ids]).execute();
}

export function userOf(db: Db, userId: number) {
  return db.selectFrom('users').select(['id', 'name', 'surname', 'lastname', 'email']).where('id', '=', userId).executeTakeFirstOrThrow();
}

export async function hasCvFile(db: Db, userId: number): Promise<boolean> {
  return (await db.selectFrom('candidate_cv_files').select('user_id').where('user_id', '=', userId).executeTakeFirst()) !== undefined;
}
