import { type Insertable, PostgresAdapter, type Updateable, sql } from 'kysely';
import type { Db } from '../../db/schema';
import { type TenantScope, inScope } from '../../tenancy';
import type { InterviewsTable } from './interviews.tables';

/** The statuses that hold a place on an agenda (overlaps, reminders). */
const ACTIVE = ['scheduled', 'confirmed'];

/** An interview with the names it is shown with (vacancy, company, candidate). */
function interviewQuery(db: Db) {
  return db
    .selectFrom('interviews as i')
    .innerJoin('vacancies as v', 'v.id', 'i.vacancy_id')
    .innerJoin('companies as c', 'c.id', 'i.company_id')
    .innerJoin('users as u', 'u.id', 'i.candidate_user_id')
    .selectAll('i')
    .select(['v.title as vacancy_title', 'c.name as company_name', 'u.name as user_name', 'u.surname as user_surname', 'u.lastname as user_lastname', 'u.email as user_email']);
}
export type InterviewRow = Awaited<ReturnType<ReturnType<typeof interviewQuery>['executeTakeFirstOrThrow']>>;

/** An interview of a company in scope (the company's side). */
export function findInterview(db: Db, scope: TenantScope, id: number): Promise<InterviewRow | undefined> {
  return interviewQuery(db).where('i.id', '=', id).where(inScope(scope, 'i.company_id')).executeTakeFirst();
}

/** The candidate's own interview. */
export function findCandidateInterview(db: Db, userId: number, id: number): Promise<InterviewRow | undefined> {
  return interviewQuery(db).where('i.id', '=', id).where('i.candidate_user_id', '=', userId).executeTakeFirst();
}

/** The interview an e-mail link's token opens (its SHA-256 is what is stored). */
export function findByTokenHash(db: Db, hash: string): Promise<InterviewRow | undefined> {
  return interviewQuery(db).where('i.response_token_hash', '=', hash).executeTakeFirst();
}

/** A vacancy's interviews (of a company in scope), optionally one applicant's, by start. */
export function interviewsOfVacancy(db: Db, scope: TenantScope, vacancyId: number, candidateUserId: number | undefined): Promise<InterviewRow[]> {
  let query = interviewQuery(db).where('i.vacancy_id', '=', vacancyId).where(inScope(scope, 'i.company_id'));
  if (candidateUserId) query = query.where('i.candidate_user_id', '=', candidateUserId);
  return query.orderBy('i.starts_at').orderBy('i.id').execute();
}

/** A company's agenda between two instants (starts within [from, to)). */
export function interviewsOfCompany(db: Db, scope: TenantScope, companyId: number, from: string, to: string): Promise<InterviewRow[]> {
  return interviewQuery(db).where('i.company_id', '=', companyId).where(inScope(scope, 'i.company_id')).where('i.starts_at', '>=', from).where('i.starts_at', '<', to).orderBy('i.starts_at').orderBy('i.id').execute();
}

/** A person's agenda: the interviews where they are the candidate or an interviewer. */
export function interviewsOfPerson(db: Db, userId: number, from: string, to: string): Promise<InterviewRow[]> {
  return interviewQuery(db)
    .where((eb) => eb.or([eb('i.candidate_user_id', '=', userId), eb('i.id', 'in', eb.selectFrom('interview_interviewers').select('interview_id').where('user_id', '=', userId))]))
    .where('i.starts_at', '>=', from)
    .where('i.starts_at', '<', to)
    .orderBy('i.starts_at')
    .orderBy('i.id')
    .execute();
}

/** The advisory-lock namespace of people's interview agendas (any fixed number no other lock uses). */
const AGENDA_LOCK = 16_004;

/**
 * Holds these people's agendas until the transaction ends, so two schedulings at the same moment
 * cannot both pass the overlap check. PostgreSQL: a transaction-scoped advisory lock per person,
 * taken in id order (two transactions never wait on each other in a circle). SQLite needs none: its
 * one connection runs one transaction at a time.
 */
export async function lockAgendas(trx: Db, userIds: readonly number[]) {
  if (!(trx.getExecutor().adapter instanceof PostgresAdapter)) return;
  for (const id of [...new Set(userIds)].sort((a, b) => a - b)) await sql`select pg_advisory_xact_lock(${AGENDA_LOCK}::int, ${id}::int)`.execute(trx);
}

/**
 * Active interviews of these people (as candidate or interviewer) starting in [from, to), the
 * candidates for an overlap (the service checks the ends: durations are at most 4 h, so `from` is
 * the new start minus that). `exceptId` leaves out the interview being rescheduled.
 */
