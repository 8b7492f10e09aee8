import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  JOB_LETTERS_PER_PAGE,
  JOB_LETTER_ACTIONS,
  JOB_LETTER_STATUS_LABELS,
  type JobLetter,
  type JobLetterAction,
  type JobLetterDetail,
  type JobLetterPage,
  type JobLetterStatus,
  type JobLetterVerification,
  OPEN_JOB_LETTERS_MAX,
  type createJobLetterInputSchema,
  type jobLetterListQuerySchema,
  type updateJobLetterInputSchema,
} from '../../../shared/contracts/job-letters';
import type { Database } from '../../db/schema';
import { forbidden, invalid, notFound } from '../../errors';
import { pageFrom } from '../../lib/search-text';
import { createVerificationTokens, tokenHashOf } from '../../lib/verification-links';
import { type Principal, assertCompanyVisible, canIn } from '../../principal';
import { type TenantScope, orNotFound, scopeFor, scopeOf } from '../../tenancy';
import type { JobLetterNotices } from './job-letters.notices';
import * as repository from './job-letters.repository';

const NOT_FOUND = 'No encontramos esa carta laboral.';
const fullName = (...parts: (string | null)[]) => parts.filter(Boolean).join(' ');
/** The in-app pages a notice opens: the employee reads the letter, the admin drafts it. */
export const jobLetterViewRoute = (id: number) => `/superempleos/carta-laboral/${id}/ver`;
export const jobLetterDraftRoute = (id: number) => `/superempleos/carta-laboral/${id}/crear`;

const VERBS: Record<JobLetterAction, string> = { draft: 'redactar', issue: 'emitir', reject: 'rechazar', cancel: 'cancelar', revoke: 'revocar' };

export function toJobLetter(row: repository.JobLetterRow): JobLetter {
  return {
    id: row.id,
    company: { id: row.company_id, name: row.company_name },
    requester: { id: row.user_id, name: fullName(row.requester_name, row.requester_surname, row.requester_lastname) },
    status: row.status as JobLetterStatus,
    purpose: row.purpose,
    addressee: row.addressee,
    include_salary: row.include_salary === 1,
    employee_name: row.employee_name,
    position: row.position,
    department: row.department,
    hire_date: row.hire_date,
    created_at: row.created_at,
    issued_at: row.issued_at,
    updated_at: row.updated_at,
  };
}

/**
 * Employment letters: an employee of a company asks it for one (their own only); the company's
 * admins (`job-letters.manage`) draft, issue, reject or revoke it; the requester may cancel while
 * nobody has drafted it. A letter is visible to its requester and to the admins of its company;
 * to anyone else, another tenant included, it does not exist (404).
 */
