import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  DEFAULT_DAYS_TO_ANSWER,
  MAX_DAYS_TO_ANSWER,
  OPEN_WORK_INTERVIEW_STATUSES,
  type ComparisonRow,
  type CompanyWorkInterview,
  type CreateWorkInterviewInput,
  type QuestionResult,
  type Recommendation,
} from '../../../shared/contracts/work-interviews';
import type { Database } from '../../db/schema';
import { conflict, invalid, notFound } from '../../errors';
import type { FileStorage } from '../../lib/file-storage';
import { pageFrom } from '../../lib/search-text';
import { type Principal, assertCanIn } from '../../principal';
import { orNotFound, scopeOf } from '../../tenancy';
import { ANSWER_AUDIO_FOLDER, NOT_FOUND, closedError, effectiveStatus } from './work-interviews.candidate';
import type { WorkInterviewNotices } from './work-interviews.notices';
import * as repository from './work-interviews.repository';
import { companyView, fullNameOf, resultsOf } from './work-interviews.view';

const PER_PAGE = 20;
const DAY_MS = 86_400_000;

/** `count` of `items`, chosen at random (crypto: who gets which questions must not be guessable), kept in their order. */
export function drawInOrder<T>(items: readonly T[], count: number): T[] {
  const indexes = items.map((_, index) => index);
  for (let i = indexes.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [indexes[i], indexes[j]] = [indexes[j]!, indexes[i]!];
  }
  return indexes
    .slice(0, count)
    .sort((a, b) => a - b)
    .map((index) => items[index]!);
}

/**
 * The company's side of work interviews (`vacancies.manage` in the vacancy's company): send one to
 * an applicant, list and cancel them, read the results, score each answer, recommend, compare.
 */
