import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  COMPLAINTS_PER_PAGE,
  COMPLAINT_KIND_LABELS,
  COMPLAINT_STATUSES,
  COMPLAINT_STATUS_LABELS,
  COMPLAINT_TRANSITIONS,
  type Complaint,
  type ComplaintCategory,
  type ComplaintDetail,
  type ComplaintKind,
  type ComplaintPage,
  type ComplaintStatus,
  type CreateComplaintResponse,
  complaintFolio,
  type complaintListQuerySchema,
  type createComplaintInputSchema,
  type updateComplaintStatusInputSchema,
} from '../../../shared/contracts/parabus-complaints';
import { retryOnUniqueViolation } from '../../db/errors';
import { isoNow } from '../../db/database';
import type { Database } from '../../db/schema';
import { conflict, invalid, notFound, tooManyRequests } from '../../errors';
import { createBackgroundTasks } from '../../lib/background-tasks';
import type { Mailer } from '../../lib/mailer';
import type { RateLimiter } from '../../lib/rate-limiter';
import { pageFrom } from '../../lib/search-text';
import { hmac, safeEqual } from '../../lib/tokens';
import { type Principal, assertCanIn, assertCompanyVisible, canIn } from '../../principal';
import { type TenantScope, scopeOf, systemScope } from '../../tenancy';
import type { AntiBotService } from '../anti-bot/anti-bot.service';
import type { CompaniesService } from '../companies/companies.service';
import { field } from '../logistics/logistics.common';
import type { RoutesService } from '../logistics/routes.service';
import type { UnitsService } from '../logistics/units.service';
import type { NotificationsService } from '../notifications/notifications.service';
import * as repository from './complaints.repository';

export type ComplaintsService = ReturnType<typeof createComplaintsService>;

const NOT_FOUND = 'No encontramos esa queja o sugerencia.';
/**
 * Per hour: per address when signed out (a public form), per account when signed in (a known
 * person, who may well report several things after one bad trip). Enough for a real passenger,
 * not for a flood.
 */
export const PUBLIC_COMPLAINTS_PER_HOUR = 5;
export const USER_COMPLAINTS_PER_HOUR = 20;
const PHOTO_TOKEN_SECONDS = 3600;

interface Logger {
  error(obj: object, msg: string): void;
}

/**
 * Complaints and suggestions. Filing is open (the public route page); reading and working them is
 * for the company's managers (complaints.manage) and, for one's own, the author. Every status
 * change is logged; the answer goes to the author by e-mail after the reply, and as a notification
 * when the author has an account.
 */