export function createJobLettersService(deps: {
  db: Kysely<Database>;
  notices: JobLetterNotices;
  /** Companies a user belongs to (whether an admin may look at a person's letters). */
  companyIdsOfUser: (userId: number) => Promise<readonly number[]>;
  appKey: string;
  /** Where the web app is served: the verification page lives there. */
  publicUrl: string;
  now: () => Date;
}) {
  const { db, notices, now } = deps;
  const tokenOf = createVerificationTokens(deps.appKey, 'job-letter');
  const verificationUrl = (row: repository.JobLetterRow) => (row.issued_at && (row.status === 'issued' || row.status === 'revoked') ? `${deps.publicUrl}/verificar/carta-laboral/${tokenOf(row.id, row.issued_at)}` : null);

  async function standing(principal: Principal, id: number) {
    const row = orNotFound(await repository.findJobLetter(db, scopeOf(principal), id), NOT_FOUND);
    const manage = canIn(principal, row.company_id, 'job-letters.manage');
    const own = row.user_id === principal.userId;
    // A colleague's letter does not exist for a plain employee, as another tenant's does not.
    if (!manage && !own) throw notFound(NOT_FOUND);
    return { row, manage, own };
  }

  function toDetail({ row, manage, own }: Awaited<ReturnType<typeof standing>>): JobLetterDetail {
    const status = row.status as JobLetterStatus;
    return {
      ...toJobLetter(row),
      salary_monthly: row.salary_cents === null ? null : row.salary_cents / 100,
      additional_text: row.additional_text,
      signer_name: row.signer_name,
      signer_title: row.signer_title,
      reason: row.reason,
      drafted_at: row.drafted_at,
      rejected_at: row.rejected_at,
      cancelled_at: row.cancelled_at,
      revoked_at: row.revoked_at,
      verification_url: verificationUrl(row),
      can_manage: manage && (status === 'requested' || status === 'drafted' || status === 'issued'),
      can_cancel: own && status === 'requested',
    };
  }

  const detail = async (principal: Principal, id: number) => toDetail(await standing(principal, id));

  async function page(scope: TenantScope, filter: repository.JobLetterFilter, pageNumber: number): Promise<JobLetterPage> {
    const { rows, total } = await repository.pageOfJobLetters(db, scope, filter, JOB_LETTERS_PER_PAGE, (pageNumber - 1) * JOB_LETTERS_PER_PAGE);
    return pageFrom(rows.map(toJobLetter), total, pageNumber, JOB_LETTERS_PER_PAGE);
  }

  /** Someone else's id: a 403 for an admin of one of their companies, a 404 for everyone else. */
  async function assertSelfOrManaged(principal: Principal, userId: number, refusal: string | null) {
    if (userId === principal.userId) return;
    const theirs = await deps.companyIdsOfUser(userId);
    const managed = theirs.some((companyId) => canIn(principal, companyId, 'job-letters.manage'));
    if (!managed) throw notFound('No encontramos esa persona.');
    if (refusal) throw forbidden(refusal);
  }

  function assertMove(row: repository.JobLetterRow, action: JobLetterAction) {
    const from = row.status as JobLetterStatus;
    if (!(JOB_LETTER_ACTIONS[action] as readonly JobLetterStatus[]).includes(from)) {
      throw invalid('job_letter_invalid_transition', `Una carta ${JOB_LETTER_STATUS_LABELS[from].toLowerCase()} no se puede ${VERBS[action]}.`);
    }
  }

  /** The conditional update of a move; a racing change (two admins, the employee cancelling) loses with a 422. */
  async function move(row: repository.JobLetterRow, action: JobLetterAction, values: Parameters<typeof repository.updateJobLetter>[2], at: string) {
    if (!(await repository.updateJobLetter(db, row.id, values, at, JOB_LETTER_ACTIONS[action]))) {
      throw invalid('job_letter_invalid_transition', 'Alguien más cambió esta carta al mismo tiempo. Vuelve a abrirla.');
    }
  }

  async function update(principal: Principal, id: number, input: z.output<typeof updateJobLetterInputSchema>): Promise<JobLetterDetail> {
    const current = await standing(principal, id);
    const { row } = current;
    const at = now().toISOString();
    if (input.action === 'cancel') {
      if (!current.own) throw forbidden('Solo quien pidió la carta puede cancelar su solicitud.');
      assertMove(row, 'cancel');
      await move(row, 'cancel', { status: 'cancelled', cancelled_at: at }, at);
      return detail(principal, id);
    }
    if (!current.manage) throw forbidden('Solo la administración de la empresa redacta, emite, rechaza o revoca cartas laborales.');
    assertMove(row, input.action);
    const view = jobLetterViewRoute(row.id);
    switch (input.action) {
      case 'draft': {
        if (row.include_salary === 1 && input.salary_monthly === null) {
          throw invalid('validation_failed', 'La persona pidió que la carta diga su sueldo: escribe el sueldo mensual bruto.', { salary_monthly: ['Escribe el sueldo mensual bruto.'] });
        }
        if (row.include_salary === 0 && input.salary_monthly !== null) {
          throw invalid('validation_failed', 'La persona no pidió que la carta diga su sueldo: déjalo en blanco.', { salary_monthly: ['La persona no pidió que la carta diga su sueldo.'] });
        }
        await move(
          row,
          'draft',
          {
            status: 'drafted',
            employee_name: input.employee_name,
            position: input.position,
            department: input.department,
            hire_date: input.hire_date,
            salary_cents: input.salary_monthly === null ? null : Math.round(input.salary_monthly * 100),
            addressee: input.addressee,
            purpose: input.purpose,
            additional_text: input.additional_text,
            signer_name: input.signer_name,
            signer_title: input.signer_title,
            drafted_by: principal.userId,
            drafted_at: at,
          },
          at,
        );
        break;
      }
      case 'issue': {
        await move(row, 'issue', { status: 'issued', issued_at: at, decided_by: principal.userId, verification_token_hash: tokenHashOf(tokenOf(row.id, at)) }, at);
        notices.tellRequester(row.user_id, { companyId: row.company_id, title: 'Tu carta laboral está lista', body: `${row.company_name} emitió tu carta laboral. Puedes descargarla en PDF.`, route: view });
        break;
      }
      case 'reject': {
        await move(row, 'reject', { status: 'rejected', rejected_at: at, decided_by: principal.userId, reason: input.reason }, at);
        notices.tellRequester(row.user_id, { companyId: row.company_id, title: 'Tu solicitud de carta laboral fue rechazada', body: `${row.company_name} rechazó tu solicitud. Motivo: ${input.reason}`, route: view });
        break;
      }
      case 'revoke': {
        await move(row, 'revoke', { status: 'revoked', revoked_at: at, decided_by: principal.userId, reason: input.reason }, at);
        notices.tellRequester(row.user_id, { companyId: row.company_id, title: 'Tu carta laboral fue revocada', body: `${row.company_name} revocó tu carta laboral; ya no es válida. Motivo: ${input.reason}`, route: view });
        break;
      }
    }
    return detail(principal, id);
  }

  return {
    get: detail,
    update,
    settled: (timeoutMs?: number) => notices.settled(timeoutMs),

    /** `POST /users/{id}/job-letters`: the caller asks one of their companies for a letter about them. */
    async request(principal: Principal, userId: number, input: z.output<typeof createJobLetterInputSchema>): Promise<JobLetterDetail> {
      await assertSelfOrManaged(principal, userId, 'Solo la persona empleada pide su propia carta laboral.');
      const companyId = input.company_id ?? (principal.companyIds.length === 1 ? principal.companyIds[0] : undefined);
      if (companyId === undefined) throw invalid('validation_failed', 'Indica la empresa que debe emitir la carta.', { company_id: ['Indica la empresa que debe emitir la carta.'] });
      assertCompanyVisible(principal, companyId);
      const scope = scopeOf(principal);
      const employee = await repository.employeeRecordOf(db, scope, companyId, principal.userId);
      if (!employee) throw invalid('job_letter_not_employee', 'No apareces en la plantilla de esa empresa: pide a su administración que te registre como empleado.');
      if ((await repository.countOpen(db, scope, companyId, principal.userId)) >= OPEN_JOB_LETTERS_MAX) {
        throw invalid('job_letter_limit', `Ya tienes ${OPEN_JOB_LETTERS_MAX} solicitudes pendientes en esa empresa: espera a que respondan o cancela alguna.`);
      }
      const at = now().toISOString();
      const id = await repository.insertJobLetter(
        db,
        {
          company_id: companyId,
          user_id: principal.userId,
          employee_id: employee.id,
          status: 'requested',
          purpose: input.purpose,
          addressee: input.addressee,
          include_salary: input.include_salary ? 1 : 0,
          employee_name: fullName(employee.name, employee.surname, employee.lastname),
          position: employee.position,
          department: employee.department,
          // Rows from before hire dates existed: their creation day counts (employees.tables).
          hire_date: employee.hire_date ?? new Date(employee.created_at).toISOString().slice(0, 10),
          salary_cents: null,
          additional_text: null,
          signer_name: null,
          signer_title: null,
          reason: null,
          drafted_by: null,
          drafted_at: null,
          decided_by: null,
          issued_at: null,
          rejected_at: null,
          cancelled_at: null,
          revoked_at: null,
          verification_token_hash: null,
        },
        at,
      );
      const letter = await detail(principal, id);
      notices.tellManagers(scope, principal.userId, { companyId, title: 'Nueva solicitud de carta laboral', body: `${letter.employee_name} pide una carta laboral: ${input.purpose}`, route: jobLetterDraftRoute(id) });
      return letter;
    },

    /** `GET /users/{id}/job-letters`: one's own letters; an admin, that person's letters in the companies they manage. */
    async listOfUser(principal: Principal, userId: number, query: z.output<typeof jobLetterListQuerySchema>): Promise<JobLetterPage> {
      await assertSelfOrManaged(principal, userId, null);
      if (query.company_id !== undefined) assertCompanyVisible(principal, query.company_id);
      const scope = userId === principal.userId ? scopeOf(principal) : scopeFor(principal, 'job-letters.manage');
      return page(scope, { userId, companyId: query.company_id, status: query.status }, query.page);
    },

    /** `GET /companies/{id}/job-letters`: the company's requests, for its admins. */
    async listOfCompany(principal: Principal, companyId: number, query: z.output<typeof jobLetterListQuerySchema>): Promise<JobLetterPage> {
      assertCompanyVisible(principal, companyId);
      if (!canIn(principal, companyId, 'job-letters.manage')) throw forbidden('Solo la administración de la empresa ve sus solicitudes de cartas laborales.');
      return page(scopeOf(principal), { companyId, status: query.status }, query.page);
    },

    /** What the PDF prints: an issued letter as the caller sees it, its company's letterhead and the verification link. */
    async printable(principal: Principal, id: number) {
      const current = await standing(principal, id);
      const { row } = current;
      if (row.status !== 'issued') {
        throw invalid('job_letter_not_issued', row.status === 'revoked' ? 'La carta fue revocada: ya no tiene PDF.' : 'Solo las cartas emitidas tienen PDF: esta aún no se emite.');
      }
      const letterhead = orNotFound(await repository.letterheadOf(db, scopeOf(principal), row.company_id), NOT_FOUND);
      return { letter: toDetail(current), letterhead, verificationUrl: verificationUrl(row)! };
    },

    /** `GET /public/job-letters/{token}`: an issued (or revoked) letter's key data, without a session; anything else 404. */
    async verify(token: string): Promise<JobLetterVerification> {
      const row = await repository.findByVerificationHash(db, tokenHashOf(token));
      if (!row || !row.issued_at || !row.position) throw notFound('No encontramos esa carta laboral o el enlace de verificación no es válido.');
      return {
        valid: row.status === 'issued',
        status: row.status === 'issued' ? 'issued' : 'revoked',
        company: row.company_name,
        employee_name: row.employee_name,
        position: row.position,
        issued_at: row.issued_at,
        revoked_at: row.revoked_at,
      };
    },
  };
}

export type JobLettersService = ReturnType<typeof createJobLettersService>;
