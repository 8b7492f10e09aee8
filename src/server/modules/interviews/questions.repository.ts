import { type Selectable, sql } from 'kysely';
import type { Db } from '../../db/schema';
import { type TenantScope, inScope } from '../../tenancy';
import type { VacancyQuestionsTable } from './work-interviews.tables';

/* Every query of the question bank (vacancy_questions). Finders take the caller's scope. */

export type QuestionRow = Selectable<VacancyQuestionsTable>;

/** The vacancy's company, when the vacancy is within the scope. */
export function findVacancyCompany(db: Db, scope: TenantScope, vacancyId: number): Promise<{ id: number; company_id: number } | undefined> {
  return db.selectFrom('vacancies').select(['id', 'company_id']).where('id', '=', vacancyId).where(inScope(scope, 'company_id')).executeTakeFirst();
}

export function listOfVacancy(db: Db, scope: TenantScope, vacancyId: number): Promise<QuestionRow[]> {
  return db
    .selectFrom('vacancy_questions')
    .selectAll()
    .where('vacancy_id', '=', vacancyId)
    .where(inScope(scope, 'company_id'))
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export function findQuestion(db: Db, scope: TenantScope, id: number): Promise<QuestionRow | undefined> {
  return db.selectFrom('vacancy_questions').selectAll().where('id', '=', id).where(inScope(scope, 'company_id')).executeTakeFirst();
}

export async function countOfVacancy(db: Db, vacancyId: number): Promise<{ count: number; maxPosition: number }> {
  const row = await db
    .selectFrom('vacancy_questions')
    .select((eb) => [eb.fn.countAll<number | string>().as('count'), eb.fn.max('position').as('max_position')])
    .where('vacancy_id', '=', vacancyId)
    .executeTakeFirst();
  return { count: Number(row?.count ?? 0), maxPosition: Number(row?.max_position ?? 0) };
}

export interface QuestionValues {
  text: string;
  expected_points: string;
  time_limit_seconds: number;
  weight: number;
}

export async function insertQuestion(db: Db, values: QuestionValues & { company_id: number; vacancy_id: number; position: number; created_by: number }, at: string): Promise<QuestionRow> {
  return db.insertInto('vacancy_questions').values({ ...values, created_at: at, updated_at: at }).returningAll().executeTakeFirstOrThrow();
}

export async function updateQuestion(db: Db, id: number, values: QuestionValues, at: string): Promise<void> {
  await db.updateTable('vacancy_questions').set({ ...values, updated_at: at }).where('id', '=', id).execute();
}

export async function deleteQuestion(db: Db, id: number): Promise<void> {
  await db.deleteFrom('vacancy_questions').where('id', '=', id).execute();
}

/** Positions 1…n in the order of `ids` (all of the vacancy's, checked by the caller). */
export async function setPositions(db: Db, vacancyId: number, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  // One statement: CASE id WHEN … THEN position, so the order is never half written.
  const cases = sql.join(
    ids.map((id, index) => sql`when ${id} then cast(${index + 1} as integer)`),
    sql` `,
  );
  await db
    .updateTable('vacancy_questions')
    .set({ position: sql<number>`case id ${cases} end` })
    .where('vacancy_id', '=', vacancyId)
    .where('id', 'in', [...ids])
    .execute();
}

/** Closes the gap a deleted question leaves, keeping the order. */
export async function compactPositions(db: Db, vacancyId: number): Promise<void> {
  const rows = await db.selectFrom('vacancy_questions').select('id').where('vacancy_id', '=', vacancyId).orderBy('position').orderBy('id').execute();
  await setPositions(
    db,
    vacancyId,
    rows.map((row) => row.id),
  );
}
