import type { Insertable, Selectable, Updateable } from 'kysely';
import { termRowsOf } from '../../lib/search-text';
import { type TenantScope, inScope } from '../../tenancy';
import type { Db } from '../../db/schema';
import type { VacanciesTable, VacancySearchTermsTable, VacancyStatusEventsTable } from './jobs.tables';

export type VacancyRow = Selectable<VacanciesTable>;
export type VacancyValues = Omit<Insertable<VacanciesTable>, 'id' | 'created_at' | 'updated_at'>;

/** A vacancy with the names it is shown with (company, category, state, municipality). */
export function namedVacancies(db: Db) {
  return db
    .selectFrom('vacancies as v')
    .innerJoin('companies as c', 'c.id', 'v.company_id')
    .innerJoin('job_categories as jc', 'jc.id', 'v.job_category_id')
    .leftJoin('states as s', 's.id', 'v.state_id')
    .leftJoin('municipalities as m', 'm.id', 'v.municipality_id')
    .selectAll('v')
    .select(['c.name as company_name', 'jc.name as job_category_name', 's.name as state_name', 'm.name as municipality_name']);
}
export type NamedVacancyRow = VacancyRow & { company_name: string; job_category_name: string; state_name: string | null; municipality_name: string | null };

/** A vacancy by id within the scope (the company's view: any status). */
export function findVacancy(db: Db, scope: TenantScope, id: number): Promise<NamedVacancyRow | undefined> {
  return namedVacancies(db).where('v.id', '=', id).where(inScope(scope, 'v.company_id')).executeTakeFirst();
}

/** A published vacancy, whoever asks (candidates and the public see only these). */
export function findPublished(db: Db, id: number): Promise<NamedVacancyRow | undefined> {
  return namedVacancies(db).where('v.id', '=', id).where('v.status', '=', 'published').executeTakeFirst();
}

/** Vacancies by id in the given order (rows hydrated for a page). */
export async function byIds(db: Db, ids: readonly number[]): Promise<NamedVacancyRow[]> {
  if (ids.length === 0) return [];
  const rows = await namedVacancies(db).where('v.id', 'in', [...ids]).execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)).filter((row) => row !== undefined);
}

/** What a vacancy asks of a candidate, for the match score (after the caller's access is checked). */
export async function matchWantsOf(db: Db, vacancyId: number) {
  return db.selectFrom('vacancies').select(['job_category_id', 'state_id', 'municipality_id', 'modality']).where('id', '=', vacancyId).executeTakeFirstOrThrow();
}

export async function softSkillsOf(db: Db, vacancyIds: readonly number[]): Promise<Map<number, { id: number; name: string }[]>> {
  const result = new Map<number, { id: number; name: string }[]>();
  if (vacancyIds.length === 0) return result;
  const rows = await db
    .selectFrom('vacancy_soft_skills as vs')
    .innerJoin('soft_skills as s', 's.id', 'vs.soft_skill_id')
    .select(['vs.vacancy_id', 's.id', 's.name'])
    .where('vs.vacancy_id', 'in', [...vacancyIds])
    .orderBy('s.name')
    .execute();
  for (const row of rows) {
    const list = result.get(row.vacancy_id) ?? [];
    list.push({ id: row.id, name: row.name });
    result.set(row.vacancy_id, list);
  }
  return result;
}

