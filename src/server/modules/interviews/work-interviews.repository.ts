import type { Insertable } from 'kysely';
import type { Db } from '../../db/schema';
import { type TenantScope, inScope } from '../../tenancy';
import type { WorkInterviewAnswersTable } from './work-interviews.tables';

/** An interview with its candidate's, vacancy's and company's names. */
function interviewQuery(db: Db) {
  return db
    .selectFrom('work_interviews as w')
    .innerJoin('users as u', 'u.id', 'w.candidate_user_id')
    .innerJoin('vacancies as v', 'v.id', 'w.vacancy_id')
    .innerJoin('companies as c', 'c.id', 'w.company_id')
    .selectAll('w')
    .select(['u.name as user_name', 'u.surname as user_surname', 'u.lastname as user_lastname', 'u.email as user_email', 'v.title as vacancy_title', 'c.name as company_name']);
}
export type InterviewRow = Awaited<ReturnType<ReturnType<typeof interviewQuery>['executeTakeFirstOrThrow']>>;

/** One of a company in scope (the company's side). */
export function findInterview(db: Db, scope: TenantScope, id: number): Promise<InterviewRow | undefined> {
  return interviewQuery(db).where('w.id', '=', id).where(inScope(scope, 'w.company_id')).executeTakeFirst();
}

/** One sent to this candidate (the candidate's side). */
export function findOwnInterview(db: Db, userId: number, id: number): Promise<InterviewRow | undefined> {
  return interviewQuery(db).where('w.id', '=', id).where('w.candidate_user_id', '=', userId).executeTakeFirst();
}

/** What the candidate was sent, newest first. */
export function interviewsOfCandidate(db: Db, userId: number): Promise<InterviewRow[]> {
  return interviewQuery(db).where('w.candidate_user_id', '=', userId).orderBy('w.id', 'desc').limit(100).execute();
}

/** A vacancy's interviews, newest first (a vacancy sends tens, not thousands: the service pages in memory); one status's, one candidate's. */
export function interviewsOfVacancy(db: Db, scope: TenantScope, vacancyId: number, filter: { status?: string; candidateUserId?: number | undefined } = {}): Promise<InterviewRow[]> {
  let query = interviewQuery(db).where('w.vacancy_id', '=', vacancyId).where(inScope(scope, 'w.company_id'));
  if (filter.status) query = query.where('w.status', '=', filter.status);
  if (filter.candidateUserId !== undefined) query = query.where('w.candidate_user_id', '=', filter.candidateUserId);
  return query.orderBy('w.id', 'desc').execute();
}

/** An application of the vacancy, with its candidate (the company sends an interview to it). */
export function findApplicationOfVacancy(db: Db, scope: TenantScope, vacancyId: number, applicationId: number) {
  return db
    .selectFrom('job_applications')
    .select(['id', 'user_id', 'status', 'company_id'])
    .where('id', '=', applicationId)
    .where('vacancy_id', '=', vacancyId)
    .where(inScope(scope, 'company_id'))
    .executeTakeFirst();
}

/** An interview of the application still waiting for answers (sent or in progress, not past its date). */
export function findOpenOfApplication(db: Db, applicationId: number, nowIso: string) {
  return db
    .selectFrom('work_interviews')
    .select(['id', 'status'])
    .where('application_id', '=', applicationId)
    .where('status', 'in', ['sent', 'in_progress'])
    .where('expires_at', '>', nowIso)
    .executeTakeFirst();
}

