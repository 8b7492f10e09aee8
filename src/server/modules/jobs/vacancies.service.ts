import type { Kysely, Updateable } from 'kysely';
import { businessDateOf } from '../../../shared/business-time';
import { VACANCIES_PER_PAGE, VACANCY_COMPANY_TRANSITIONS, VACANCY_REVIEW_TRANSITIONS, VACANCY_STATUS_LABELS } from '../../../shared/contracts/jobs-vacancies';
import type { CompanyVacancyPage, CreateVacancyInput, UpdateVacancyInput, UpdateVacancyStatusInput, VacancyDetail, VacancyReviewPage, VacancyStatus } from '../../../shared/contracts/jobs-vacancies';
import type { Database, Db } from '../../db/schema';
import { conflict, forbidden, invalid } from '../../errors';
import { pageFrom, queryWords } from '../../lib/search-text';
import { type Principal, assertCanGlobally, assertCanIn, assertCompanyVisible, canGlobally, canIn } from '../../principal';
import { type TenantScope, orNotFound, scopeOf } from '../../tenancy';
import type { NoticeContent } from '../notifications/notifications.service';
import type { JobCataloguesService } from './job-catalogues.service';
import type { VacanciesTable } from './jobs.tables';
import * as applicationsRepository from './applications.repository';
import * as bookmarksRepository from './bookmarks.repository';
import * as catalogueRepository from './job-catalogues.repository';
import * as repository from './vacancies.repository';
import { DUPLICATE_THRESHOLD, vacancySimilarity } from './vacancies.similarity';
import { toVacancies, toVacancy, vacanciesByIds, vacancySearchText } from './vacancies.view';

export type VacanciesService = ReturnType<typeof createVacanciesService>;

const NOT_FOUND = 'No encontramos esa vacante.';
const label = (status: string) => `«${VACANCY_STATUS_LABELS[status as VacancyStatus] ?? status}»`;

export interface VacancyNotices {
  /** The company's people who manage its vacancies (they hear the review's outcome). */
  recipients(companyId: number): Promise<number[]>;
  notify(userIds: readonly number[], content: NoticeContent): Promise<unknown>;
}

/**
 * Vacancies: a company's CRUD, the status flow with the super admin's review, the review queue
 * with its near-duplicate flag, and the sweep that closes vacancies after their closing day.
 */
