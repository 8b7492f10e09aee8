import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { LOGISTICS_PER_PAGE } from '../../../shared/contracts/logistics-common';
import {
  ORDER_KINDS_BY_ROLE,
  ORDER_KIND_LABELS,
  ORDER_STATUS_LABELS,
  ORDER_TRANSITIONS,
  type Order,
  type OrderDetail,
  type OrderKind,
  type OrderPage,
  type OrderStatus,
  type createOrderInputSchema,
  type updateOrderInputSchema,
} from '../../../shared/contracts/logistics-orders';
import { type UnitMovement } from '../../../shared/contracts/logistics-unit-detail';
import { isoNow } from '../../db/database';
import { retryOnUniqueViolation } from '../../db/errors';
import type { Database } from '../../db/schema';
import { AppError, conflict, forbidden, invalid } from '../../errors';
import type { Realtime } from '../../lib/realtime';
import { pageFrom } from '../../lib/search-text';
import { type Principal, assertCanIn, canIn, rolesIn } from '../../principal';
import { type TenantScope, orNotFound, scopeOf } from '../../tenancy';
import type { ContainerLookup } from './orders.ports';
import * as repository from './orders.repository';
import * as waybills from './waybills.repository';
import { type RoutesService, routeRef } from './routes.service';
import { type TerminalsService, terminalRef } from './terminals.service';
import { type UnitsService, driverRef } from './units.service';

export type OrdersService = ReturnType<typeof createOrdersService>;

const NOT_FOUND = 'No encontramos esa orden.';

export const orderFolio = (folioNumber: number) => `ORD-${String(folioNumber).padStart(6, '0')}`;

const userName = (name: string | null, surname: string | null) => [name, surname].filter(Boolean).join(' ');

/** Kinds whose work moves the container by road: they need a unit and a driver before they start. */
const ROAD_KINDS: readonly OrderKind[] = ['delivery', 'transfer'];

/** Planned work the route may fill in: origin and destination come from the route when not sent. */
type PlanInput = Pick<z.output<typeof createOrderInputSchema>, 'origin_terminal_id' | 'destination_terminal_id' | 'route_id' | 'unit_id' | 'driver_id' | 'scheduled_at' | 'notes'>;

/** Whether the caller may carry out (start, complete, report on) an order of this kind. */
function mayWorkOn(principal: Principal, companyId: number, kind: OrderKind): boolean {
  // Whoever may approve orders works on any of them; yard roles only on the kinds of their work.
  if (canIn(principal, companyId, 'orders.approve')) return true;
  return rolesIn(principal, companyId).some((role) => (ORDER_KINDS_BY_ROLE as Record<string, readonly OrderKind[]>)[role]?.includes(kind));
}