/** The vacancy's question bank, in its order. */
export function bankOfVacancy(db: Db, scope: TenantScope, vacancyId: number) {
  return db
    .selectFrom('vacancy_questions')
    .select(['id', 'text', 'expected_points', 'time_limit_seconds', 'weight', 'position'])
    .where('vacancy_id', '=', vacancyId)
    .where(inScope(scope, 'company_id'))
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export async function insertInterview(
  db: Db,
  values: { company_id: number; vacancy_id: number; application_id: number; candidate_user_id: number; question_count: number; expires_at: string; created_by: number },
  questions: readonly { question_id: number; text: string; expected_points: string; time_limit_seconds: number; weight: number }[],
  at: string,
): Promise<number> {
  const { id } = await db
    .insertInto('work_interviews')
    .values({ ...values, status: 'sent', created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('work_interview_questions')
    .values(questions.map((question, index) => ({ ...question, work_interview_id: id, position: index + 1 })))
    .execute();
  return id;
}

/** Changes an interview only if it is still in one of `fromStatuses` (two clicks, a sweep at the same time). */
export async function updateInterview(
  db: Db,
  id: number,
  fromStatuses: readonly string[],
  values: { status?: string; answer_mode?: string; identity_confirmed_at?: string; started_at?: string; completed_at?: string },
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('work_interviews')
    .set({ ...values, updated_at: at })
    .where('id', '=', id)
    .where('status', 'in', [...fromStatuses])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The sweep: sent or in progress past their date become expired. Returns the ids moved. */
export async function expireDue(db: Db, nowIso: string): Promise<number> {
  const result = await db
    .updateTable('work_interviews')
    .set({ status: 'expired', updated_at: nowIso })
    .where('status', 'in', ['sent', 'in_progress'])
    .where('expires_at', '<=', nowIso)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export function questionsOf(db: Db, interviewIds: readonly number[]) {
  if (interviewIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('work_interview_questions')
    .selectAll()
    .where('work_interview_id', 'in', [...interviewIds])
    .orderBy('work_interview_id')
    .orderBy('position')
    .execute();
}

export function answersOf(db: Db, interviewIds: readonly number[]) {
  if (interviewIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('work_interview_answers').selectAll().where('work_interview_id', 'in', [...interviewIds]).orderBy('position').execute();
}

export function findAnswer(db: Db, interviewId: number, position: number) {
  return db.selectFrom('work_interview_answers').selectAll().where('work_interview_id', '=', interviewId).where('position', '=', position).executeTakeFirst();
}

export async function insertAnswer(db: Db, values: Insertable<WorkInterviewAnswersTable>): Promise<void> {
  await db.insertInto('work_interview_answers').values(values).execute();
}

export function scoresOf(db: Db, interviewIds: readonly number[]) {
  if (interviewIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('work_interview_scores as s')
    .innerJoin('users as u', 'u.id', 's.evaluator_user_id')
    .select(['s.work_interview_id', 's.position', 's.evaluator_user_id', 's.score', 's.comment', 's.scored_at', 'u.name as evaluator_name', 'u.surname as evaluator_surname'])
    .where('s.work_interview_id', 'in', [...interviewIds])
    .orderBy('s.scored_at')
    .orderBy('s.evaluator_user_id')
    .execute();
}

export function evaluationsOf(db: Db, interviewIds: readonly number[]) {
  if (interviewIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('work_interview_evaluations as e')
    .innerJoin('users as u', 'u.id', 'e.evaluator_user_id')
    .select(['e.work_interview_id', 'e.evaluator_user_id', 'e.recommendation', 'e.summary', 'e.updated_at', 'u.name as evaluator_name', 'u.surname as evaluator_surname'])
    .where('e.work_interview_id', 'in', [...interviewIds])
    .orderBy('e.updated_at')
    .orderBy('e.evaluator_user_id')
    .execute();
}

/** One evaluator's score of one answer: written again when they change their mind. */
export async function upsertScore(db: Db, values: { work_interview_id: number; position: number; evaluator_user_id: number; score: number; comment: string | null; scored_at: string }) {
  await db
    .insertInto('work_interview_scores')
    .values(values)
    .onConflict((oc) => oc.columns(['work_interview_id', 'position', 'evaluator_user_id']).doUpdateSet({ score: values.score, comment: values.comment, scored_at: values.scored_at }))
    .execute();
}

/** One evaluator's recommendation; true when it is the interview's first (the candidate hears it was reviewed). */
export async function upsertEvaluation(db: Db, values: { work_interview_id: number; evaluator_user_id: number; recommendation: string; summary: string | null; updated_at: string }): Promise<boolean> {
  const before = await db.selectFrom('work_interview_evaluations').select('evaluator_user_id').where('work_interview_id', '=', values.work_interview_id).limit(1).executeTakeFirst();
  await db
    .insertInto('work_interview_evaluations')
    .values(values)
    .onConflict((oc) => oc.columns(['work_interview_id', 'evaluator_user_id']).doUpdateSet({ recommendation: values.recommendation, summary: values.summary, updated_at: values.updated_at }))
    .execute();
  return before === undefined;
}

export function contactsOf(db: Db, userIds: readonly number[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('users')
    .select(['id', 'email', 'name'])
    .where('id', 'in', [...userIds])
    .where('deleted_at', 'is', null)
    .execute();
}

/** A vacancy of a company in scope: its id, company and title (the company's side starts from it). */
export function findVacancy(db: Db, scope: TenantScope, id: number) {
  return db.selectFrom('vacancies').select(['id', 'company_id', 'title']).where('id', '=', id).where(inScope(scope, 'company_id')).executeTakeFirst();
}
