import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  SERVICE_ORDER_STATUS_LABELS,
  SERVICE_ORDER_TRANSITIONS,
  SIGNABLE_STATUSES,
  SIGNATURE_BOX,
  type ServiceOrder,
  type ServiceOrderDetail,
  type ServiceOrderPage,
  type ServiceOrderPart,
  type ServiceOrderStatus,
  type ServiceOrderVerification,
  type SignServiceOrderInput,
  type SignatureStrokes,
  type createServiceOrderInputSchema,
  type serviceOrderListQuerySchema,
  serviceOrderReference,
  type updateServiceOrderInputSchema,
} from '../../../shared/contracts/service-orders';
import type { Database } from '../../db/schema';
import { isUniqueViolation, retryOnUniqueViolation } from '../../db/errors';
import { forbidden, invalid, notFound } from '../../errors';
import { pageFrom, queryWords, searchTextOf } from '../../lib/search-text';
import { type Principal, assertCompanyVisible } from '../../principal';
import { type TenantScope, scopeOf } from '../../tenancy';
import { field } from '../logistics/logistics.common';
import type { ServiceOrderAccess } from './service-orders.access';
import { personName, toPart, toPartValues, toServiceOrder } from './service-orders.mapping';
import * as repository from './service-orders.repository';
import type { ServiceOrderEffects, WorkOrderLike } from './work-orders.effects';
import { type SignedContent, createVerificationTokens, fingerprintOf, roundStrokes, tokenHashOf } from './service-orders.signature';

const searchTextFor = (title: string, location: string, number: number) => searchTextOf(title, location, serviceOrderReference(number), String(number));
/** A new order: no signature yet; `insert` writes its search text with its number. */
const UNSIGNED = { search_text: '', receiver_name: null, signature_strokes: null, signed_at: null, signed_by: null, fingerprint: null, verification_token_hash: null } as const;
const workOrderOf = (order: ServiceOrder): WorkOrderLike => ({ ...order, assignee_id: order.technician?.id ?? null });

/** One failed item of a revision order, as engineer B's service hands it over. */
export interface RevisionItemWork {
  revision_item_id: number;
  title: string;
  description: string;
  location: string;
}

/**
 * Service orders: support of a company creates and manages them (tickets.access's rule), the
 * assigned technician works theirs (description, labour, parts, moving it between scheduled and
 * in progress, taking the signature), the requester of the ticket it came from reads it. The
 * status flow is SERVICE_ORDER_TRANSITIONS; `done` only by signing; a signed order is frozen.
 */