export async function activeAround(db: Db, people: { candidate: number; interviewers: readonly number[] }, from: string, to: string, exceptId: number | null) {
  const base = db
    .selectFrom('interviews as i')
    .where('i.status', 'in', ACTIVE)
    .where('i.starts_at', '>=', from)
    .where('i.starts_at', '<', to)
    .where('i.id', '!=', exceptId ?? 0);
  const asCandidate = await base.select(['i.id', 'i.starts_at', 'i.duration_minutes', 'i.candidate_user_id as user_id']).where('i.candidate_user_id', 'in', [people.candidate, ...people.interviewers]).execute();
  const asInterviewer = people.interviewers.length
    ? await base.innerJoin('interview_interviewers as ii', 'ii.interview_id', 'i.id').select(['i.id', 'i.starts_at', 'i.duration_minutes', 'ii.user_id']).where('ii.user_id', 'in', [people.candidate, ...people.interviewers]).execute()
    : [];
  return [...asCandidate, ...asInterviewer];
}

/** The interviewers of these interviews, with names and e-mails. */
export async function interviewersOf(db: Db, interviewIds: readonly number[]) {
  if (interviewIds.length === 0) return new Map<number, { user_id: number; name: string; surname: string | null; lastname: string | null; email: string }[]>();
  const rows = await db
    .selectFrom('interview_interviewers as ii')
    .innerJoin('users as u', 'u.id', 'ii.user_id')
    .select(['ii.interview_id', 'u.id as user_id', 'u.name', 'u.surname', 'u.lastname', 'u.email'])
    .where('ii.interview_id', 'in', interviewIds)
    .orderBy('u.name')
    .orderBy('u.id')
    .execute();
  const byInterview = new Map<number, (typeof rows)[number][]>();
  for (const row of rows) (byInterview.get(row.interview_id) ?? byInterview.set(row.interview_id, []).get(row.interview_id)!).push(row);
  return byInterview;
}

/** Names of people by id (the company's members offered as interviewers). */
export function peopleByIds(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('users').select(['id', 'name', 'surname', 'lastname']).where('id', 'in', ids).orderBy('name').orderBy('id').execute();
}

export async function insertInterview(db: Db, row: Insertable<InterviewsTable>, interviewerIds: readonly number[]): Promise<number> {
  const { id } = await db.insertInto('interviews').values(row).returning('id').executeTakeFirstOrThrow();
  await db
    .insertInto('interview_interviewers')
    .values(interviewerIds.map((user_id) => ({ interview_id: id, user_id })))
    .execute();
  return id;
}

/**
 * Changes an interview only while it is still in one of `fromStatuses` (a guard against two
 * changes at once): true when it changed.
 */
export async function updateInterview(db: Db, id: number, fromStatuses: readonly string[], patch: Updateable<InterviewsTable>): Promise<boolean> {
  const result = await db.updateTable('interviews').set(patch).where('id', '=', id).where('status', 'in', fromStatuses).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The candidate's answer through the link: only while that token is still the stored one (used once). */
export async function answerByToken(db: Db, id: number, hash: string, patch: Updateable<InterviewsTable>): Promise<boolean> {
  const result = await db.updateTable('interviews').set(patch).where('id', '=', id).where('response_token_hash', '=', hash).where('status', '=', 'scheduled').executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function replaceInterviewers(db: Db, id: number, userIds: readonly number[]): Promise<void> {
  await db.deleteFrom('interview_interviewers').where('interview_id', '=', id).execute();
  await db
    .insertInto('interview_interviewers')
    .values(userIds.map((user_id) => ({ interview_id: id, user_id })))
    .execute();
}

/** Active interviews starting in (now, until] that have had no reminder: what the sweep sends. */
export function dueForReminder(db: Db, now: string, until: string) {
  return db.selectFrom('interviews').select('id').where('status', 'in', ACTIVE).where('reminder_sent_at', 'is', null).where('starts_at', '>', now).where('starts_at', '<=', until).orderBy('starts_at').limit(500).execute();
}

/**
 * Claims an interview's reminder: sets `reminder_sent_at` only where none is set, so of two
 * server instances sweeping at once exactly one gets true and sends it.
 */
export async function claimReminder(db: Db, id: number, at: string): Promise<boolean> {
  const result = await db.updateTable('interviews').set({ reminder_sent_at: at }).where('id', '=', id).where('reminder_sent_at', 'is', null).where('status', 'in', ACTIVE).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