export function createOrdersService(deps: {
  db: Kysely<Database>;
  containers: ContainerLookup;
  terminals: TerminalsService;
  routes: RoutesService;
  units: UnitsService;
  realtime: Realtime;
}) {
  const { db, containers, terminals, routes, units, realtime } = deps;

  /** The order if the caller's companies hold it (404 otherwise), once `action` is allowed in its company. */
  async function orderFor(principal: Principal, id: number, action: 'orders.read' | 'waybills.read' | 'waybills.create') {
    const row = orNotFound(await repository.findOrder(db, scopeOf(principal), id), NOT_FOUND);
    assertCanIn(principal, row.company_id, action);
    return row;
  }

  /** Orders as the API shows them: terminals, routes, units and drivers read once per page. */
  async function toOrders(scope: TenantScope, rows: repository.OrderRow[], containerNumbers: Map<number, string>): Promise<Order[]> {
    const present = (ids: (number | null)[]) => ids.filter((id): id is number => id !== null);
    const [places, roads, trucks, drivers] = await Promise.all([
      terminals.byIds(scope, present(rows.flatMap((row) => [row.origin_terminal_id, row.destination_terminal_id]))),
      routes.byIds(scope, present(rows.map((row) => row.route_id))),
      units.byIds(scope, present(rows.map((row) => row.unit_id))),
      units.driversByIds(scope, [...new Set(present(rows.map((row) => row.driver_id)))]),
    ]);
    const terminalById = new Map(places.map((row) => [row.id, terminalRef(row)]));
    const routeById = new Map(roads.map((row) => [row.id, routeRef(row)]));
    const unitById = new Map(trucks.map((row) => [row.id, { id: row.id, number: row.number, plates: row.plates }]));
    return rows.map((row) => {
      const driver = row.driver_id !== null ? drivers.get(row.driver_id) : undefined;
      return {
        id: row.id,
        company_id: row.company_id,
        folio: orderFolio(row.folio_number),
        kind: row.kind as OrderKind,
        status: row.status as OrderStatus,
        container: { id: row.container_id, number: containerNumbers.get(row.container_id) ?? '' },
        origin: row.origin_terminal_id !== null ? (terminalById.get(row.origin_terminal_id) ?? null) : null,
        destination: row.destination_terminal_id !== null ? (terminalById.get(row.destination_terminal_id) ?? null) : null,
        route: row.route_id !== null ? (routeById.get(row.route_id) ?? null) : null,
        unit: row.unit_id !== null ? (unitById.get(row.unit_id) ?? null) : null,
        driver: driver ? driverRef(driver) : null,
        scheduled_at: row.scheduled_at,
        notes: row.notes,
        update_report: row.update_report,
        requested_by: row.requested_by !== null ? { id: row.requested_by, full_name: userName(row.requested_by_name, row.requested_by_surname) } : null,
        started_at: row.started_at,
        completed_at: row.completed_at,
        waybills_count: row.waybills_count,
        created_at: row.created_at,
        updated_at: row.updated_at,
      };
    });
  }

  /** Container numbers through the containers module (one read per distinct container). */
  async function numbersOf(principal: Principal, containerIds: number[]): Promise<Map<number, string>> {
    const numbers = new Map<number, string>();
    for (const id of new Set(containerIds)) {
      try {
        numbers.set(id, (await containers.getForPrincipal(principal, id)).number);
      } catch (error) {
        // A container the caller cannot see (another tenant's, on a unit page) shows no number.
        if (!(error instanceof AppError && error.status === 404)) throw error;
      }
    }
    return numbers;
  }

  async function detail(principal: Principal, row: repository.OrderRow): Promise<OrderDetail> {
    const scope = scopeOf(principal);
    const [[order], updates] = await Promise.all([toOrders(scope, [row], await numbersOf(principal, [row.container_id])), repository.updatesOf(db, scope, row.id)]);
    return {
      ...order!,
      updates: updates.map((update) => ({
        id: update.id,
        from_status: update.from_status as OrderStatus | null,
        to_status: update.to_status as OrderStatus,
        update_report: update.update_report,
        user: update.user_id !== null ? { id: update.user_id, full_name: userName(update.user_name, update.user_surname) } : null,
        created_at: update.created_at,
      })),
    };
  }

  /**
   * The plan's links, each checked to be the company's (a 422 naming the field otherwise); a
   * route fills origin and destination that were not given.
   */
  async function checkPlan(scope: TenantScope, companyId: number, plan: PlanInput) {
    const values: Partial<Record<'origin_terminal_id' | 'destination_terminal_id' | 'route_id' | 'unit_id' | 'driver_id', number | null>> = {};
    if (plan.route_id != null) {
      const route = await routes.routeOf(scope, companyId, plan.route_id);
      if (plan.origin_terminal_id === undefined) values.origin_terminal_id = route.origin_terminal_id;
      if (plan.destination_terminal_id === undefined) values.destination_terminal_id = route.destination_terminal_id;
    }
    if (plan.origin_terminal_id != null) await terminals.terminalOf(scope, companyId, plan.origin_terminal_id, 'origin_terminal_id', 'La terminal de origen');
    if (plan.destination_terminal_id != null) await terminals.terminalOf(scope, companyId, plan.destination_terminal_id, 'destination_terminal_id', 'La terminal de destino');
    if (plan.unit_id != null) {
      const unit = await units.unitOf(scope, companyId, plan.unit_id);
      if (unit.status !== 'active') {
        const message = `La unidad ${unit.number} no está en servicio.`;
        throw invalid('validation_failed', message, { unit_id: [message] });
      }
    }
    if (plan.driver_id != null) await units.driverOf(scope, companyId, plan.driver_id);
    for (const key of ['origin_terminal_id', 'destination_terminal_id', 'route_id', 'unit_id', 'driver_id'] as const) {
      if (plan[key] !== undefined) values[key] = plan[key];
    }
    return values;
  }

  const iso = (value: string | null | undefined) => (value == null ? value : new Date(value).toISOString());

  function emit(row: { id: number; company_id: number; container_id: number; folio_number: number; kind: string }, status: OrderStatus, from: OrderStatus | null, report: string | null, userId: number) {
    realtime.emitToCompany(row.company_id, 'order.changed', {
      id: row.id,
      company_id: row.company_id,
      container_id: row.container_id,
      folio: orderFolio(row.folio_number),
      kind: row.kind as OrderKind,
      status,
      from_status: from,
      update_report: report,
      user_id: userId,
      at: isoNow(),
    });
  }

  return {
    /** `POST /containers/{id}/orders`: a new order, requested. */
    async create(principal: Principal, containerId: number, input: z.output<typeof createOrderInputSchema>): Promise<OrderDetail> {
      const container = await containers.getForPrincipal(principal, containerId);
      assertCanIn(principal, container.company_id, 'orders.create');
      const plan = await checkPlan(scopeOf(principal), container.company_id, input);
      const report = input.notes ?? 'Orden solicitada.';
      // Two orders of the company may take the same folio at once: the loser takes the next one.
      const id = await retryOnUniqueViolation(() =>
        db.transaction().execute(async (trx) => {
          const now = isoNow();
          const folioNumber = await repository.nextOrderFolio(trx, container.company_id);
          const id = await repository.insertOrder(
            trx,
            {
              company_id: container.company_id,
              container_id: container.id,
              folio_number: folioNumber,
              kind: input.kind,
              status: 'requested',
              origin_terminal_id: plan.origin_terminal_id ?? null,
              destination_terminal_id: plan.destination_terminal_id ?? null,
              route_id: plan.route_id ?? null,
              unit_id: plan.unit_id ?? null,
              driver_id: plan.driver_id ?? null,
              scheduled_at: iso(input.scheduled_at) ?? null,
              notes: input.notes ?? null,
              update_report: report,
              requested_by: principal.userId,
              started_at: null,
              completed_at: null,
            },
            now,
          );
          await repository.insertUpdate(trx, { company_id: container.company_id, order_id: id, from_status: null, to_status: 'requested', update_report: report, user_id: principal.userId }, now);
          return id;
        }),
      );
      const row = (await repository.findOrder(db, scopeOf(principal), id))!;
      await containers.recordHistory({
        containerId: container.id,
        companyId: container.company_id,
        kind: 'order',
        notes: `Orden ${orderFolio(row.folio_number)} (${ORDER_KIND_LABELS[input.kind]}) solicitada.`,
        userId: principal.userId,
      });
      emit(row, 'requested', null, report, principal.userId);
      return await detail(principal, row);
    },

    /** `GET /containers/{id}/orders?page&status`, newest first. */
    async listOfContainer(principal: Principal, containerId: number, query: { page: number; status?: OrderStatus | undefined }): Promise<OrderPage> {
      const container = await containers.getForPrincipal(principal, containerId);
      assertCanIn(principal, container.company_id, 'orders.read');
      const scope = scopeOf(principal);
      const { rows, total } = await repository.pageOfContainer(db, scope, container.id, query.status, LOGISTICS_PER_PAGE, (query.page - 1) * LOGISTICS_PER_PAGE);
      return pageFrom(await toOrders(scope, rows, new Map([[container.id, container.number]])), total, query.page, LOGISTICS_PER_PAGE);
    },

    async get(principal: Principal, id: number): Promise<OrderDetail> {
      return detail(principal, await orderFor(principal, id, 'orders.read'));
    },

    /**
     * `PUT /orders/{id}`: a report, and optionally a status change (ORDER_TRANSITIONS) and plan
     * edits. Approving, rejecting and cancelling take orders.approve; starting and completing
     * take orders.progress for the order's kind; editing the plan takes orders.create. Closed
     * orders (completed, rejected, cancelled) take nothing more.
     */
    async update(principal: Principal, id: number, input: z.output<typeof updateOrderInputSchema>): Promise<OrderDetail> {
      const row = await orderFor(principal, id, 'orders.read');
      const from = row.status as OrderStatus;
      const kind = row.kind as OrderKind;
      const to = input.status ?? from;
      const { update_report: report, status: _status, ...planInput } = input;
      const planChanged = Object.entries(planInput).some(([key, value]) => {
        if (value === undefined) return false;
        const current = (row as Record<string, unknown>)[key];
        return key === 'scheduled_at' ? iso(value as string | null) !== current : value !== current;
      });

      // Permissions first (403), then whether the order may move (409).
      if (to !== from && (to === 'approved' || to === 'rejected' || to === 'cancelled')) assertCanIn(principal, row.company_id, 'orders.approve');
      if (planChanged) assertCanIn(principal, row.company_id, 'orders.create');
      if ((to !== from && (to === 'in_progress' || to === 'completed')) || (to === from && !planChanged)) {
        assertCanIn(principal, row.company_id, 'orders.progress');
        if (!mayWorkOn(principal, row.company_id, kind)) throw forbidden(`Las órdenes de ${ORDER_KIND_LABELS[kind].toLowerCase()} no son de tu área.`);
      }

      if (ORDER_TRANSITIONS[from].length === 0) {
        throw conflict('order_closed', `La orden ${orderFolio(row.folio_number)} ya está ${ORDER_STATUS_LABELS[from].toLowerCase()}; no admite cambios.`);
      }
      if (to !== from && !ORDER_TRANSITIONS[from].includes(to)) {
        const allowed = ORDER_TRANSITIONS[from].map((status) => ORDER_STATUS_LABELS[status].toLowerCase()).join(', ');
        throw new AppError(
          'order_invalid_transition',
          `Una orden ${ORDER_STATUS_LABELS[from].toLowerCase()} no puede pasar a ${ORDER_STATUS_LABELS[to].toLowerCase()}; puede pasar a: ${allowed}.`,
          409,
          { from, to, allowed: ORDER_TRANSITIONS[from] },
        );
      }

      const plan = planChanged ? await checkPlan(scopeOf(principal), row.company_id, planInput) : {};
      const next = { ...row, ...plan };
      if (to === 'in_progress' && to !== from && ROAD_KINDS.includes(kind)) {
        const errors: Record<string, string[]> = {};
        if (next.unit_id === null) errors.unit_id = ['Asigna una unidad antes de iniciar la orden.'];
        if (next.driver_id === null) errors.driver_id = ['Asigna un chofer antes de iniciar la orden.'];
        if (next.origin_terminal_id === null) errors.origin_terminal_id = ['Indica la terminal de origen antes de iniciar la orden.'];
        if (next.destination_terminal_id === null) errors.destination_terminal_id = ['Indica la terminal de destino antes de iniciar la orden.'];
        if (Object.keys(errors).length) {
          throw new AppError('order_not_ready', `Una orden de ${ORDER_KIND_LABELS[kind].toLowerCase()} necesita unidad, chofer, origen y destino para iniciar.`, 422, { errors });
        }
      }

      const now = isoNow();
      const written = await db.transaction().execute(async (trx) => {
        const ok = await repository.updateOrder(
          trx,
          id,
          from,
          {
            ...plan,
            ...(planInput.scheduled_at !== undefined ? { scheduled_at: iso(planInput.scheduled_at) ?? null } : {}),
            ...(planInput.notes !== undefined ? { notes: planInput.notes } : {}),
            status: to,
            update_report: report,
            ...(to === 'in_progress' && from !== to ? { started_at: now } : {}),
            ...(to === 'completed' && from !== to ? { completed_at: now } : {}),
          },
          now,
        );
        if (ok) await repository.insertUpdate(trx, { company_id: row.company_id, order_id: id, from_status: from, to_status: to, update_report: report, user_id: principal.userId }, now);
        return ok;
      });
      if (!written) throw conflict('conflict', 'Alguien más cambió esta orden al mismo tiempo. Vuelve a cargarla e intenta de nuevo.');
      if (to !== from) {
        await containers.recordHistory({
          containerId: row.container_id,
          companyId: row.company_id,
          kind: 'order',
          notes: `Orden ${orderFolio(row.folio_number)} (${ORDER_KIND_LABELS[kind]}): ${ORDER_STATUS_LABELS[from].toLowerCase()} → ${ORDER_STATUS_LABELS[to].toLowerCase()}. ${report}`,
          userId: principal.userId,
        });
      }
      emit(row, to, from, report, principal.userId);
      return detail(principal, (await repository.findOrder(db, scopeOf(principal), id))!);
    },

    /** The order a waybill call names: 404 outside the caller's companies, 403 without `action` in its company. */
    orderFor,
    orderFolio,

    /** The unit page's movements: its 50 latest orders with their waybills' folios. */
    async movementsOfUnit(principal: Principal, unitId: number): Promise<UnitMovement[]> {
      const scope = scopeOf(principal);
      const rows = await repository.latestOfUnit(db, scope, unitId, 50);
      if (rows.length === 0) return [];
      const [orders, folios] = await Promise.all([
        toOrders(scope, rows, await numbersOf(principal, rows.map((row) => row.container_id))),
        waybills.waybillFoliosOf(
          db,
          scope,
          rows.map((row) => row.id),
        ),
      ]);
      return orders.map((order) => ({
        order_id: order.id,
        order_folio: order.folio,
        kind: order.kind,
        status: order.status,
        container: order.container,
        origin: order.origin,
        destination: order.destination,
        driver: order.driver,
        scheduled_at: order.scheduled_at,
        started_at: order.started_at,
        completed_at: order.completed_at,
        waybills: folios.filter((folio) => folio.container_order_id === order.id).map((folio) => ({ id: folio.id, folio: folio.folio })),
        updated_at: order.updated_at,
      }));
    },
  };
}
