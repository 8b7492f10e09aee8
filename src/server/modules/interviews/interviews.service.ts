import type { Kysely } from 'kysely';
import { businessShortDateTimeOf } from '../../../shared/business-time';
import {
  ACTIVE_INTERVIEW_STATUSES,
  INTERVIEW_MAX_MINUTES,
  type Interview,
  type InterviewMode,
  type InterviewRangeQuery,
  type InterviewerOption,
  type InterviewResponseInput,
  type PublicInterview,
  type ScheduleInterview,
  type UpdateInterview,
} from '../../../shared/contracts/interviews';
import type { Database, Db } from '../../db/schema';
import { conflict, invalid, notFound, tooManyRequests } from '../../errors';
import type { RateLimiter } from '../../lib/rate-limiter';
import { randomToken } from '../../lib/tokens';
import { tokenHashOf } from '../../lib/verification-links';
import { type Principal, assertCanIn, assertCompanyVisible, canIn } from '../../principal';
import { orNotFound, scopeOf, systemScope } from '../../tenancy';
import type { InterviewNotices } from './interviews.notices';
import { interviewWhen } from './interviews.notices';
import type { JobBoardPort, MembersPort } from './interviews.ports';
import * as repository from './interviews.repository';
import { endOf, fullName, interviewView } from './interviews.view';

export type InterviewsService = ReturnType<typeof createInterviewsService>;

const NOT_FOUND = 'No encontramos esa entrevista.';
/** Applications that are over: nobody is interviewed for them. */
const CLOSED_APPLICATIONS: Record<string, string> = { withdrawn: 'el candidato la retiró', rejected: 'no fue seleccionada', hired: 'el candidato ya fue contratado' };
/** The pipeline stages an interview moves forward to «Entrevista» (an offer is not moved back). */
const MOVES_TO_INTERVIEW = ['received', 'reviewed'];
/** One reminder, 24 h before; an interview set up closer than that gets its invitation instead. */
export const REMINDER_BEFORE_MS = 24 * 3_600_000;
/** A person opens the link once or twice; 30 a minute per address stops anyone trying tokens. */
export const PUBLIC_RESPONSES_PER_MINUTE = 30;
const DEFAULT_PAST_MS = 90 * 86_400_000;
const DEFAULT_AHEAD_MS = 365 * 86_400_000;

type Plan = { starts_at: string; duration_minutes: number; interviewer_ids: number[]; mode: InterviewMode; location: string | null; notes: string | null };
type Candidate = { user_id: number; name: string };

/**
 * Live interviews: the company schedules, reschedules, cancels and completes them; the candidate
 * confirms or rejects (in the app or through the e-mail's one-time link); the agendas of a person
 * and of a company; the reminder sweep. Every change is told (interviews.notices.ts).
 */