export function createComplaintsService(deps: {
  db: Kysely<Database>;
  appKey: string;
  antiBot: AntiBotService;
  limiter: RateLimiter;
  mailer: Mailer;
  notifications: NotificationsService;
  companies: CompaniesService;
  routes: RoutesService;
  units: UnitsService;
  logger: Logger;
  now: () => Date;
}) {
  const { db, antiBot, limiter, mailer, notifications, companies, routes, units, logger, now } = deps;
  const background = createBackgroundTasks(logger);
  const photoKey = hmac(deps.appKey, 'complaints:photo');

  const photoToken = (id: number, expires: number) => `${expires}.${hmac(photoKey, `${id}.${expires}`)}`;

  async function toComplaints(rows: repository.ComplaintRow[]): Promise<Complaint[]> {
    // The complaint's own company scope: its route and unit are of its company (checked on filing).
    const scope = systemScope();
    const [routeRows, unitRows] = await Promise.all([
      routes.byIds(scope, rows.flatMap((row) => (row.route_id === null ? [] : [row.route_id]))),
      units.byIds(scope, rows.flatMap((row) => (row.unit_id === null ? [] : [row.unit_id]))),
    ]);
    const routeById = new Map(routeRows.map((row) => [row.id, row]));
    const unitById = new Map(unitRows.map((row) => [row.id, row]));
    return rows.map((row) => {
      const route = row.route_id === null ? undefined : routeById.get(row.route_id);
      const unit = row.unit_id === null ? undefined : unitById.get(row.unit_id);
      return {
        id: row.id,
        company_id: row.company_id,
        folio: complaintFolio(row.folio_number),
        kind: row.kind,
        category: row.category as ComplaintCategory,
        route: route ? { id: route.id, code: route.code, name: route.name } : null,
        unit: unit ? { id: unit.id, number: unit.number } : null,
        occurred_at: row.occurred_at,
        description: row.description,
        photo_url: row.photo_image_id === null ? null : `/panel-api/v1/complaints/${row.id}/photo`,
        status: row.status as ComplaintStatus,
        source: row.source,
        user_id: row.user_id,
        contact_name: row.contact_name,
        contact_email: row.contact_email,
        contact_phone: row.contact_phone,
        answer: row.answer,
        answered_at: row.answered_at,
        created_at: row.created_at,
        updated_at: row.updated_at,
      };
    });
  }

  /** The complaint for its company's managers or its author; anyone else (another tenant) gets 404. */
  async function visible(principal: Principal, id: number) {
    const managed = await repository.findComplaint(db, scopeOf(principal), id);
    if (managed && canIn(principal, managed.company_id, 'complaints.manage')) return managed;
    const own = await repository.findOwnComplaint(db, principal.userId, id);
    if (own) return own;
    throw notFound(NOT_FOUND);
  }

  /** The company a complaint goes to: its route's, its unit's (they must agree) or the one named. */
  async function companyOf(input: z.output<typeof createComplaintInputSchema>): Promise<number> {
    const scope = systemScope();
    let companyId: number | null = null;
    if (input.route_id) {
      const [route] = await routes.byIds(scope, [input.route_id]);
      if (!route) throw field('route_id', 'No encontramos esa ruta.');
      companyId = route.company_id;
    }
    if (input.unit_id) {
      const [unit] = await units.byIds(scope, [input.unit_id]);
      if (!unit || (companyId !== null && unit.company_id !== companyId)) throw field('unit_id', 'No encontramos esa unidad en la empresa de la ruta.');
      companyId = unit.company_id;
    }
    if (companyId === null && input.company_id) companyId = await companies.companyIdOf(scope, input.company_id);
    if (companyId === null) throw field('company_id', 'Indica la ruta, la unidad o la empresa a la que se refiere.');
    if (input.company_id && input.company_id !== companyId) throw field('company_id', 'La empresa no es la de la ruta o la unidad.');
    return companyId;
  }

  async function insertWithFolio(values: Omit<repository.ComplaintValues, 'folio_number'>): Promise<{ id: number; folio: string }> {
    // Two filings at once may read the same next number: the unique (company, folio) index refuses
    // the second, which takes the next one.
    return retryOnUniqueViolation(() =>
      db.transaction().execute(async (trx) => {
        const number = await repository.nextFolio(trx, values.company_id);
        const at = isoNow();
        const id = await repository.insertComplaint(trx, { ...values, folio_number: number }, at);
        await repository.insertUpdate(trx, { company_id: values.company_id, complaint_id: id, from_status: null, to_status: 'received', note: null, user_id: values.user_id }, at);
        return { id, folio: complaintFolio(number) };
      }),
    );
  }

  async function mailAnswer(row: repository.ComplaintRow, answer: string) {
    const to = row.user_id !== null ? ((await repository.userEmail(db, row.user_id)) ?? row.contact_email) : row.contact_email;
    const folio = complaintFolio(row.folio_number);
    const kind = COMPLAINT_KIND_LABELS[row.kind].toLowerCase();
    if (to) {
      await mailer.send({
        to,
        subject: `Respuesta a tu ${kind} ${folio}`,
        text: `Hola${row.contact_name ? ` ${row.contact_name}` : ''}:\n\nRespondimos tu ${kind} con folio ${folio}:\n\n${answer}\n\nLo que nos escribiste:\n${row.description}\n\nGracias por ayudarnos a mejorar el servicio.`,
      });
    }
    if (row.user_id !== null) {
      await notifications.notify([row.user_id], {
        title: `Respondimos tu ${kind} ${folio}`,
        body: answer.length > 300 ? `${answer.slice(0, 297)}...` : answer,
        route: `/parabus/quejas-y-sugerencias/${row.id}/detalles`,
        companyId: row.company_id,
      });
    }
  }

  return {
    async create(principal: Principal | null, input: z.output<typeof createComplaintInputSchema>, ip: string): Promise<CreateComplaintResponse> {
      const key = principal ? `complaints:user:${principal.userId}` : `complaints:ip:${ip}`;
      const { count, resetInSeconds } = await limiter.hit(key, 3600);
      if (count > (principal ? USER_COMPLAINTS_PER_HOUR : PUBLIC_COMPLAINTS_PER_HOUR)) throw tooManyRequests(resetInSeconds, `Ya recibimos varias quejas o sugerencias tuyas en la última hora. Intenta de nuevo en ${Math.ceil(resetInSeconds / 60)} minutos.`);
      if (!principal) {
        const errors: Record<string, string[]> = {};
        if (!input.contact_name) errors.contact_name = ['Escribe tu nombre para poder responderte.'];
        if (!input.contact_email) errors.contact_email = ['Escribe tu correo para poder responderte.'];
        if (!input.token) errors.token = ['Falta la verificación anti-bot.'];
        if (Object.keys(errors).length) throw invalid('validation_failed', Object.values(errors)[0]![0]!, errors);
        await antiBot.verify(input.token!);
      }
      if (input.occurred_at && Date.parse(input.occurred_at) > now().getTime() + 5 * 60_000) throw field('occurred_at', 'La fecha de lo ocurrido no puede ser futura.');
      const companyId = await companyOf(input);
      const { id, folio } = await insertWithFolio({
        company_id: companyId,
        kind: input.kind,
        category: input.category,
        route_id: input.route_id ?? null,
        unit_id: input.unit_id ?? null,
        occurred_at: input.occurred_at ? new Date(input.occurred_at).toISOString() : null,
        description: input.description,
        photo_image_id: null,
        status: 'received',
        source: principal ? 'app' : 'public',
        user_id: principal?.userId ?? null,
        contact_name: input.contact_name ?? null,
        contact_email: input.contact_email ?? null,
        contact_phone: input.contact_phone ?? null,
        answer: null,
        answered_at: null,
        answered_by: null,
      });
      const kind = COMPLAINT_KIND_LABELS[input.kind].toLowerCase();
      return {
        id,
        folio,
        message: `Recibimos tu ${kind} con el folio ${folio}. Te avisaremos cuando la respondamos.`,
        photo_token: photoToken(id, Math.floor(now().getTime() / 1000) + PHOTO_TOKEN_SECONDS),
      };
    },

    async listOfCompany(principal: Principal, companyId: number, query: z.output<typeof complaintListQuerySchema>): Promise<ComplaintPage> {
      assertCompanyVisible(principal, companyId);
      assertCanIn(principal, companyId, 'complaints.manage');
      const scope = scopeOf(principal);
      const [{ rows, total }, counts] = await Promise.all([
        repository.pageOfCompany(db, scope, companyId, query, COMPLAINTS_PER_PAGE, (query.page - 1) * COMPLAINTS_PER_PAGE),
        repository.statusCounts(db, scope, companyId, query),
      ]);
      return {
        ...pageFrom(await toComplaints(rows), total, query.page, COMPLAINTS_PER_PAGE),
        counts: Object.fromEntries(COMPLAINT_STATUSES.map((status) => [status, counts.get(status) ?? 0])) as Record<ComplaintStatus, number>,
      };
    },

    /** `GET /users/{id}/complaints`: one's own, whatever the company; another user's answer 404. */
    async listOfUser(principal: Principal, userId: number, page: number) {
      if (userId !== principal.userId) throw notFound('No encontramos ese usuario.');
      const [rows, total] = await repository.ofUser(db, userId, COMPLAINTS_PER_PAGE, (page - 1) * COMPLAINTS_PER_PAGE);
      return pageFrom(await toComplaints(rows), total, page, COMPLAINTS_PER_PAGE);
    },

    async get(principal: Principal, id: number): Promise<ComplaintDetail> {
      const row = await visible(principal, id);
      const [complaint] = await toComplaints([row]);
      const updates = await repository.updatesOf(db, row.id);
      return {
        ...complaint!,
        updates: updates.map((update) => ({
          id: update.id,
          from_status: update.from_status as ComplaintStatus | null,
          to_status: update.to_status as ComplaintStatus,
          note: update.note,
          user_name: update.user_name ? [update.user_name, update.user_surname].filter(Boolean).join(' ') : null,
          created_at: update.created_at,
        })),
      };
    },

    async setStatus(principal: Principal, id: number, input: z.output<typeof updateComplaintStatusInputSchema>): Promise<ComplaintDetail> {
      const row = await repository.findComplaint(db, scopeOf(principal), id);
      if (!row) throw notFound(NOT_FOUND);
      assertCanIn(principal, row.company_id, 'complaints.manage');
      const from = row.status as ComplaintStatus;
      if (!COMPLAINT_TRANSITIONS[from].includes(input.status)) {
        throw conflict('complaint_invalid_transition', `Una queja o sugerencia ${COMPLAINT_STATUS_LABELS[from].toLowerCase()} no puede pasar a ${COMPLAINT_STATUS_LABELS[input.status].toLowerCase()}.`);
      }
      const answer = input.answer?.trim() || null;
      if (input.status === 'answered' && !answer) throw field('answer', 'Escribe la respuesta que recibirá quien la envió.');
      const at = isoNow();
      const values = input.status === 'answered' ? { status: input.status, answer, answered_at: at, answered_by: principal.userId } : { status: input.status };
      const changed = await db.transaction().execute(async (trx) => {
        if (!(await repository.updateComplaint(trx, row.id, from, values, at))) return false;
        await repository.insertUpdate(trx, { company_id: row.company_id, complaint_id: row.id, from_status: from, to_status: input.status, note: input.note ?? (input.status === 'answered' ? answer : null), user_id: principal.userId }, at);
        return true;
      });
      if (!changed) throw conflict('complaint_invalid_transition', 'Alguien más cambió esta queja o sugerencia al mismo tiempo. Vuelve a abrirla.');
      if (input.status === 'answered') background.later(`respuesta de la queja ${complaintFolio(row.folio_number)}`, () => mailAnswer(row, answer!));
      return this.get(principal, row.id);
    },

    /** May this caller attach the photo: its author or a manager signed in, or the visitor holding the token from filing. */
    async photoTarget(principal: Principal | null, id: number, token: string | undefined) {
      const row = await repository.findComplaint(db, systemScope(), id);
      if (!row) throw notFound(NOT_FOUND);
      const mayByAccount = principal !== null && (row.user_id === principal.userId || canIn(principal, row.company_id, 'complaints.manage'));
      if (!mayByAccount) {
        const [expires] = (token ?? '').split('.');
        const valid = !!token && !!expires && Number(expires) * 1000 > now().getTime() && safeEqual(token, photoToken(id, Number(expires)));
        if (!valid) throw notFound(NOT_FOUND);
      }
      return { id: row.id, companyId: row.company_id, userId: principal?.userId ?? null, photoImageId: row.photo_image_id };
    },

    setPhoto: (id: number, imageId: number) => repository.setPhoto(db, id, imageId, isoNow()),

    /** The photo's image id, for whoever may read the complaint. */
    async photoOf(principal: Principal, id: number): Promise<{ imageId: number; companyId: number }> {
      const row = await visible(principal, id);
      if (row.photo_image_id === null) throw notFound('Esta queja o sugerencia no tiene foto.');
      return { imageId: row.photo_image_id, companyId: row.company_id };
    },

    /** Which company a complaint belongs to (files: who reads its photo). */
    companyIdOf: async (scope: TenantScope, id: number) => (await repository.findComplaint(db, scope, id))?.company_id ?? null,

    /** Lets the answers still being mailed go out (shutdown, tests). */
    settled: (timeoutMs = 10_000) => background.idle(timeoutMs),
  };
}

export type { ComplaintKind };
