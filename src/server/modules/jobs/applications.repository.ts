import type { Insertable } from 'kysely';
import { type TenantScope, inScope } from '../../tenancy';
import type { Db } from '../../db/schema';
import type { JobApplicationEventsTable } from './jobs.tables';

/** An application with its candidate's and vacancy's names. */
function applicationQuery(db: Db) {
  return db
    .selectFrom('job_applications as a')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .innerJoin('vacancies as v', 'v.id', 'a.vacancy_id')
    .selectAll('a')
    .select(['u.name as user_name', 'u.surname as user_surname', 'u.lastname as user_lastname', 'u.email as user_email', 'v.title as vacancy_title']);
}
export type ApplicationRow = Awaited<ReturnType<ReturnType<typeof applicationQuery>['executeTakeFirstOrThrow']>>;

/** An application of a company in scope (the company's view). */
export function findApplication(db: Db, scope: TenantScope, id: number): Promise<ApplicationRow | undefined> {
  return applicationQuery(db).where('a.id', '=', id).where(inScope(scope, 'a.company_id')).executeTakeFirst();
}

/** The candidate's own application. */
export function findOwnApplication(db: Db, userId: number, id: number): Promise<ApplicationRow | undefined> {
  return applicationQuery(db).where('a.id', '=', id).where('a.user_id', '=', userId).executeTakeFirst();
}

/**
 * A vacancy's applications on the board, as much as ranking them needs (the service ranks them by
 * match score and pages in memory — a vacancy gets tens to a few thousand), withdrawn ones left
 * out. Only the page's rows are then read whole (applicationsByIds).
 */
export function rankingRowsOfVacancy(db: Db, scope: TenantScope, vacancyId: number, status: string | undefined) {
  let query = db.selectFrom('job_applications as a').select(['a.id', 'a.user_id']).where('a.vacancy_id', '=', vacancyId).where(inScope(scope, 'a.company_id')).where('a.status', '!=', 'withdrawn');
  if (status) query = query.where('a.status', '=', status);
  return query.orderBy('a.id').execute();
}

/** Applications of companies in scope, by id (a page of the board), in no particular order. */
export function applicationsByIds(db: Db, scope: TenantScope, ids: readonly number[]): Promise<ApplicationRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return applicationQuery(db)
    .where('a.id', 'in', [...ids])
    .where(inScope(scope, 'a.company_id'))
    .execute();
}

/** A candidate's applications with where each vacancy stands (the candidate's view). */
function ownApplicationsQuery(db: Db, userId: number) {
  return db
    .selectFrom('job_applications as a')
    .innerJoin('vacancies as v', 'v.id', 'a.vacancy_id')
    .innerJoin('companies as c', 'c.id', 'v.company_id')
    .leftJoin('states as s', 's.id', 'v.state_id')
    .select(['a.id', 'a.status', 'a.cover_letter', 'a.created_at', 'a.updated_at', 'v.id as vacancy_id', 'v.title', 'v.status as vacancy_status', 'v.modality', 'c.name as company_name', 's.name as state_name'])
    .where('a.user_id', '=', userId);
}
export type OwnApplicationRow = Awaited<ReturnType<ReturnType<typeof ownApplicationsQuery>['executeTakeFirstOrThrow']>>;

/** One of the candidate's applications with its vacancy, as the candidate sees it. */
export function findOwnWithVacancy(db: Db, userId: number, id: number): Promise<OwnApplicationRow | undefined> {
  return ownApplicationsQuery(db, userId).where('a.id', '=', id).executeTakeFirst();
}

/** The candidate's applications with where each vacancy stands, newest first. */
export async function pageOfUser(db: Db, userId: number, status: string | undefined, limit: number, offset: number) {
  let page = ownApplicationsQuery(db, userId);
  let count = db.selectFrom('job_applications as a').where('a.user_id', '=', userId);
  if (status) {
    page = page.where('a.status', '=', status);
    count = count.where('a.status', '=', status);
  }
  const [rows, total] = await Promise.all([
    page.orderBy('a.id', 'desc').limit(limit).offset(offset).execute(),
    count.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.total) };
}

export async function insertApplication(db: Db, values: { company_id: number; vacancy_id: number; user_id: number; cover_letter: string | null }, at: string): Promise<number> {
  const row = await db
    .insertInto('job_applications')
    .values({ ...values, status: 'received', created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function findByVacancyAndUser(db: Db, vacancyId: number, userId: number) {
  return db.selectFrom('job_applications').select(['id', 'status']).where('vacancy_id', '=', vacancyId).where('user_id', '=', userId).executeTakeFirst();
}

/** Changes an application only if it is still in `fromStatus`. */
export async function updateApplication(db: Db, id: number, fromStatus: string, values: { status?: string; cover_letter?: string | null }, at: string): Promise<boolean> {
  const result = await db
    .updateTable('job_applications')
    .set({ ...values, updated_at: at })
    .where('id', '=', id)
    .where('status', '=', fromStatus)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function insertEvent(db: Db, values: Omit<Insertable<JobApplicationEventsTable>, 'id'>) {
  await db.insertInto('job_application_events').values(values).execute();
}

export async function eventsOf(db: Db, applicationIds: readonly number[]) {
  const result = new Map<number, { from_status: string | null; to_status: string; note: string | null; at: string }[]>();
  if (applicationIds.length === 0) return result;
  const rows = await db
    .selectFrom('job_application_events')
    .select(['application_id', 'from_status', 'to_status', 'note', 'at'])
    .where('application_id', 'in', [...applicationIds])
    .orderBy('id')
    .execute();
  for (const { application_id, ...event } of rows) {
    const list = result.get(application_id) ?? [];
    list.push(event);
    result.set(application_id, list);
  }
  return result;
}

/** The applications report's rows (read in keyset pages of the id). */
export function reportQuery(db: Db, scope: TenantScope, companyId: number, filter: { vacancyId?: number | undefined; status?: string | undefined }) {
  let query = applicationQuery(db).where('a.company_id', '=', companyId).where(inScope(scope, 'a.company_id'));
  if (filter.vacancyId !== undefined) query = query.where('a.vacancy_id', '=', filter.vacancyId);
  if (filter.status) query = query.where('a.status', '=', filter.status);
  return query;
}