export function createServiceOrdersService(deps: {
  db: Kysely<Database>;
  access: ServiceOrderAccess;
  /** Socket events and the technician's notices. */
  effects: ServiceOrderEffects;
  /** Which company a ticket in the caller's scope belongs to (null: none they see). */
  ticketCompanyOf: (scope: TenantScope, ticketId: number) => Promise<number | null>;
  appKey: string;
  /** Where the web app is served: the verification page lives there. */
  publicUrl: string;
  now: () => Date;
}) {
  const { db, access, effects, ticketCompanyOf, now } = deps;
  const tokenOf = createVerificationTokens(deps.appKey);
  const verificationUrl = (row: repository.ServiceOrderRow) => (row.signed_at ? `${deps.publicUrl}/verificar/orden-servicio/${tokenOf(row.id, row.signed_at)}` : null);

  async function detailOf(standing: { row: repository.ServiceOrderRow; manage: boolean; work: boolean }): Promise<ServiceOrderDetail> {
    const { row, manage, work } = standing;
    const parts = (await repository.partsOf(db, [row.id])).map(toPart);
    return {
      ...toServiceOrder(row),
      parts,
      signature: row.signature_strokes ? { ...SIGNATURE_BOX, strokes: JSON.parse(row.signature_strokes) as SignatureStrokes } : null,
      fingerprint: row.fingerprint,
      verification_url: work ? verificationUrl(row) : null,
      can_manage: manage && row.signed_at === null,
      can_work: work && row.signed_at === null,
    };
  }

  const detail = async (principal: Principal, id: number) => detailOf(await access.visible(principal, id));

  async function checkTechnician(companyId: number, technicianId: number | null | undefined) {
    if (technicianId == null) return;
    if (!(await access.isTechnician(companyId, technicianId))) {
      throw invalid('service_order_technician_invalid', 'El técnico debe ser alguien de soporte técnico de la empresa.', { technician_id: ['El técnico debe ser alguien de soporte técnico de la empresa.'] });
    }
  }

  const assertUnsigned = (row: repository.ServiceOrderRow) => {
    if (row.signed_at !== null) throw invalid('service_order_signed', 'La orden ya está firmada y no se puede modificar.');
  };

  /** The company a new order goes to: its ticket's, else the one named, else the caller's only one. */
  async function companyForNew(principal: Principal, companyId: number | undefined, ticketId: number | null | undefined): Promise<number> {
    if (ticketId != null) {
      const ticketCompany = await ticketCompanyOf(scopeOf(principal), ticketId);
      if (ticketCompany === null || (companyId !== undefined && companyId !== ticketCompany)) throw field('ticket_id', 'No encontramos ese ticket en la empresa de la orden.');
      companyId = ticketCompany;
    }
    companyId ??= principal.companyIds.length === 1 ? principal.companyIds[0]! : undefined;
    if (companyId === undefined) throw field('company_id', 'Indica la empresa de la orden de servicio.');
    assertCompanyVisible(principal, companyId);
    if (!(await access.isSupport(principal, companyId))) throw forbidden('Solo soporte técnico de la empresa crea órdenes de servicio.');
    return companyId;
  }

  /** Inserts one order with the next number of its company (a racing insert takes the one after). */
  async function insert(values: repository.ServiceOrderValues, parts: readonly ServiceOrderPart[], at: string): Promise<number> {
    return retryOnUniqueViolation(
      () =>
        db.transaction().execute(async (trx) => {
          const number = await repository.nextNumber(trx, values.company_id);
          const search_text = searchTextFor(values.title, values.location, number);
          const id = await repository.insertServiceOrder(trx, { ...values, number, search_text }, at);
          await repository.replaceParts(trx, id, values.company_id, toPartValues(parts));
          await repository.replaceTerms(trx, id, values.company_id, search_text);
          return id;
        }),
      // Only the number may race here; the revision item's uniqueness is the caller's to read.
      { retryable: (error) => isUniqueViolation(error) && values.revision_item_id == null },
    );
  }

  async function list(principal: Principal, query: z.output<typeof serviceOrderListQuerySchema>, companyId: number | undefined): Promise<ServiceOrderPage> {
    let scopeFilter: Pick<repository.ServiceOrderFilter, 'companyIds' | 'ownIn' | 'userId'>;
    if (companyId !== undefined) {
      assertCompanyVisible(principal, companyId);
      scopeFilter = (await access.isSupport(principal, companyId)) ? { companyIds: [companyId] } : { companyIds: [], ownIn: [companyId], userId: principal.userId };
    } else {
      // Across the caller's companies: all orders where they are support, their own elsewhere.
      const supportOf = await access.supportCompanies(principal);
      const memberOf = scopeOf(principal).companyIds;
      const others = supportOf === null || memberOf === null ? [] : memberOf.filter((id) => !supportOf.includes(id));
      scopeFilter = others.length ? { companyIds: supportOf ?? [], ownIn: others, userId: principal.userId } : { companyIds: supportOf };
    }
    const { rows, total } = await repository.pageOfServiceOrders(
      db,
      scopeOf(principal),
      { ...scopeFilter, status: query.status, technicianId: query.technician_id, ticketId: query.ticket_id, from: query.from, to: query.to, words: queryWords(query.q), sort: query.sort },
      query.per_page,
      (query.page - 1) * query.per_page,
    );
    return pageFrom(rows.map(toServiceOrder), total, query.page, query.per_page);
  }

  return {
    get: detail,

    /** Notices still being sent (tests, shutdown). */
    settled: (timeoutMs?: number) => effects.settled(timeoutMs),

    /** `GET /service-orders` and `/search/service-orders`: one company when `company_id` says so, else all of the caller's. */
    list: (principal: Principal, query: z.output<typeof serviceOrderListQuerySchema>) => list(principal, query, query.company_id),
    listOfCompany: (principal: Principal, companyId: number, query: z.output<typeof serviceOrderListQuerySchema>) => list(principal, query, companyId),

    async create(principal: Principal, input: z.output<typeof createServiceOrderInputSchema>): Promise<ServiceOrderDetail> {
      const companyId = await companyForNew(principal, input.company_id, input.ticket_id);
      await checkTechnician(companyId, input.technician_id);
      const at = now().toISOString();
      const id = await insert(
        {
          company_id: companyId,
          title: input.title,
          description: input.description,
          location: input.location,
          scheduled_at: new Date(input.scheduled_at).toISOString(),
          technician_id: input.technician_id ?? null,
          status: 'scheduled',
          labour_minutes: input.labour_minutes,
          ticket_id: input.ticket_id ?? null,
          revision_order_id: null,
          revision_item_id: null,
          created_by: principal.userId,
          ...UNSIGNED,
        },
        input.parts,
        at,
      );
      const order = await detail(principal, id);
      effects.emit(workOrderOf(order), 'created', at);
      effects.assigned(workOrderOf(order), principal.userId);
      return order;
    },

    /**
     * Engineer B's entry point (revision orders): one order per failed revision item, scheduled
     * now, for support of the company. Idempotent per `revision_item_id`: an item that already has
     * its order gets that order back, not a second one (two clicks, or two people at once — the
     * unique (company, revision_item_id) index settles a race). Answers the orders in the items'
     * order. The caller has checked that the revision order is theirs to act on; this checks the
     * caller is support of the company.
     */
    async createFromRevisionItems(principal: Principal, input: { company_id: number; revision_order_id: number; items: readonly RevisionItemWork[]; technician_id?: number | null; scheduled_at?: string }): Promise<ServiceOrder[]> {
      const companyId = await companyForNew(principal, input.company_id, null);
      await checkTechnician(companyId, input.technician_id);
      const scope = scopeOf(principal);
      const itemIds = input.items.map((item) => item.revision_item_id);
      const existing = new Set((await repository.findByRevisionItems(db, scope, companyId, itemIds)).map((row) => row.revision_item_id));
      const at = now().toISOString();
      const made = new Set<number>();
      for (const item of input.items) {
        if (existing.has(item.revision_item_id)) continue;
        try {
          await insert(
            {
              company_id: companyId,
              title: item.title.slice(0, 200),
              description: item.description.slice(0, 5000),
              location: item.location.slice(0, 200),
              scheduled_at: input.scheduled_at ? new Date(input.scheduled_at).toISOString() : at,
              technician_id: input.technician_id ?? null,
              status: 'scheduled',
              labour_minutes: 0,
              ticket_id: null,
              revision_order_id: input.revision_order_id,
              revision_item_id: item.revision_item_id,
              created_by: principal.userId,
              ...UNSIGNED,
            },
            [],
            at,
          );
          made.add(item.revision_item_id);
        } catch (error) {
          // Someone else made this item's order meanwhile: theirs is the one.
          if (!isUniqueViolation(error)) throw error;
        }
        existing.add(item.revision_item_id);
      }
      const rows = await repository.findByRevisionItems(db, scope, companyId, itemIds);
      for (const row of rows.filter((row) => row.revision_item_id !== null && made.has(row.revision_item_id))) {
        const order = workOrderOf(toServiceOrder(row));
        effects.emit(order, 'created', at);
        effects.assigned(order, principal.userId);
      }
      const byItem = new Map(rows.map((row) => [row.revision_item_id, row]));
      return itemIds.map((itemId) => byItem.get(itemId)).filter((row) => row !== undefined).map(toServiceOrder);
    },

    async update(principal: Principal, id: number, input: z.output<typeof updateServiceOrderInputSchema>): Promise<ServiceOrderDetail> {
      const standing = await access.visible(principal, id);
      const { row } = standing;
      if (!standing.work) throw forbidden('Solo soporte técnico o el técnico asignado modifican la orden.');
      assertUnsigned(row);
      const managerOnly = (['title', 'location', 'scheduled_at', 'technician_id'] as const).filter((key) => input[key] !== undefined);
      if (!standing.manage && managerOnly.length) throw forbidden('El técnico solo registra la descripción, la mano de obra y las refacciones.');
      if (input.technician_id !== undefined) await checkTechnician(row.company_id, input.technician_id);
      const title = input.title ?? row.title;
      const location = input.location ?? row.location;
      const values = {
        ...(input.title !== undefined ? { title } : {}),
        ...(input.location !== undefined ? { location } : {}),
        ...(input.title !== undefined || input.location !== undefined ? { search_text: searchTextFor(title, location, row.number) } : {}),
        ...(input.description !== undefined ? { description: input.description } : {}),
        ...(input.scheduled_at !== undefined ? { scheduled_at: new Date(input.scheduled_at).toISOString() } : {}),
        ...(input.technician_id !== undefined ? { technician_id: input.technician_id } : {}),
        ...(input.labour_minutes !== undefined ? { labour_minutes: input.labour_minutes } : {}),
      };
      const at = now().toISOString();
      await db.transaction().execute(async (trx) => {
        // Signed meanwhile (the update's WHERE holds only unsigned orders): nothing may change.
        if (!(await repository.updateServiceOrder(trx, row.id, values, at))) throw invalid('service_order_signed', 'La orden ya está firmada y no se puede modificar.');
        if (values.search_text) await repository.replaceTerms(trx, row.id, row.company_id, values.search_text);
        if (input.parts) await repository.replaceParts(trx, row.id, row.company_id, toPartValues(input.parts));
      });
      const order = await detail(principal, row.id);
      // One notice per save: a new technician hears of the order (its date included), else the technician of a new date.
      const reassigned = values.technician_id !== undefined && values.technician_id !== row.technician_id;
      const rescheduled = values.scheduled_at !== undefined && Date.parse(values.scheduled_at) !== Date.parse(row.scheduled_at);
      effects.emit(workOrderOf(order), reassigned ? 'assignee' : rescheduled ? 'schedule' : 'updated', at, reassigned ? row.technician_id : null);
      if (reassigned) effects.assigned(workOrderOf(order), principal.userId);
      else if (rescheduled) effects.rescheduled(workOrderOf(order), principal.userId);
      return order;
    },

    async setStatus(principal: Principal, id: number, to: ServiceOrderStatus): Promise<ServiceOrderDetail> {
      const standing = await access.visible(principal, id);
      const { row } = standing;
      if (!standing.work) throw forbidden('Solo soporte técnico o el técnico asignado cambian el estado de la orden.');
      assertUnsigned(row);
      const from = row.status as ServiceOrderStatus;
      if (to === 'done') throw invalid('service_order_invalid_transition', 'Una orden se completa con la firma de quien recibe el trabajo («Firmar y completar»).');
      if (!SERVICE_ORDER_TRANSITIONS[from].includes(to)) {
        throw invalid('service_order_invalid_transition', `Una orden ${SERVICE_ORDER_STATUS_LABELS[from].toLowerCase()} no puede pasar a ${SERVICE_ORDER_STATUS_LABELS[to].toLowerCase()}.`);
      }
      if (!standing.manage && (to === 'cancelled' || from === 'cancelled')) throw forbidden('Solo soporte técnico cancela o reprograma una orden cancelada.');
      const at = now().toISOString();
      if (!(await repository.updateServiceOrder(db, row.id, { status: to }, at, from))) {
        throw invalid('service_order_invalid_transition', 'Alguien más cambió esta orden al mismo tiempo. Vuelve a abrirla.');
      }
      const order = await detail(principal, row.id);
      effects.emit(workOrderOf(order), 'status', at);
      return order;
    },

    async remove(principal: Principal, id: number): Promise<void> {
      const { row, manage } = await access.visible(principal, id);
      if (!manage) throw forbidden('Solo soporte técnico de la empresa elimina órdenes de servicio.');
      if (row.signed_at !== null) throw invalid('service_order_signed', 'Una orden firmada es un comprobante: no se elimina.');
      await repository.deleteServiceOrder(db, row.id);
      effects.emit(workOrderOf(toServiceOrder(row)), 'deleted', now().toISOString());
    },

    /**
     * Completes the order with the receiver's signature: stores the strokes, seals the content
     * (fingerprint) and derives the verification link; from then on the order is frozen.
     */
    async sign(principal: Principal, id: number, input: SignServiceOrderInput): Promise<ServiceOrderDetail> {
      const standing = await access.visible(principal, id);
      const { row } = standing;
      if (!standing.work) throw forbidden('Solo soporte técnico o el técnico asignado toman la firma de recibido.');
      assertUnsigned(row);
      const from = row.status as ServiceOrderStatus;
      if (!SIGNABLE_STATUSES.includes(from)) throw invalid('service_order_invalid_transition', `Una orden ${SERVICE_ORDER_STATUS_LABELS[from].toLowerCase()} no se puede firmar: reprográmala primero.`);
      const signedAt = now().toISOString();
      const strokes = roundStrokes(input.strokes);
      const order = toServiceOrder(row);
      const content: SignedContent = {
        reference: order.reference,
        company_id: order.company_id,
        title: order.title,
        description: order.description,
        location: order.location,
        scheduled_at: order.scheduled_at,
        technician: order.technician?.name ?? null,
        labour_minutes: order.labour_minutes,
        parts: (await repository.partsOf(db, [row.id])).map(toPart),
        receiver_name: input.receiver_name,
        signed_at: signedAt,
        strokes,
      };
      const signed = await repository.updateServiceOrder(
        db,
        row.id,
        {
          status: 'done',
          receiver_name: input.receiver_name,
          signature_strokes: JSON.stringify(strokes),
          signed_at: signedAt,
          signed_by: principal.userId,
          fingerprint: fingerprintOf(content),
          verification_token_hash: tokenHashOf(tokenOf(row.id, signedAt)),
        },
        signedAt,
        from,
      );
      if (!signed) throw invalid('service_order_signed', 'Alguien más cambió o firmó esta orden al mismo tiempo. Vuelve a abrirla.');
      const done = await detail(principal, row.id);
      effects.emit(workOrderOf(done), 'signed', signedAt);
      return done;
    },

    /** What the PDF prints: the order as the caller sees it, its company and the verification link. */
    async printable(principal: Principal, id: number) {
      const standing = await access.visible(principal, id);
      return { order: await detailOf(standing), company: await repository.companyName(db, standing.row.company_id), verificationUrl: verificationUrl(standing.row) };
    },

    /** `GET /public/service-orders/{token}`: a signed order's key data, without a session; anything else 404. */
    async verify(token: string): Promise<ServiceOrderVerification> {
      const row = await repository.findByVerificationHash(db, tokenHashOf(token));
      if (!row || !row.signed_at || !row.fingerprint || !row.receiver_name) throw notFound('No encontramos esa orden de servicio o el enlace de verificación no es válido.');
      return {
        reference: serviceOrderReference(row.number),
        company: row.company_name,
        title: row.title,
        technician: row.technician_id === null ? null : personName(row.technician_name, row.technician_surname),
        receiver_name: row.receiver_name,
        signed_at: row.signed_at,
        fingerprint: row.fingerprint,
      };
    },
  };
}

export type ServiceOrdersService = ReturnType<typeof createServiceOrdersService>;
