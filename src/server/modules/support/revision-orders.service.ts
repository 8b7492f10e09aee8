import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  type ChecklistItem,
  REVISION_ASSET_KIND_LABELS,
  REVISION_ORDERS_PER_PAGE,
  REVISION_RESULT_LABELS,
  REVISION_STATUS_LABELS,
  REVISION_TRANSITIONS,
  type RevisionAssetKind,
  type RevisionOrder,
  type RevisionOrderDetail,
  type RevisionOrderPage,
  type RevisionResult,
  type RevisionServiceOrdersResult,
  type RevisionStatus,
  type createRevisionOrderInputSchema,
  revisionOrderReference,
  type revisionOrderListQuerySchema,
  type updateRevisionItemInputSchema,
  type updateRevisionOrderInputSchema,
} from '../../../shared/contracts/revision-orders';
import type { Database } from '../../db/schema';
import { retryOnUniqueViolation } from '../../db/errors';
import { forbidden, invalid, notFound } from '../../errors';
import { pageFrom, queryWords, searchTextOf } from '../../lib/search-text';
import { type Principal, assertCompanyVisible } from '../../principal';
import { type TenantScope, scopeOf } from '../../tenancy';
import { field } from '../logistics/logistics.common';
import * as repository from './revision-orders.repository';
import type { RevisionOrderEffects, WorkOrderLike } from './work-orders.effects';
import type { TicketAccess } from './tickets.access';

export const REVISION_NOT_FOUND = 'No encontramos esa orden de revisión.';

/**
 * The assets an order inspects, answered by their own modules (wired in app.ts): a unit of the
 * fleet (its kind, bus or truck, and number) or a container (its number), within the scope; null
 * when it is not there.
 */
export interface RevisionAssets {
  unit(scope: TenantScope, id: number): Promise<{ company_id: number; kind: string; label: string } | null>;
  container(scope: TenantScope, id: number): Promise<{ company_id: number; label: string } | null>;
}

/**
 * Makes service orders of a revision order's failed items: the service-orders module's
 * `createFromRevisionItems`, wired in support.service.ts. One per item, idempotent: an item that
 * already has its service order answers that one.
 */
export interface ServiceOrderCreator {
  fromRevisionItems(
    principal: Principal,
    order: RevisionOrderForWork,
    items: { id: number; label: string; section: string | null; note: string | null }[],
  ): Promise<{ revision_item_id: number; service_order_id: number }[]>;
}

interface RevisionOrderForWork {
  id: number;
  company_id: number;
  reference: string;
  asset_kind: string;
  asset_id: number | null;
  asset_label: string;
}

/** What a failed item's service order says: the item as its title, the note as what to fix, the asset as where. */
export function serviceOrderWorkOf(order: RevisionOrderForWork, item: { label: string; section: string | null; note: string | null }) {
  return {
    title: `${order.reference}: ${item.label}`,
    description: [`Falla en la orden de revisión ${order.reference}${item.section ? ` (${item.section})` : ''}.`, item.note].filter(Boolean).join('\n'),
    location: `${REVISION_ASSET_KIND_LABELS[order.asset_kind as RevisionAssetKind]} ${order.asset_label}`,
  };
}

/** Checks that the documents are photos uploaded to this order (files module); answers the ids that are not. */
export type RevisionPhotos = (orderId: number, companyId: number, documentIds: readonly number[]) => Promise<number[]>;

const personName = (name: string | null, surname: string | null) => [name, surname].filter(Boolean).join(' ');
const OPEN: RevisionStatus[] = ['scheduled', 'in_progress'];

/** What the socket event and the inspector's notice need: the inspector is the order's assignee. */
const workOrderOf = (order: RevisionOrder): WorkOrderLike => ({ ...order, assignee_id: order.inspector?.id ?? null, title: `${order.template.name}: ${order.asset.label}` });