export function createInterviewsService(deps: { db: Kysely<Database>; jobBoard: JobBoardPort; members: MembersPort; notices: InterviewNotices; limiter: RateLimiter; now: () => Date }) {
  const { db, jobBoard, members, notices, limiter, now } = deps;

  /** The e-mail link's page and answer: per address, like the other public endpoints. */
  async function limit(address: string) {
    const { count, resetInSeconds } = await limiter.hit(`interview-response:${address}`, 60);
    if (count > PUBLIC_RESPONSES_PER_MINUTE) throw tooManyRequests(resetInSeconds, 'Demasiados intentos. Espera un momento y vuelve a intentarlo.');
  }

  async function byToken(address: string, token: string) {
    await limit(address);
    const hash = tokenHashOf(token);
    const row = await repository.findByTokenHash(db, hash);
    if (!row) throw notFound('Este enlace ya se usó o no es válido. Revisa tu entrevista en Plataforma, en Superempleos › Mis entrevistas.');
    return { row, hash };
  }

  async function views(rows: repository.InterviewRow[], roleOf: (row: repository.InterviewRow, interviewerIds: number[]) => Interview['my_role']): Promise<Interview[]> {
    const interviewers = await repository.interviewersOf(
      db,
      rows.map((row) => row.id),
    );
    return rows.map((row) =>
      interviewView(
        row,
        interviewers,
        roleOf(
          row,
          (interviewers.get(row.id) ?? []).map((person) => person.user_id),
        ),
      ),
    );
  }
  const one = async (row: repository.InterviewRow, role: Interview['my_role']) => (await views([row], () => role))[0]!;

  /** A company-side interview the caller manages (404 outside their companies, 403 without vacancies.manage). */
  async function managed(principal: Principal, id: number) {
    const row = orNotFound(await repository.findInterview(db, scopeOf(principal), id), NOT_FOUND);
    assertCanIn(principal, row.company_id, 'vacancies.manage');
    return row;
  }

  /** The rules of a plan (new or rescheduled): in the future, a place in person, members interviewing, nobody double-booked. */
  async function checkPlan(principal: Principal, companyId: number, candidate: Candidate, plan: Plan, exceptId: number | null) {
    const start = Date.parse(plan.starts_at);
    if (start <= now().getTime()) throw invalid('validation_failed', 'La entrevista debe ser en el futuro.', { starts_at: ['La entrevista debe ser en el futuro.'] });
    if (plan.mode === 'in_person' && !plan.location) throw invalid('validation_failed', 'Una entrevista presencial necesita la dirección.', { location: ['Una entrevista presencial necesita la dirección.'] });
    const companyMembers = new Set(await members.activeMemberIdsOf(scopeOf(principal), companyId));
    if (plan.interviewer_ids.some((id) => !companyMembers.has(id) || id === candidate.user_id)) {
      throw invalid('validation_failed', 'Quien entrevista debe ser miembro de la empresa (y no el candidato).', { interviewer_ids: ['Elige personas de la empresa.'] });
    }
    await assertNoOverlap(db, candidate, plan, exceptId);
  }

  /**
   * Nobody double-booked (back to back is fine). Checked before anything moves, and again inside the
   * write's transaction under `lockAgendas`, where two schedulings at the same moment meet.
   */
  async function assertNoOverlap(db: Db, candidate: Candidate, plan: Plan, exceptId: number | null) {
    const start = Date.parse(plan.starts_at);
    const end = start + plan.duration_minutes * 60_000;
    const around = await repository.activeAround(db, { candidate: candidate.user_id, interviewers: plan.interviewer_ids }, new Date(start - INTERVIEW_MAX_MINUTES * 60_000).toISOString(), new Date(end).toISOString(), exceptId);
    const clash = around.find((row) => {
      const otherStart = Date.parse(new Date(row.starts_at).toISOString());
      return otherStart < end && otherStart + row.duration_minutes * 60_000 > start;
    });
    if (clash) {
      const who = clash.user_id === candidate.user_id ? `${candidate.name} (el candidato)` : fullName((await repository.peopleByIds(db, [clash.user_id]))[0] ?? { name: 'Una persona que entrevista', surname: null, lastname: null });
      const from = businessShortDateTimeOf(clash.starts_at);
      const to = businessShortDateTimeOf(endOf(new Date(clash.starts_at).toISOString(), clash.duration_minutes));
      throw conflict('interview_overlap', `${who} ya tiene otra entrevista que se cruza con ese horario (${from} a ${to}). Elige otra hora.`);
    }
  }

  /** The invitation already reminds of an interview less than a day away: no second message minutes later. */
  const reminderMarkFor = (startsAt: string) => (Date.parse(startsAt) - now().getTime() <= REMINDER_BEFORE_MS ? now().toISOString() : null);
  const iso = (value: string) => new Date(value).toISOString();

  function assertOpen(row: repository.InterviewRow) {
    if (!ACTIVE_INTERVIEW_STATUSES.includes(row.status as Interview['status'])) throw conflict('interview_invalid_transition', 'Esta entrevista ya fue cancelada, rechazada o realizada: no se cambia.');
  }

  /** The candidate's answer (app or link): only while waiting for it and before it starts. */
  function assertAnswerable(row: repository.InterviewRow) {
    if (row.status !== 'scheduled') throw conflict('interview_invalid_transition', row.status === 'confirmed' ? 'Ya confirmaste esta entrevista.' : 'Esta entrevista ya no espera tu respuesta.');
    if (Date.parse(row.starts_at) <= now().getTime()) throw conflict('interview_invalid_transition', 'Esta entrevista ya empezó: ya no se confirma ni se rechaza.');
  }

  async function answer(row: repository.InterviewRow, input: { action: 'confirm' } | { action: 'reject'; reason: string }, tokenHash: string | null) {
    assertAnswerable(row);
    const at = now().toISOString();
    const patch = { status: input.action === 'confirm' ? 'confirmed' : 'rejected', response_reason: input.action === 'reject' ? input.reason : null, responded_at: at, response_token_hash: null, updated_at: at };
    const done = tokenHash ? await repository.answerByToken(db, row.id, tokenHash, patch) : await repository.updateInterview(db, row.id, ['scheduled'], patch);
    if (!done) throw conflict('interview_invalid_transition', 'La entrevista cambió al mismo tiempo. Vuelve a abrirla.');
    const updated = orNotFound(await repository.findInterview(db, systemScope(), row.id), NOT_FOUND);
    notices.tell(input.action === 'confirm' ? 'confirmed' : 'rejected', await one(updated, 'company'));
    return updated;
  }

  function rangeOf(query: InterviewRangeQuery) {
    const from = query.from ? iso(query.from) : new Date(now().getTime() - DEFAULT_PAST_MS).toISOString();
    const to = query.to ? iso(query.to) : new Date(Date.parse(from) + DEFAULT_AHEAD_MS + DEFAULT_PAST_MS).toISOString();
    return { from, to };
  }

  return {
    /** Waits for the notices under way (shutdown, tests). */
    settled: (timeoutMs?: number) => notices.settled(timeoutMs),

    /** `POST /vacancies/{id}/interviews`: schedules, invites (e-mail with .ics and answer link) and moves the application to «Entrevista». */
    async schedule(principal: Principal, vacancyId: number, input: ScheduleInterview): Promise<Interview> {
      const companyId = (await jobBoard.vacancyCompanyOf(scopeOf(principal), vacancyId)) ?? null;
      if (companyId === null) throw notFound('No encontramos esa vacante.');
      assertCanIn(principal, companyId, 'vacancies.manage');
      const application = await jobBoard.applicationForCompany(principal, input.application_id);
      if (application.vacancy_id !== vacancyId) throw notFound('No encontramos esa postulación en esta vacante.');
      const closed = CLOSED_APPLICATIONS[application.status];
      if (closed) throw conflict('interview_not_allowed', `No se agenda una entrevista para esta postulación: ${closed}.`);
      const [person] = await repository.peopleByIds(db, [application.candidate.user_id]);
      const candidate = { user_id: application.candidate.user_id, name: person ? fullName(person) : 'El candidato' };
      const plan: Plan = { ...input, starts_at: iso(input.starts_at), location: input.mode === 'in_person' ? (input.location ?? null) : null, notes: input.notes ?? null };
      await checkPlan(principal, companyId, candidate, plan, null);
      // The pipeline's move first: if someone moved the application at the same moment, its rules
      // refuse and nothing is scheduled (the other way round would leave an interview behind an error).
      if (MOVES_TO_INTERVIEW.includes(application.status)) {
        await jobBoard.moveApplication(principal, application.id, 'interview', `Entrevista agendada: ${interviewWhen(plan.starts_at)}.`);
      }
      const token = randomToken();
      const at = now().toISOString();
      const id = await db.transaction().execute(async (trx) => {
        // Two schedulings for the same person at the same moment: the second waits here and sees the first.
        // (Rare enough that the application's move above stays; the company schedules another time.)
        await repository.lockAgendas(trx, [candidate.user_id, ...plan.interviewer_ids]);
        await assertNoOverlap(trx, candidate, plan, null);
        return repository.insertInterview(
          trx,
          {
            company_id: companyId,
            vacancy_id: vacancyId,
            application_id: application.id,
            candidate_user_id: candidate.user_id,
            starts_at: plan.starts_at,
            duration_minutes: plan.duration_minutes,
            mode: plan.mode,
            location: plan.location,
            notes: plan.notes,
            status: 'scheduled',
            response_token_hash: tokenHashOf(token),
            reminder_sent_at: reminderMarkFor(plan.starts_at),
            created_by: principal.userId,
            created_at: at,
            updated_at: at,
          },
          plan.interviewer_ids,
        );
      });
      const view = await one(orNotFound(await repository.findInterview(db, scopeOf(principal), id), NOT_FOUND), 'company');
      notices.tell('invited', view, { answerToken: token, sequence: 0 });
      return view;
    },

    /** `GET /vacancies/{id}/interviews[?user_id=]`: the vacancy's interviews (one applicant's with user_id). */
    async ofVacancy(principal: Principal, vacancyId: number, candidateUserId: number | undefined): Promise<Interview[]> {
      const companyId = await jobBoard.vacancyCompanyOf(scopeOf(principal), vacancyId);
      if (companyId === null) throw notFound('No encontramos esa vacante.');
      assertCanIn(principal, companyId, 'vacancies.manage');
      return views(await repository.interviewsOfVacancy(db, scopeOf(principal), vacancyId, candidateUserId), () => 'company');
    },

    /** `GET /interviews/{id}`: for its company's managers, its candidate and its interviewers; anyone else 404. */
    async get(principal: Principal, id: number): Promise<Interview> {
      const own = await repository.findCandidateInterview(db, principal.userId, id);
      if (own) return one(own, 'candidate');
      const row = orNotFound(await repository.findInterview(db, scopeOf(principal), id), NOT_FOUND);
      const manages = canIn(principal, row.company_id, 'vacancies.manage');
      const [view] = await views([row], (_row, interviewerIds) => (!manages && interviewerIds.includes(principal.userId) ? 'interviewer' : 'company'));
      // A colleague who neither manages vacancies nor interviews does not see it (404, nothing told).
      if (!manages && view!.my_role !== 'interviewer') throw notFound(NOT_FOUND);
      return view!;
    },

    /** `PUT /interviews/{id}`: mark completed (once it has started), or reschedule (asks the candidate again, .ics SEQUENCE + 1). */
    async update(principal: Principal, id: number, input: UpdateInterview): Promise<Interview> {
      const row = await managed(principal, id);
      assertOpen(row);
      const at = now().toISOString();
      if (input.status === 'completed') {
        if (Date.parse(row.starts_at) > now().getTime()) throw conflict('interview_invalid_transition', 'La entrevista aún no empieza: se marca como realizada cuando ya ocurrió.');
        if (!(await repository.updateInterview(db, id, [row.status], { status: 'completed', response_token_hash: null, updated_at: at }))) throw conflict('interview_invalid_transition', 'La entrevista cambió al mismo tiempo. Vuelve a abrirla.');
        return one(orNotFound(await repository.findInterview(db, scopeOf(principal), id)), 'company');
      }
      const current = (await repository.interviewersOf(db, [id])).get(id) ?? [];
      const mode = input.mode ?? (row.mode as InterviewMode);
      const plan: Plan = {
        starts_at: iso(input.starts_at ?? row.starts_at),
        duration_minutes: input.duration_minutes ?? row.duration_minutes,
        interviewer_ids: input.interviewer_ids ?? current.map((person) => person.user_id),
        mode,
        location: mode === 'in_person' ? (input.location === undefined ? row.location : input.location) : null,
        notes: input.notes === undefined ? row.notes : input.notes,
      };
      await checkPlan(principal, row.company_id, { user_id: row.candidate_user_id, name: fullName({ name: row.user_name, surname: row.user_surname, lastname: row.user_lastname }) }, plan, id);
      const token = randomToken();
      const sequence = row.ics_sequence + 1;
      await db.transaction().execute(async (trx) => {
        await repository.lockAgendas(trx, [row.candidate_user_id, ...plan.interviewer_ids]);
        await assertNoOverlap(trx, { user_id: row.candidate_user_id, name: fullName({ name: row.user_name, surname: row.user_surname, lastname: row.user_lastname }) }, plan, id);
        const patch = { starts_at: plan.starts_at, duration_minutes: plan.duration_minutes, mode: plan.mode, location: plan.location, notes: plan.notes, status: 'scheduled', response_reason: null, responded_at: null, response_token_hash: tokenHashOf(token), ics_sequence: sequence, reminder_sent_at: reminderMarkFor(plan.starts_at), updated_at: at };
        if (!(await repository.updateInterview(trx, id, [row.status], patch))) throw conflict('interview_invalid_transition', 'La entrevista cambió al mismo tiempo. Vuelve a abrirla.');
        if (input.interviewer_ids) await repository.replaceInterviewers(trx, id, plan.interviewer_ids);
      });
      const view = await one(orNotFound(await repository.findInterview(db, scopeOf(principal), id)), 'company');
      const dropped = current.filter((person) => !plan.interviewer_ids.includes(person.user_id)).map((person) => ({ user_id: person.user_id, name: fullName(person), email: person.email }));
      notices.tell('rescheduled', view, { answerToken: token, sequence, dropped });
      return view;
    },

    /** `DELETE /interviews/{id}`: cancels with a reason (kept, shown to the candidate; the .ics says CANCEL). */
    async cancel(principal: Principal, id: number, reason: string): Promise<Interview> {
      const row = await managed(principal, id);
      assertOpen(row);
      const at = now().toISOString();
      const sequence = row.ics_sequence + 1;
      if (!(await repository.updateInterview(db, id, [row.status], { status: 'cancelled', response_reason: reason, response_token_hash: null, ics_sequence: sequence, updated_at: at }))) {
        throw conflict('interview_invalid_transition', 'La entrevista cambió al mismo tiempo. Vuelve a abrirla.');
      }
      const view = await one(orNotFound(await repository.findInterview(db, scopeOf(principal), id)), 'company');
      notices.tell('cancelled', view, { sequence });
      return view;
    },

    /** `PUT /interviews/{id}/confirm`: the candidate's own only (anyone else 404). */
    async confirm(principal: Principal, id: number): Promise<Interview> {
      const row = orNotFound(await repository.findCandidateInterview(db, principal.userId, id), NOT_FOUND);
      return one(await answer(row, { action: 'confirm' }, null), 'candidate');
    },

    /** `PUT /interviews/{id}/reject`: the candidate cannot attend, with a reason the interviewers read. */
    async reject(principal: Principal, id: number, reason: string): Promise<Interview> {
      const row = orNotFound(await repository.findCandidateInterview(db, principal.userId, id), NOT_FOUND);
      return one(await answer(row, { action: 'reject', reason }, null), 'candidate');
    },

    /** `GET /interview-responses/{token}`: the e-mail link's interview, no session (the token is the capability). */
    async publicView(address: string, token: string): Promise<PublicInterview> {
      const { row } = await byToken(address, token);
      return {
        company_name: row.company_name,
        vacancy_title: row.vacancy_title,
        candidate_name: row.user_name,
        starts_at: iso(row.starts_at),
        duration_minutes: row.duration_minutes,
        mode: row.mode as InterviewMode,
        location: row.location,
        notes: row.notes,
        status: row.status as Interview['status'],
      };
    },

    /** `POST /interview-responses/{token}`: the candidate's answer from the e-mail; the token works once. */
    async publicAnswer(address: string, token: string, input: InterviewResponseInput) {
      const { row, hash } = await byToken(address, token);
      await answer(row, input, hash);
      return { message: input.action === 'confirm' ? 'Confirmaste tu entrevista. Te esperamos.' : 'Avisamos a la empresa que no podrás asistir.' };
    },

    /** `GET /users/{id}/interviews`: the caller's own agenda, as candidate and as interviewer (another id: 404). */
    async ofUser(principal: Principal, userId: number, query: InterviewRangeQuery): Promise<Interview[]> {
      if (userId !== principal.userId) throw notFound('No encontramos ese usuario.');
      const { from, to } = rangeOf(query);
      return views(await repository.interviewsOfPerson(db, userId, from, to), (row) => (row.candidate_user_id === userId ? 'candidate' : 'interviewer'));
    },

    /** `GET /companies/{id}/interviews`: the company's agenda (vacancies.manage). */
    async ofCompany(principal: Principal, companyId: number, query: InterviewRangeQuery): Promise<Interview[]> {
      assertCompanyVisible(principal, companyId);
      assertCanIn(principal, companyId, 'vacancies.manage');
      const { from, to } = rangeOf(query);
      return views(await repository.interviewsOfCompany(db, scopeOf(principal), companyId, from, to), () => 'company');
    },

    /** `GET /companies/{id}/interviewers`: who may be chosen to interview (the company's active members). */
    async interviewerOptions(principal: Principal, companyId: number): Promise<InterviewerOption[]> {
      assertCompanyVisible(principal, companyId);
      assertCanIn(principal, companyId, 'vacancies.manage');
      const people = await repository.peopleByIds(db, await members.activeMemberIdsOf(scopeOf(principal), companyId));
      return people.map((person) => ({ user_id: person.id, name: fullName(person) }));
    },

    /**
     * The reminder sweep: each active interview starting within 24 h and not yet reminded is
     * claimed (reminder_sent_at set where still null) and only the claimer sends, so two
     * instances sweeping together send it once. Answers how many it sent.
     */
    async sendReminders(): Promise<number> {
      const at = now();
      const due = await repository.dueForReminder(db, at.toISOString(), new Date(at.getTime() + REMINDER_BEFORE_MS).toISOString());
      let sent = 0;
      for (const { id } of due) {
        if (!(await repository.claimReminder(db, id, at.toISOString()))) continue;
        const row = await repository.findInterview(db, systemScope(), id);
        if (!row) continue;
        notices.tell('reminder', await one(row, 'company'));
        sent += 1;
      }
      return sent;
    },
  };
}