export function createVacanciesService(deps: {
  db: Kysely<Database>;
  catalogues: JobCataloguesService;
  notices: VacancyNotices;
  now: () => Date;
  /** Called after a vacancy enters or leaves `published` (the search's cached counts). */
  onPublishedChange: () => void;
}) {
  const { db, catalogues, notices, now, onPublishedChange } = deps;

  /** The vacancy as its company sees it: 404 outside the caller's companies, 403 without the role. */
  async function managed(principal: Principal, id: number) {
    const row = orNotFound(await repository.findVacancy(db, scopeOf(principal), id), NOT_FOUND);
    assertCanIn(principal, row.company_id, 'vacancies.manage');
    return row;
  }

  async function searchTextFor(db: Db, fields: { title: string; job_category_id: number; state_id: number; municipality_id: number | null; description: string }) {
    return vacancySearchText({ title: fields.title, description: fields.description, ...(await catalogueRepository.namesOf(db, fields)) });
  }

  /** The same company's open vacancies (draft to paused) that look like this one, most alike first. */
  function nearDuplicatesOf(vacancy: { id: number; company_id: number; title: string; description: string }, live: Awaited<ReturnType<typeof repository.liveOfCompanies>>) {
    return live
      .filter((other) => other.company_id === vacancy.company_id && other.id !== vacancy.id)
      .map((other) => ({ id: other.id, title: other.title, status: other.status as VacancyStatus, similarity: vacancySimilarity(vacancy, other) }))
      .filter((other) => other.similarity >= DUPLICATE_THRESHOLD)
      .sort((a, b) => b.similarity - a.similarity)
      .slice(0, 5);
  }

  function assertOpenUntil(closesOn: string) {
    if (closesOn < businessDateOf(now())) throw invalid('validation_failed', 'La fecha de cierre ya pasó: elige una fecha de hoy en adelante.', { closes_on: ['La fecha de cierre ya pasó.'] });
  }

  async function tellCompany(companyId: number, content: NoticeContent) {
    const userIds = await notices.recipients(companyId);
    if (userIds.length) await notices.notify(userIds, { ...content, companyId });
  }

  async function detail(principal: Principal, row: repository.NamedVacancyRow, full: boolean): Promise<VacancyDetail> {
    const [vacancy] = await toVacancies(db, [row]);
    const [history, counts, mine, bookmark] = await Promise.all([
      full ? repository.statusEventsOf(db, row.id) : [],
      full ? repository.applicationCounts(db, row.id) : {},
      applicationsRepository.findByVacancyAndUser(db, row.id, principal.userId),
      bookmarksRepository.isBookmarked(db, principal.userId, row.id),
    ]);
    return {
      ...vacancy!,
      history: history.map((event) => ({
        from_status: event.from_status as VacancyStatus | null,
        to_status: event.to_status as VacancyStatus,
        reason: event.reason,
        by_name: [event.by_name, event.by_surname].filter(Boolean).join(' ') || null,
        at: event.at,
      })),
      application_counts: counts,
      my_application_id: mine?.id ?? null,
      bookmarked: bookmark,
    };
  }

  return {
    /** The vacancy of a company the caller sees, for other modules (applications, reports). */
    companyIdOf: async (scope: TenantScope, id: number) => (await repository.findVacancy(db, scope, id))?.company_id ?? null,

    /** The company's own vacancies, newest first, each with its applications count and near duplicates. */
    async listOfCompany(principal: Principal, companyId: number, query: { page: number; status?: VacancyStatus | undefined; q?: string }): Promise<CompanyVacancyPage> {
      assertCompanyVisible(principal, companyId);
      assertCanIn(principal, companyId, 'vacancies.manage');
      const { ids, total } = await repository.pageOfCompany(db, scopeOf(principal), companyId, { status: query.status, words: queryWords(query.q ?? '') }, VACANCIES_PER_PAGE, (query.page - 1) * VACANCIES_PER_PAGE);
      const [vacancies, totals, live] = await Promise.all([vacanciesByIds(db, ids), repository.applicationTotalsOf(db, ids), repository.liveOfCompanies(db, [companyId])]);
      const data = vacancies.map((vacancy) => ({
        ...vacancy,
        applications: totals.get(vacancy.id) ?? { total: 0, unreviewed: 0 },
        similar: nearDuplicatesOf(vacancy, live),
      }));
      return pageFrom(data, total, query.page, VACANCIES_PER_PAGE);
    },

    async create(principal: Principal, companyId: number, input: CreateVacancyInput & { submit: boolean }): Promise<VacancyDetail> {
      assertCompanyVisible(principal, companyId);
      assertCanIn(principal, companyId, 'vacancies.manage');
      const { submit, soft_skill_ids = [], ...fields } = input as Required<CreateVacancyInput> & { submit: boolean };
      await catalogues.check({ job_category_ids: [fields.job_category_id], soft_skill_ids, state_id: fields.state_id, municipality_id: fields.municipality_id });
      if (submit) assertOpenUntil(fields.closes_on);
      const at = now().toISOString();
      const status: VacancyStatus = submit ? 'in_review' : 'draft';
      const id = await db.transaction().execute(async (trx) => {
        const search_text = await searchTextFor(trx, fields);
        const id = await repository.insertVacancy(
          trx,
          { ...fields, company_id: companyId, status, rejection_reason: null, search_text, published_at: null, closed_at: null, created_by: principal.userId },
          at,
        );
        await repository.replaceSoftSkills(trx, id, soft_skill_ids);
        await repository.insertStatusEvent(trx, { vacancy_id: id, from_status: null, to_status: status, reason: null, by_user_id: principal.userId, at });
        return id;
      });
      return detail(principal, orNotFound(await repository.findVacancy(db, scopeOf(principal), id)), true);
    },

    /**
     * Its company (and the super admin) see any status with its history and pipeline counts;
     * anyone else sees it only while it is published.
     */
    async get(principal: Principal, id: number): Promise<VacancyDetail> {
      const own = await repository.findVacancy(db, scopeOf(principal), id);
      if (own && canIn(principal, own.company_id, 'vacancies.manage')) return detail(principal, own, true);
      return detail(principal, orNotFound(await repository.findPublished(db, id), NOT_FOUND), false);
    },

    /**
     * A closed vacancy is not edited. Editing a published or paused one sends it back to review
     * (candidates only ever see what was reviewed); editing a rejected one makes it a draft.
     */
    async update(principal: Principal, id: number, input: UpdateVacancyInput): Promise<VacancyDetail> {
      const row = await managed(principal, id);
      if (row.status === 'closed') throw conflict('vacancy_not_open', 'Una vacante cerrada ya no se edita: publica una nueva.');
      const { soft_skill_ids, ...changes } = input as Omit<Updateable<VacanciesTable>, 'id' | 'created_at' | 'updated_at'> & { soft_skill_ids?: number[] };
      const merged = { ...row, ...changes };
      if (merged.salary_min !== null && merged.salary_max !== null && merged.salary_min > merged.salary_max) {
        throw invalid('validation_failed', 'El salario mínimo no puede ser mayor que el máximo.', { salary_min: ['El salario mínimo no puede ser mayor que el máximo.'] });
      }
      // A new state without a municipality drops the old one (it belonged to the old state).
      if (changes.state_id !== undefined && changes.state_id !== row.state_id && changes.municipality_id === undefined) merged.municipality_id = null;
      await catalogues.check({
        job_category_ids: changes.job_category_id === undefined ? undefined : [changes.job_category_id],
        soft_skill_ids,
        state_id: merged.state_id,
        municipality_id: changes.municipality_id === undefined && changes.state_id === undefined ? undefined : merged.municipality_id,
      });
      const status: VacancyStatus = row.status === 'published' || row.status === 'paused' ? 'in_review' : row.status === 'rejected' ? 'draft' : (row.status as VacancyStatus);
      const at = now().toISOString();
      await db.transaction().execute(async (trx) => {
        const search_text = await searchTextFor(trx, merged);
        const values: Updateable<VacanciesTable> = { ...changes, municipality_id: merged.municipality_id, search_text, status };
        if (status !== row.status) values.rejection_reason = null;
        if (!(await repository.updateVacancy(trx, id, row.status, values, at))) throw invalid('vacancy_invalid_transition', 'Alguien más cambió esta vacante al mismo tiempo. Vuelve a abrirla.');
        if (soft_skill_ids) await repository.replaceSoftSkills(trx, id, soft_skill_ids);
        if (status !== row.status) {
          await repository.insertStatusEvent(trx, { vacancy_id: id, from_status: row.status, to_status: status, reason: 'Editada', by_user_id: principal.userId, at });
          if (row.status === 'published') await repository.replaceSearchTerms(trx, id, false);
        }
      });
      if (row.status === 'published') onPublishedChange();
      return detail(principal, orNotFound(await repository.findVacancy(db, scopeOf(principal), id)), true);
    },

    /** Only a vacancy nobody applied to is deleted; one with applicants is closed instead (they keep seeing it). */
    async remove(principal: Principal, id: number) {
      const row = await managed(principal, id);
      if (await repository.hasApplications(db, id)) throw conflict('vacancy_has_applications', 'La vacante ya tiene postulaciones: ciérrala en lugar de borrarla.');
      await repository.deleteVacancy(db, row.id);
      if (row.status === 'published') onPublishedChange();
      return { message: 'Borramos la vacante.' };
    },

    /**
     * The status flow (contracts/jobs-vacancies: VACANCY_COMPANY_TRANSITIONS and
     * VACANCY_REVIEW_TRANSITIONS). Publishing writes the public search's term rows; leaving
     * published removes them. The review's outcome is notified to the company.
     */
    async setStatus(principal: Principal, id: number, input: UpdateVacancyStatusInput): Promise<VacancyDetail> {
      const row = orNotFound(await repository.findVacancy(db, scopeOf(principal), id), NOT_FOUND);
      const from = row.status as VacancyStatus;
      const to = input.status;
      const review = VACANCY_REVIEW_TRANSITIONS[from].includes(to);
      if (review) {
        if (!canGlobally(principal, 'vacancies.review')) throw forbidden('Solo el superadministrador publica o rechaza las vacantes en revisión.');
      } else {
        assertCanIn(principal, row.company_id, 'vacancies.manage');
        if (!VACANCY_COMPANY_TRANSITIONS[from].includes(to)) throw invalid('vacancy_invalid_transition', `Una vacante ${label(from)} no puede pasar a ${label(to)}.`);
      }
      if (to === 'in_review' || (from === 'paused' && to === 'published') || (review && to === 'published')) assertOpenUntil(row.closes_on);
      const at = now().toISOString();
      const values: Updateable<VacanciesTable> = { status: to };
      if (to === 'rejected') values.rejection_reason = input.reason ?? null;
      if (to === 'in_review') values.rejection_reason = null;
      if (review && to === 'published') values.published_at = at;
      if (to === 'closed') values.closed_at = at;
      await db.transaction().execute(async (trx) => {
        if (!(await repository.updateVacancy(trx, id, from, values, at))) throw invalid('vacancy_invalid_transition', 'Alguien más cambió esta vacante al mismo tiempo. Vuelve a abrirla.');
        await repository.insertStatusEvent(trx, { vacancy_id: id, from_status: from, to_status: to, reason: input.reason ?? null, by_user_id: principal.userId, at });
        if (to === 'published') await repository.replaceSearchTerms(trx, id, true);
        else if (from === 'published') await repository.replaceSearchTerms(trx, id, false);
      });
      if (to === 'published' || from === 'published') onPublishedChange();
      if (review) {
        const route = `/superempleos/vacantes/${id}`;
        await tellCompany(
          row.company_id,
          to === 'published'
            ? { title: 'Vacante publicada', body: `«${row.title}» ya está publicada y recibe postulaciones.`, route }
            : { title: 'Vacante rechazada', body: `«${row.title}» no se publicó. Motivo: ${input.reason ?? ''}`.slice(0, 1000), route },
        );
      }
      return detail(principal, orNotFound(await repository.findVacancy(db, scopeOf(principal), id)), true);
    },

    /** The review queue (super admin): oldest first, each with the same company's near duplicates. */
    async toRevision(principal: Principal, query: { page: number; company_id?: number | undefined }): Promise<VacancyReviewPage> {
      assertCanGlobally(principal, 'vacancies.review');
      const { ids, total } = await repository.pageInReview(db, query.company_id, VACANCIES_PER_PAGE, (query.page - 1) * VACANCIES_PER_PAGE);
      const vacancies = await vacanciesByIds(db, ids);
      const live = await repository.liveOfCompanies(db, [...new Set(vacancies.map((vacancy) => vacancy.company_id))]);
      const data = vacancies.map((vacancy) => {
        const similar = nearDuplicatesOf(vacancy, live);
        return { ...vacancy, possible_duplicate: similar.length > 0, similar };
      });
      return pageFrom(data, total, query.page, VACANCIES_PER_PAGE);
    },

    /**
     * Published and paused vacancies whose closing day has passed (Mexico City) are closed, in
     * batches, by the system (no user on the event). Returns how many.
     */
    async closeExpired(): Promise<number> {
      const today = businessDateOf(now());
      let closed = 0;
      for (;;) {
        const batch = await repository.expiredOpen(db, today, 200);
        for (const row of batch) {
          const at = now().toISOString();
          const done = await db.transaction().execute(async (trx) => {
            if (!(await repository.updateVacancy(trx, row.id, row.status, { status: 'closed', closed_at: at }, at))) return false;
            await repository.insertStatusEvent(trx, { vacancy_id: row.id, from_status: row.status, to_status: 'closed', reason: 'Llegó su fecha de cierre', by_user_id: null, at });
            await repository.replaceSearchTerms(trx, row.id, false);
            return true;
          });
          if (done) closed++;
        }
        if (closed > 0) onPublishedChange();
        if (batch.length < 200) return closed;
      }
    },

    /** A published vacancy for the public page (no session). */
    async publicVacancy(id: number) {
      const row = orNotFound(await repository.findPublished(db, id), NOT_FOUND);
      return toVacancy(row, (await repository.softSkillsOf(db, [id])).get(id) ?? []);
    },

    sitemapEntries: (limit: number) => repository.publishedForSitemap(db, limit),
  };
}