export async function pageOfCompany(db: Db, scope: TenantScope, companyId: number, filter: { status?: string | undefined; words?: string[] }, limit: number, offset: number) {
  const filtered = () => {
    let query = db.selectFrom('vacancies').where(inScope(scope, 'company_id')).where('company_id', '=', companyId);
    if (filter.status) query = query.where('status', '=', filter.status);
    // A company holds a few hundred vacancies at most: its words are matched by a scan of its own.
    for (const word of filter.words ?? []) query = query.where((eb) => eb.or([eb('search_text', 'like', `${word}%`), eb('search_text', 'like', `% ${word}%`)]));
    return query;
  };
  const [ids, total] = await Promise.all([
    filtered().select('id').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
    filtered()
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { ids: ids.map((row) => row.id), total: Number(total.total) };
}

/** The review queue: what waits, oldest first (first come, first reviewed). */
export async function pageInReview(db: Db, companyId: number | undefined, limit: number, offset: number) {
  const filtered = () => {
    let query = db.selectFrom('vacancies').where('status', '=', 'in_review');
    if (companyId !== undefined) query = query.where('company_id', '=', companyId);
    return query;
  };
  const [ids, total] = await Promise.all([
    filtered().select('id').orderBy('updated_at').orderBy('id').limit(limit).offset(offset).execute(),
    filtered()
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { ids: ids.map((row) => row.id), total: Number(total.total) };
}

/** The other live vacancies of these companies (draft to paused): what a new one may duplicate. */
export function liveOfCompanies(db: Db, companyIds: readonly number[]) {
  if (companyIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('vacancies')
    .select(['id', 'company_id', 'title', 'description', 'status'])
    .where('company_id', 'in', [...companyIds])
    .where('status', 'in', ['draft', 'in_review', 'published', 'paused'])
    .execute();
}

export async function insertVacancy(db: Db, values: VacancyValues, at: string): Promise<number> {
  const row = await db
    .insertInto('vacancies')
    .values({ ...values, created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Changes a vacancy only if it is still in `fromStatus`: two people acting at once do not both win. */
export async function updateVacancy(db: Db, id: number, fromStatus: string, values: Updateable<VacanciesTable>, at: string): Promise<boolean> {
  const result = await db
    .updateTable('vacancies')
    .set({ ...values, updated_at: at })
    .where('id', '=', id)
    .where('status', '=', fromStatus)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteVacancy(db: Db, id: number) {
  await db.deleteFrom('vacancies').where('id', '=', id).execute();
}

export async function replaceSoftSkills(db: Db, vacancyId: number, softSkillIds: readonly number[]) {
  await db.deleteFrom('vacancy_soft_skills').where('vacancy_id', '=', vacancyId).execute();
  if (softSkillIds.length) await db.insertInto('vacancy_soft_skills').values(softSkillIds.map((soft_skill_id) => ({ vacancy_id: vacancyId, soft_skill_id }))).execute();
}

export async function insertStatusEvent(db: Db, values: Omit<Insertable<VacancyStatusEventsTable>, 'id'>) {
  await db.insertInto('vacancy_status_events').values(values).execute();
}

export function statusEventsOf(db: Db, vacancyId: number) {
  return db
    .selectFrom('vacancy_status_events as e')
    .leftJoin('users as u', 'u.id', 'e.by_user_id')
    .select(['e.from_status', 'e.to_status', 'e.reason', 'e.at', 'u.name as by_name', 'u.surname as by_surname'])
    .where('e.vacancy_id', '=', vacancyId)
    .orderBy('e.id')
    .execute();
}

/**
 * The public search's term rows follow publication: written when a vacancy is published (from its
 * stored row, after the publication is written: text, publication instant and filter columns),
 * removed when it stops being published. A published vacancy is never edited in place, so the
 * copies on its rows never drift.
 */
export async function replaceSearchTerms(db: Db, vacancyId: number, publish: boolean) {
  await db.deleteFrom('vacancy_search_terms').where('vacancy_id', '=', vacancyId).execute();
  if (!publish) return;
  const vacancy = await db
    .selectFrom('vacancies')
    .select(['search_text', 'published_at', 'job_category_id', 'state_id', 'municipality_id', 'modality', 'salary_min', 'salary_max'])
    .where('id', '=', vacancyId)
    .executeTakeFirstOrThrow();
  const rows = searchTermRows(vacancyId, { ...vacancy, published_at: vacancy.published_at! });
  for (let start = 0; start < rows.length; start += 500) await db.insertInto('vacancy_search_terms').values(rows.slice(start, start + 500)).execute();
}

/** A published vacancy's term rows: one per distinct word, each with the filter columns. */
export function searchTermRows(vacancyId: number, vacancy: Omit<Insertable<VacancySearchTermsTable>, 'vacancy_id' | 'term'>): Insertable<VacancySearchTermsTable>[] {
  const { search_text, ...filters } = vacancy;
  return termRowsOf(search_text).map(({ term, sort_key }) => ({ vacancy_id: vacancyId, term, search_text: sort_key, ...filters }));
}

/** Published or paused vacancies whose closing day is before `today` (the closing sweep). */
export function expiredOpen(db: Db, today: string, limit: number) {
  return db
    .selectFrom('vacancies')
    .select(['id', 'company_id', 'status', 'title'])
    .where('status', 'in', ['published', 'paused'])
    .where('closes_on', '<', today)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Applications per status of a vacancy. */
export async function applicationCounts(db: Db, vacancyId: number): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom('job_applications')
    .select(['status', (eb) => eb.fn.countAll<number>().as('count')])
    .where('vacancy_id', '=', vacancyId)
    .groupBy('status')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.count)]));
}

/** Per vacancy: its applications (withdrawn ones left out) and those still waiting for a first look. */
export async function applicationTotalsOf(db: Db, vacancyIds: readonly number[]): Promise<Map<number, { total: number; unreviewed: number }>> {
  if (vacancyIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('job_applications')
    .select(['vacancy_id', 'status', (eb) => eb.fn.countAll<number>().as('count')])
    .where('vacancy_id', 'in', [...vacancyIds])
    .where('status', '!=', 'withdrawn')
    .groupBy(['vacancy_id', 'status'])
    .execute();
  const totals = new Map<number, { total: number; unreviewed: number }>();
  for (const row of rows) {
    const totalsOfVacancy = totals.get(row.vacancy_id) ?? { total: 0, unreviewed: 0 };
    totalsOfVacancy.total += Number(row.count);
    if (row.status === 'received') totalsOfVacancy.unreviewed += Number(row.count);
    totals.set(row.vacancy_id, totalsOfVacancy);
  }
  return totals;
}

export async function hasApplications(db: Db, vacancyId: number): Promise<boolean> {
  return (await db.selectFrom('job_applications').select('id').where('vacancy_id', '=', vacancyId).limit(1).executeTakeFirst()) !== undefined;
}

/** Published vacancies for the sitemap, newest first. */
export function publishedForSitemap(db: Db, limit: number) {
  return db.selectFrom('vacancies').select(['id', 'updated_at']).where('status', '=', 'published').orderBy('published_at', 'desc').limit(limit).execute();
}