export function createCompanyWorkInterviews(deps: { db: Kysely<Database>; storage: FileStorage; notices: WorkInterviewNotices; publicUrl: string; now: () => Date }) {
  const { db, storage, notices, now } = deps;

  /** Another tenant's vacancy does not exist for this caller (404); a member without the role: 403. */
  async function managedVacancy(principal: Principal, vacancyId: number) {
    const vacancy = orNotFound(await repository.findVacancy(db, scopeOf(principal), vacancyId), 'No encontramos esa vacante.');
    assertCanIn(principal, vacancy.company_id, 'vacancies.manage');
    return vacancy;
  }

  async function managed(principal: Principal, id: number) {
    const row = orNotFound(await repository.findInterview(db, scopeOf(principal), id), NOT_FOUND);
    assertCanIn(principal, row.company_id, 'vacancies.manage');
    return row;
  }

  /** Scores and recommendations are given once the candidate has answered. */
  async function completed(principal: Principal, id: number) {
    const row = await managed(principal, id);
    if (row.status !== 'completed') throw conflict('work_interview_invalid_step', 'Solo se evalúa una entrevista completada.');
    return row;
  }

  function expiresAtOf(input: CreateWorkInterviewInput): string {
    const at = now().getTime();
    if (input.expires_at === undefined) return new Date(at + (input.days_to_answer ?? DEFAULT_DAYS_TO_ANSWER) * DAY_MS).toISOString();
    const expires = new Date(input.expires_at).getTime();
    if (expires <= at + 3_600_000) throw invalid('validation_failed', 'La fecha límite debe ser al menos una hora después de ahora.', { expires_at: ['Elige una fecha futura.'] });
    if (expires > at + MAX_DAYS_TO_ANSWER * DAY_MS) throw invalid('validation_failed', `La fecha límite no puede pasar de ${MAX_DAYS_TO_ANSWER} días.`, { expires_at: [`A lo más ${MAX_DAYS_TO_ANSWER} días.`] });
    return new Date(expires).toISOString();
  }

  return {
    managed,

    /** The company's view of one interview (everything). */
    async get(principal: Principal, id: number): Promise<CompanyWorkInterview> {
      const row = await managed(principal, id);
      return companyView(db, row, effectiveStatus(row, now()));
    },

    /** `POST /vacancies/{id}/work-interviews`: draws the questions, copies them, tells the candidate. */
    async send(principal: Principal, vacancyId: number, input: CreateWorkInterviewInput): Promise<CompanyWorkInterview> {
      const vacancy = await managedVacancy(principal, vacancyId);
      const scope = scopeOf(principal);
      const application = orNotFound(await repository.findApplicationOfVacancy(db, scope, vacancyId, input.application_id), 'No encontramos esa postulación en esta vacante.');
      if (application.status === 'withdrawn') throw invalid('application_invalid_transition', 'El candidato retiró su postulación: no se le envían entrevistas.');
      const expiresAt = expiresAtOf(input);
      const bank = await repository.bankOfVacancy(db, scope, vacancyId);
      if (bank.length < input.question_count) {
        throw invalid('question_bank_too_small', bank.length === 0 ? 'Esta vacante aún no tiene preguntas en su banco.' : `El banco de preguntas de esta vacante tiene ${bank.length} ${bank.length === 1 ? 'pregunta' : 'preguntas'}: pide ${bank.length} o menos, o agrega más.`, {
          question_count: [`A lo más ${bank.length}.`],
        });
      }
      const at = now().toISOString();
      const drawn = drawInOrder(bank, input.question_count).map((question) => ({ question_id: question.id, text: question.text, expected_points: question.expected_points, time_limit_seconds: question.time_limit_seconds, weight: question.weight }));
      // One open interview per application: checked inside the transaction that writes it.
      const id = await db.transaction().execute(async (trx) => {
        if (await repository.findOpenOfApplication(trx, application.id, at)) throw conflict('work_interview_open', 'Este candidato ya tiene una entrevista de trabajo pendiente para esta vacante. Cancélala antes de enviar otra.');
        return repository.insertInterview(
          trx,
          { company_id: vacancy.company_id, vacancy_id: vacancyId, application_id: application.id, candidate_user_id: application.user_id, question_count: input.question_count, expires_at: expiresAt, created_by: principal.userId },
          drawn,
          at,
        );
      });
      const row = orNotFound(await repository.findInterview(db, scope, id));
      const route = `/superempleos/entrevistas/bienvenida?id=${id}`;
      notices.tellCandidate(application.user_id, {
        companyId: vacancy.company_id,
        title: 'Tienes una entrevista de trabajo',
        body: `${row.company_name} te envió una entrevista de ${input.question_count} ${input.question_count === 1 ? 'pregunta' : 'preguntas'} para «${vacancy.title}». Respóndela antes del ${new Date(expiresAt).toLocaleString('es-MX', { timeZone: 'America/Mexico_City', dateStyle: 'long', timeStyle: 'short' })}.`,
        route,
        link: `${deps.publicUrl}${route}`,
      });
      return companyView(db, row, 'sent');
    },

    /** `GET /vacancies/{id}/work-interviews[?user_id=]`: the vacancy's interviews (one applicant's) with status and overall score, newest first. */
    async list(principal: Principal, vacancyId: number, query: { page: number; user_id?: number | undefined }) {
      const page = query.page;
      await managedVacancy(principal, vacancyId);
      const rows = await repository.interviewsOfVacancy(db, scopeOf(principal), vacancyId, { candidateUserId: query.user_id });
      const slice = rows.slice((page - 1) * PER_PAGE, page * PER_PAGE);
      const results = await resultsOf(
        db,
        slice.map((row) => row.id),
      );
      const at = now();
      const data = slice.map((row) => ({
        id: row.id,
        status: effectiveStatus(row, at),
        application_id: row.application_id,
        candidate: { user_id: row.candidate_user_id, name: fullNameOf(row) },
        question_count: row.question_count,
        answered_count: results.get(row.id)!.answered,
        expires_at: row.expires_at,
        completed_at: row.completed_at,
        created_at: row.created_at,
        overall_score: results.get(row.id)!.overall,
      }));
      return pageFrom(data, rows.length, page, PER_PAGE);
    },

    /** `PUT /vacancies/{id}/work-interviews`: cancels one still open, with the reason (told to the candidate). */
    async cancel(principal: Principal, vacancyId: number, input: { work_interview_id: number; reason: string }): Promise<CompanyWorkInterview> {
      await managedVacancy(principal, vacancyId);
      const row = await managed(principal, input.work_interview_id);
      if (row.vacancy_id !== vacancyId) throw notFound(NOT_FOUND);
      const status = effectiveStatus(row, now());
      if (!OPEN_WORK_INTERVIEW_STATUSES.includes(status)) throw closedError(status);
      const at = now().toISOString();
      if (!(await repository.updateInterview(db, row.id, OPEN_WORK_INTERVIEW_STATUSES, { status: 'cancelled' }, at))) throw conflict('work_interview_closed', 'La entrevista cambió al mismo tiempo. Vuelve a abrirla.');
      notices.tellCandidate(row.candidate_user_id, {
        companyId: row.company_id,
        title: 'Entrevista de trabajo cancelada',
        body: `${row.company_name} canceló la entrevista de «${row.vacancy_title}»: ${input.reason}`,
        route: '/superempleos/entrevistas',
        link: `${deps.publicUrl}/superempleos/entrevistas`,
      });
      return companyView(db, { ...row, status: 'cancelled' }, 'cancelled');
    },

    /** `GET /work-interviews/{id}/results/{x}`: `summary` (the whole interview) or one question's result. */
    async result(principal: Principal, id: number, x: 'summary' | number): Promise<CompanyWorkInterview | QuestionResult> {
      const row = await managed(principal, id);
      const view = await companyView(db, row, effectiveStatus(row, now()));
      if (x === 'summary') return view;
      return orNotFound(
        view.questions.find((question) => question.position === x),
        'Esta entrevista no tiene esa pregunta.',
      );
    },

    /** A spoken answer's recording, for the company only. */
    async answerAudio(principal: Principal, id: number, position: number) {
      await managed(principal, id);
      const answer = await repository.findAnswer(db, id, position);
      const file = answer?.audio_stored_name ? storage.pathOf(ANSWER_AUDIO_FOLDER, answer.audio_stored_name) : null;
      if (!answer || !file) throw notFound('Esta respuesta no tiene grabación.');
      return { path: file, contentType: answer.audio_content_type ?? 'application/octet-stream' };
    },

    /** `PUT /work-interviews/{id}/results/{position}`: this evaluator's score (0–4) and comment of one answer. */
    async score(principal: Principal, id: number, position: number, input: { score: number; comment: string | null }): Promise<QuestionResult> {
      const row = await completed(principal, id);
      if (position > row.question_count) throw notFound('Esta entrevista no tiene esa pregunta.');
      await repository.upsertScore(db, { work_interview_id: id, position, evaluator_user_id: principal.userId, score: input.score, comment: input.comment, scored_at: now().toISOString() });
      const view = await companyView(db, row, 'completed');
      return view.questions.find((question) => question.position === position)!;
    },

    /** `PUT /work-interviews/{id}/evaluation`: this evaluator's recommendation; the first tells the candidate it was reviewed. */
    async evaluate(principal: Principal, id: number, input: { recommendation: Recommendation; summary: string | null }): Promise<CompanyWorkInterview> {
      const row = await completed(principal, id);
      const first = await repository.upsertEvaluation(db, { work_interview_id: id, evaluator_user_id: principal.userId, recommendation: input.recommendation, summary: input.summary, updated_at: now().toISOString() });
      if (first) {
        // Only that it was reviewed: the scores, comments and recommendation stay with the company.
        notices.tellCandidate(row.candidate_user_id, {
          companyId: row.company_id,
          title: 'Revisaron tu entrevista de trabajo',
          body: `${row.company_name} revisó tu entrevista para «${row.vacancy_title}». La empresa te contactará con los siguientes pasos.`,
          route: '/superempleos/entrevistas',
          link: `${deps.publicUrl}/superempleos/entrevistas`,
        });
      }
      return companyView(db, row, 'completed');
    },

    /** `GET /vacancies/{id}/work-interview-results`: completed interviews side by side, best overall first (unscored last). */
    async compare(principal: Principal, vacancyId: number, page: number) {
      await managedVacancy(principal, vacancyId);
      const rows = await repository.interviewsOfVacancy(db, scopeOf(principal), vacancyId, { status: 'completed' });
      const results = await resultsOf(
        db,
        rows.map((row) => row.id),
      );
      const all: ComparisonRow[] = rows.map((row) => {
        const result = results.get(row.id)!;
        return {
          id: row.id,
          candidate: { user_id: row.candidate_user_id, name: fullNameOf(row) },
          completed_at: row.completed_at,
          question_scores: result.questions.map((question) => ({ position: question.position, mean_score: question.mean_score })),
          overall_score: result.overall,
          recommendations: result.evaluations.map((evaluation) => ({ evaluator_name: evaluation.evaluator_name, recommendation: evaluation.recommendation })),
        };
      });
      all.sort((a, b) => (b.overall_score ?? -1) - (a.overall_score ?? -1) || a.id - b.id);
      return pageFrom(all.slice((page - 1) * PER_PAGE, page * PER_PAGE), all.length, page, PER_PAGE);
    },

    /** The sweep: open interviews past their date become expired. */
    expireDue: () => repository.expireDue(db, now().toISOString()),
  };
}

export type CompanyWorkInterviews = ReturnType<typeof createCompanyWorkInterviews>;