function toOrder(row: repository.RevisionOrderRow, progress: RevisionOrder['progress']): RevisionOrder {
  return {
    id: row.id,
    company_id: row.company_id,
    reference: revisionOrderReference(row.number),
    template: { id: row.template_id, name: row.template_name },
    asset: { kind: row.asset_kind as RevisionAssetKind, id: row.asset_id, label: row.asset_label },
    inspector: row.inspector_id === null ? null : { id: row.inspector_id, name: personName(row.inspector_name, row.inspector_surname) },
    scheduled_at: row.scheduled_at,
    status: row.status as RevisionStatus,
    notes: row.notes,
    progress,
    started_at: row.started_at,
    completed_at: row.completed_at,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/**
 * Revision orders: support of the company (tickets.access `isAgent`) creates, edits, moves,
 * cancels and deletes them; the inspector sees and works theirs (answers, start, finish); anyone
 * else — a colleague, another tenant — gets 404. Items are copied from the template at creation.
 */
export function createRevisionOrdersService(deps: {
  db: Kysely<Database>;
  access: Pick<TicketAccess, 'isAgent' | 'agentCompanies' | 'isAssignable'>;
  assets: RevisionAssets;
  photos: RevisionPhotos;
  serviceOrders: ServiceOrderCreator;
  /** Socket events and the inspector's notices. */
  effects: RevisionOrderEffects;
  now: () => Date;
}) {
  const { db, access, assets, photos, serviceOrders, effects, now } = deps;

  /** The order, for support of its company or its inspector; 404 for anyone else. */
  async function visible(principal: Principal, id: number) {
    const row = await repository.findOrder(db, scopeOf(principal), id);
    if (!row) throw notFound(REVISION_NOT_FOUND);
    const manager = await access.isAgent(principal, row.company_id);
    if (!manager && row.inspector_id !== principal.userId) throw notFound(REVISION_NOT_FOUND);
    return { row, manager };
  }

  async function detail(principal: Principal, id: number): Promise<RevisionOrderDetail> {
    const { row, manager } = await visible(principal, id);
    const items = await repository.itemsOf(db, row.id);
    const answered = items.filter((item) => item.result !== null).length;
    const failed = items.filter((item) => item.result === 'fail').length;
    return {
      ...toOrder(row, { total: items.length, answered, failed }),
      items: items.map((item) => ({
        id: item.id,
        position: item.position,
        section: item.section,
        label: item.label,
        hint: item.hint,
        result: item.result as RevisionResult | null,
        note: item.note,
        photos: JSON.parse(item.photos) as number[],
        service_order_id: item.service_order_id,
        answered_at: item.answered_at,
      })),
      can_manage: manager,
    };
  }

  async function checkInspector(companyId: number, inspectorId: number | null | undefined) {
    if (inspectorId == null) return;
    if (!(await access.isAssignable(companyId, inspectorId))) throw invalid('revision_inspector_invalid', 'El inspector debe ser del departamento de soporte técnico de la empresa.', { inspector_id: ['El inspector debe ser del departamento de soporte técnico de la empresa.'] });
  }

  /** The asset's label, once it is a unit of that kind or a container of the company (422 otherwise). */
  async function assetLabel(principal: Principal, companyId: number, kind: RevisionAssetKind, id: number | null | undefined, description: string | null): Promise<string> {
    if (kind === 'equipment') return description!;
    if (kind === 'container') {
      const container = await assets.container(scopeOf(principal), id!);
      if (!container || container.company_id !== companyId) throw field('asset_id', 'No encontramos ese contenedor en la empresa.');
      return container.label;
    }
    const unit = await assets.unit(scopeOf(principal), id!);
    if (!unit || unit.company_id !== companyId || unit.kind !== kind) throw field('asset_id', kind === 'bus' ? 'No encontramos ese autobús en la empresa.' : 'No encontramos ese tractocamión en la empresa.');
    return unit.label;
  }

  function assertOpen(row: repository.RevisionOrderRow) {
    if (!OPEN.includes(row.status as RevisionStatus)) throw invalid('revision_closed', `La orden está ${REVISION_STATUS_LABELS[row.status as RevisionStatus].toLowerCase()}: ya no se modifica.`);
  }

  return {
    get: detail,

    async list(principal: Principal, query: z.output<typeof revisionOrderListQuerySchema>, companyId = query.company_id): Promise<RevisionOrderPage> {
      let companyIds: number[] | null;
      let inspectorIn: number[];
      if (companyId !== undefined) {
        assertCompanyVisible(principal, companyId);
        const manager = await access.isAgent(principal, companyId);
        [companyIds, inspectorIn] = manager ? [[companyId], []] : [[], [companyId]];
      } else {
        const agentOf = await access.agentCompanies(principal);
        const memberOf = scopeOf(principal).companyIds;
        // A super admin (every company: null) sees every order; elsewhere, the orders they inspect.
        companyIds = agentOf;
        inspectorIn = agentOf === null || memberOf === null ? [] : memberOf.filter((id) => !agentOf.includes(id));
      }
      const { rows, total } = await repository.pageOfOrders(
        db,
        scopeOf(principal),
        {
          companyIds,
          inspectorIn,
          inspectorId: principal.userId,
          onlyInspector: query.view === 'mine' ? principal.userId : query.inspector_id,
          status: query.status,
          assetKind: query.asset_kind,
          templateId: query.template_id,
          words: queryWords(query.q),
        },
        REVISION_ORDERS_PER_PAGE,
        (query.page - 1) * REVISION_ORDERS_PER_PAGE,
      );
      const progress = await repository.progressOf(db, rows.map((row) => row.id));
      return pageFrom(
        rows.map((row) => toOrder(row, progress.get(row.id) ?? { total: 0, answered: 0, failed: 0 })),
        total,
        query.page,
        REVISION_ORDERS_PER_PAGE,
      );
    },

    async create(principal: Principal, input: z.output<typeof createRevisionOrderInputSchema>): Promise<RevisionOrderDetail> {
      const companyId = input.company_id ?? (principal.companyIds.length === 1 ? principal.companyIds[0]! : undefined);
      if (companyId === undefined) throw field('company_id', 'Indica la empresa de la orden de revisión.');
      assertCompanyVisible(principal, companyId);
      if (!(await access.isAgent(principal, companyId))) throw forbidden('Solo soporte técnico programa órdenes de revisión.');
      // Support of the company was checked above: the template only has to be this company's.
      const template = await repository.findTemplate(db, scopeOf(principal), input.template_id);
      if (!template || template.company_id !== companyId) throw field('template_id', 'No encontramos esa plantilla en la empresa.');
      if (template.archived_at !== null) throw field('template_id', 'Esa plantilla está archivada: elige otra o restáurala.');
      if (template.asset_kind !== input.asset_kind) throw field('asset_kind', 'La plantilla es para otro tipo de activo.');
      const label = await assetLabel(principal, companyId, input.asset_kind, input.asset_id, input.equipment_description);
      await checkInspector(companyId, input.inspector_id);
      const items = JSON.parse(template.items) as ChecklistItem[];
      const at = now().toISOString();
      // Two orders at once may read the same next number: the unique index refuses the second, which takes the next.
      const id = await retryOnUniqueViolation(() =>
        db.transaction().execute(async (trx) => {
          const number = await repository.nextNumber(trx, companyId);
          const newId = await repository.insertOrder(trx, {
            company_id: companyId,
            number,
            template_id: template.id,
            template_name: template.name,
            asset_kind: input.asset_kind,
            asset_id: input.asset_kind === 'equipment' ? null : input.asset_id!,
            asset_label: label,
            inspector_id: input.inspector_id ?? null,
            scheduled_at: new Date(input.scheduled_at).toISOString(),
            status: 'scheduled',
            notes: input.notes ?? null,
            search_text: searchTextOf(revisionOrderReference(number), String(number), label, template.name),
            started_at: null,
            completed_at: null,
            created_by: principal.userId,
            created_at: at,
            updated_at: at,
          });
          // The snapshot: the order keeps these rows whatever happens to the template later.
          await repository.insertItems(
            trx,
            items.map((item, index) => ({ company_id: companyId, revision_order_id: newId, position: index + 1, section: item.section, label: item.label, hint: item.hint, result: null, note: null, service_order_id: null, answered_by: null, answered_at: null })),
          );
          return newId;
        }),
      );
      const order = await detail(principal, id);
      effects.emit(workOrderOf(order), 'created', at);
      effects.assigned(workOrderOf(order), principal.userId);
      return order;
    },

    async update(principal: Principal, id: number, input: z.output<typeof updateRevisionOrderInputSchema>): Promise<RevisionOrderDetail> {
      const { row, manager } = await visible(principal, id);
      if (!manager) throw forbidden('Solo soporte técnico edita la orden; como inspector, responde la lista de revisión.');
      assertOpen(row);
      if (input.inspector_id !== undefined) await checkInspector(row.company_id, input.inspector_id);
      const at = now().toISOString();
      await repository.updateOrder(
        db,
        row.id,
        {
          ...(input.inspector_id !== undefined ? { inspector_id: input.inspector_id } : {}),
          ...(input.scheduled_at !== undefined ? { scheduled_at: new Date(input.scheduled_at).toISOString() } : {}),
          ...(input.notes !== undefined ? { notes: input.notes } : {}),
        },
        at,
      );
      const order = await detail(principal, row.id);
      // As for service orders: one notice per save, the new inspector's or else the date's.
      const reassigned = input.inspector_id !== undefined && input.inspector_id !== row.inspector_id;
      const rescheduled = input.scheduled_at !== undefined && Date.parse(input.scheduled_at) !== Date.parse(row.scheduled_at);
      effects.emit(workOrderOf(order), reassigned ? 'assignee' : rescheduled ? 'schedule' : 'updated', at, reassigned ? row.inspector_id : null);
      if (reassigned) effects.assigned(workOrderOf(order), principal.userId);
      else if (rescheduled) effects.rescheduled(workOrderOf(order), principal.userId);
      return order;
    },

    async remove(principal: Principal, id: number): Promise<void> {
      const { row, manager } = await visible(principal, id);
      if (!manager) throw forbidden('Solo soporte técnico elimina órdenes de revisión.');
      // A finished inspection is a record: cancel or keep it, never erase it.
      if (row.status === 'done') throw invalid('revision_closed', 'Una orden terminada no se elimina: es el registro de la inspección.');
      if ((await repository.itemsOf(db, row.id)).some((item) => item.service_order_id !== null)) throw invalid('revision_closed', 'La orden ya generó órdenes de servicio: cancélala en lugar de eliminarla.');
      await repository.deleteOrder(db, row.id);
      effects.emit(workOrderOf(toOrder(row, { total: 0, answered: 0, failed: 0 })), 'deleted', now().toISOString());
    },

    /**
     * Moves the order. Done needs every item answered and a note on every failed one; the inspector
     * may start and finish their order, only support cancels it.
     */
    async setStatus(principal: Principal, id: number, status: RevisionStatus): Promise<RevisionOrderDetail> {
      const { row, manager } = await visible(principal, id);
      const from = row.status as RevisionStatus;
      const label = (value: RevisionStatus) => REVISION_STATUS_LABELS[value].toLowerCase();
      if (!REVISION_TRANSITIONS[from].includes(status)) throw invalid('revision_invalid_transition', `Una orden ${label(from)} no puede pasar a ${label(status)}.`);
      if (status === 'cancelled' && !manager) throw forbidden('Solo soporte técnico cancela una orden de revisión.');
      if (status === 'done') {
        const items = await repository.itemsOf(db, row.id);
        const pending = items.filter((item) => item.result === null);
        if (pending.length) throw invalid('revision_incomplete', `Faltan ${pending.length} de ${items.length} puntos por responder (el primero: «${pending[0]!.label}»).`);
        const silent = items.find((item) => item.result === 'fail' && !item.note);
        if (silent) throw invalid('revision_incomplete', `El punto «${silent.label}» falló: escribe una nota que diga qué se encontró.`);
      }
      const at = now().toISOString();
      const stamps = status === 'in_progress' ? { started_at: at } : status === 'done' ? { completed_at: at } : {};
      if (!(await repository.updateOrder(db, row.id, { status, ...stamps }, at, from))) throw invalid('revision_invalid_transition', 'Alguien más cambió esta orden al mismo tiempo. Vuelve a abrirla.');
      const order = await detail(principal, row.id);
      effects.emit(workOrderOf(order), 'status', at);
      return order;
    },

    /** Answers one item. The first answer starts a scheduled order; photos must be documents uploaded to this order. */
    async answerItem(principal: Principal, id: number, itemId: number, input: z.output<typeof updateRevisionItemInputSchema>): Promise<RevisionOrderDetail> {
      const { row } = await visible(principal, id);
      assertOpen(row);
      const item = await repository.findItem(db, row.id, itemId);
      if (!item) throw notFound('No encontramos ese punto en la orden.');
      if (item.service_order_id !== null && input.result !== 'fail') throw field('result', 'Este punto ya generó una orden de servicio: su resultado sigue siendo «Falla».');
      const unknown = await photos(row.id, row.company_id, input.photos);
      if (unknown.length) throw field('photos', `Las fotos deben ser documentos subidos a esta orden (no lo son: ${unknown.join(', ')}).`);
      const at = now().toISOString();
      await db.transaction().execute(async (trx) => {
        await repository.updateItem(trx, row.id, item.id, { result: input.result, note: input.note, photos: JSON.stringify(input.photos), answered_by: input.result === null ? null : principal.userId, answered_at: input.result === null ? null : at });
        if (row.status === 'scheduled' && input.result !== null) await repository.updateOrder(trx, row.id, { status: 'in_progress', started_at: at }, at, 'scheduled');
        else await repository.updateOrder(trx, row.id, {}, at);
      });
      const order = await detail(principal, row.id);
      effects.emit(workOrderOf(order), 'answer', at);
      return order;
    },

    /** "Crear órdenes de servicio": one per failed item, through the service-orders module. */
    async createServiceOrders(principal: Principal, id: number): Promise<RevisionServiceOrdersResult> {
      const { row, manager } = await visible(principal, id);
      if (!manager) throw forbidden('Solo soporte técnico crea órdenes de servicio.');
      if (row.status === 'cancelled') throw invalid('revision_closed', 'La orden está cancelada: no genera órdenes de servicio.');
      const failed = (await repository.itemsOf(db, row.id)).filter((item) => item.result === 'fail');
      if (failed.length === 0) throw invalid('revision_no_failed_items', `Ningún punto tiene el resultado «${REVISION_RESULT_LABELS.fail}»: no hay órdenes de servicio que crear.`);
      const made = await serviceOrders.fromRevisionItems(
        principal,
        { id: row.id, company_id: row.company_id, reference: revisionOrderReference(row.number), asset_kind: row.asset_kind, asset_id: row.asset_id, asset_label: row.asset_label },
        failed.map((item) => ({ id: item.id, label: item.label, section: item.section, note: item.note })),
      );
      // `created`: the item had no service order linked before this click.
      const linkedBefore = new Map(failed.map((item) => [item.id, item.service_order_id]));
      for (const result of made) await repository.linkServiceOrder(db, row.id, result.revision_item_id, result.service_order_id);
      effects.emit(workOrderOf(toOrder(row, { total: 0, answered: 0, failed: 0 })), 'service_orders', now().toISOString());
      return { data: made.map((result) => ({ item_id: result.revision_item_id, service_order_id: result.service_order_id, created: linkedBefore.get(result.revision_item_id) == null })) };
    },

    /** For the files module: may this caller read and add this order's photos (support or its inspector). */
    async mayAccess(principal: Principal, id: number): Promise<boolean> {
      return visible(principal, id).then(
        () => true,
        () => false,
      );
    },

    /** Notices still being sent (tests, shutdown). */
    settled: (timeoutMs?: number) => effects.settled(timeoutMs),

    /** Which company an order in scope belongs to. */
    companyIdOf: async (scope: TenantScope, id: number) => (await repository.findOrder(db, scope, id))?.company_id ?? null,
  };
}

export type RevisionOrdersService = ReturnType<typeof createRevisionOrdersService>;
