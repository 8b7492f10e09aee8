import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  type Container,
  type ContainerChangedEvent,
  type ContainerPage,
  type ContainerStatus,
  type Dashboard,
  DWELL_BUCKETS,
  type HistoryEntry,
  type HistoryKind,
  type HistoryPage,
  HISTORY_PER_PAGE,
  HOLD_KINDS,
  HOLD_LABELS,
  type HoldKind,
  LOCATIONS_PER_PAGE,
  type LocationPage,
  MOVEMENT_LABELS,
  MOVEMENT_RULES,
  type MovementResult,
  type MovementType,
  VESSEL_CALLS_PER_PAGE,
  type VesselCall,
  type VesselCallDetail,
  type VesselCallPage,
  type YardPosition,
  YARD_BLOCK_CAPACITY,
  type containerListQuerySchema,
  type createContainerInputSchema,
  type createVesselCallInputSchema,
  type dashboardQuerySchema,
  type holdsInputSchema,
  isReeferType,
  type locationInputSchema,
  type movementInputSchema,
  type updateContainerInputSchema,
  type updateVesselCallInputSchema,
  type vesselCallListQuerySchema,
} from '../../../shared/contracts/containers';
import { normalizeContainerNumber } from '../../../shared/iso6346';
import type { Action } from '../../../shared/permissions';
import { type Dialect, isoNow } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import type { Database } from '../../db/schema';
import { AppError, conflict, invalid, notFound } from '../../errors';
import type { Realtime } from '../../lib/realtime';
import { pageFrom } from '../../lib/search-text';
import { type Principal, assertCan, assertCompanyVisible, canSeeCompany } from '../../principal';
import * as repository from './containers.repository';
import type { ContainerRow } from './containers.repository';

export type ContainersService = ReturnType<typeof createContainersService>;

type CreateInput = z.output<typeof createContainerInputSchema>;
type UpdateInput = z.output<typeof updateContainerInputSchema>;
type MovementInput = z.output<typeof movementInputSchema>;
type ListQuery = z.output<typeof containerListQuerySchema>;

const containerNotFound = () => notFound('No encontramos ese contenedor.');
const callNotFound = () => notFound('No encontramos ese arribo de buque.');

/** Who may perform each movement (spec §6 roles, see permissions.ts). */
const MOVEMENT_ACTION: Record<MovementType, Action> = {
  gate_in: 'containers.gate',
  gate_out: 'containers.gate',
  discharge: 'containers.crane',
  load: 'containers.crane',
  yard_move: 'containers.crane',
  inspection: 'containers.inspect',
};

const STATUS_LABELS: Record<ContainerStatus, string> = {
  announced: 'anunciado',
  in_yard: 'en patio',
  on_vessel: 'a bordo',
  gated_out: 'fuera de la terminal',
};

/** "A-12-03-2" ↔ position: how history rows keep positions. */
export function positionText(position: YardPosition | null): string | null {
  if (!position) return null;
  return `${position.block}-${String(position.bay).padStart(2, '0')}-${String(position.row).padStart(2, '0')}-${position.tier}`;
}

export function positionFromText(text: string | null): YardPosition | null {
  if (!text) return null;
  const [block, bay, row, tier] = text.split('-');
  if (!block || !bay || !row || !tier) return null;
  return { block, bay: Number(bay), row: Number(row), tier: Number(tier) };
}

function positionOf(row: { block: string | null; bay: number | null; row: number | null; tier: number | null }): YardPosition | null {
  if (row.block === null || row.bay === null || row.row === null || row.tier === null) return null;
  return { block: row.block, bay: row.bay, row: row.row, tier: row.tier };
}

const lineKeyOf = (line: string) => line.trim().toUpperCase();
const vesselKeyOf = (name: string) => name.trim().toUpperCase();

function parseSeals(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.map(String) : [];
  } catch {
    return [];
  }
}

export function toContainer(row: ContainerRow): Container {
  return {
    id: row.id,
    company_id: row.company_id,
    number: row.number,
    iso_type: row.iso_type,
    load_status: row.load_status as Container['load_status'],
    category: row.category as Container['category'],
    shipping_line: row.shipping_line,
    seals: parseSeals(row.seals),
    gross_weight_kg: row.gross_weight_kg === null ? null : Number(row.gross_weight_kg),
    hazardous_class: row.hazardous_class,
    reefer_temperature_c: row.reefer_temperature_c === null ? null : Number(row.reefer_temperature_c),
    holds: { customs: row.hold_customs === 1, line: row.hold_line === 1, damage: row.hold_damage === 1 },
    position: row.status === 'in_yard' ? positionOf(row) : null,
    status: row.status as ContainerStatus,
    vessel_call_id: row.vessel_call_id,
    vessel_call: row.vessel_call_id !== null && row.call_vessel_name !== null ? { id: row.vessel_call_id, vessel_name: row.call_vessel_name, voyage: row.call_voyage ?? '' } : null,
    notes: row.notes,
    arrived_at: row.arrived_at,
    departed_at: row.departed_at,
    last_movement_at: row.last_movement_at,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

const userName = (name: string | null, surname: string | null) => [name, surname].filter(Boolean).join(' ');

function toHistoryEntry(row: repository.HistoryRow): HistoryEntry {
  return {
    id: row.id,
    container_id: row.container_id,
    kind: row.kind as HistoryKind,
    from_status: row.from_status as ContainerStatus | null,
    to_status: row.to_status as ContainerStatus | null,
    from_position: positionFromText(row.from_position),
    to_position: positionFromText(row.to_position),
    vessel_call_id: row.vessel_call_id,
    notes: row.notes,
    user: row.user_id !== null ? { id: row.user_id, name: userName(row.user_name, row.user_surname) } : null,
    occurred_at: row.occurred_at,
  };
}

function callStatus(row: repository.CallRow): VesselCall['status'] {
  if (row.atd) return 'departed';
  if (row.ata) return 'at_berth';
  return 'expected';
}

const mexicoDate = (iso: string) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(new Date(iso));

/** A tenant's container data, what create and the bulk upload write. */
export interface ContainerData {
  number: string;
  iso_type: string;
  load_status: string;
  category: string;
  shipping_line: string;
  seals: string[];
  gross_weight_kg: number | null;
  hazardous_class: string | null;
  reefer_temperature_c: number | null;
}

/**
 * Containers: records, movements by the state machine (MOVEMENT_RULES in the contract), holds,
 * history, locations, vessel calls, search and the dashboard. Every change is pushed to the
 * company room as `container.changed`.
 */
export function createContainersService(deps: { db: Kysely<Database>; dialect: Dialect; realtime: Realtime }) {
  const { db, dialect, realtime } = deps;

  /**
   * The company a request works in: the one asked for (which must be the caller's, else 404), or
   * the caller's first company. A super admin with no company of their own must name one.
   */
  function companyFor(principal: Principal, requested: number | null | undefined): number {
    if (requested) {
      assertCompanyVisible(principal, requested);
      return requested;
    }
    const first = principal.companyIds[0];
    if (first === undefined) throw invalid('validation_failed', 'Indica la empresa (company_id).', { company_id: ['Indica la empresa.'] });
    return first;
  }

  /** The container if the caller's tenant owns it; another tenant's container does not exist. */
  async function visibleRow(principal: Principal, id: number): Promise<ContainerRow> {
    const row = await repository.findContainer(db, id);
    if (!row || !canSeeCompany(principal, row.company_id)) throw containerNotFound();
    return row;
  }

  function emit(row: ContainerRow | repository.ContainerRow, change: ContainerChangedEvent['change'], movement: MovementType | null = null) {
    const container = toContainer(row);
    realtime.emitToCompany(row.company_id, 'container.changed', {
      id: container.id,
      company_id: container.company_id,
      number: container.number,
      change,
      movement,
      status: container.status,
      position: container.position,
      holds: container.holds,
      at: isoNow(),
    });
  }

  async function assertCallOfCompany(companyId: number, callId: number | null | undefined) {
    if (!callId) return;
    const call = await repository.findCall(db, callId);
    if (!call || call.company_id !== companyId) {
      throw invalid('validation_failed', 'Ese arribo de buque no existe en la empresa.', { vessel_call_id: ['Ese arribo no existe en la empresa.'] });
    }
  }

  function numberTaken(number: string) {
    return new AppError('container_number_taken', `Ya existe el contenedor ${number} en la empresa.`, 409, { errors: { number: [`Ya existe el contenedor ${number}.`] } });
  }

  async function write<T>(work: (trx: repository.Db) => Promise<T>): Promise<T> {
    return db.transaction().execute(work);
  }

  async function historyEntry(trx: repository.Db, id: number) {
    return toHistoryEntry(await repository.findHistoryEntry(trx, id));
  }

  const service = {
    companyFor,

    /** The tenant of a container (other modules: orders, waybills); undefined if it does not exist. */
    companyIdOf: (containerId: number) => repository.companyIdOf(db, containerId),

    /** The container as the caller may see it: 404 across tenants. No role check (callers add theirs). */
    async getForPrincipal(principal: Principal, id: number): Promise<Container> {
      return toContainer(await visibleRow(principal, id));
    },

    async get(principal: Principal, id: number): Promise<Container> {
      const row = await visibleRow(principal, id);
      assertCan(principal, 'containers.read');
      return toContainer(row);
    },

    async list(principal: Principal, query: ListQuery): Promise<ContainerPage> {
      const companyId = companyFor(principal, query.company_id);
      assertCan(principal, 'containers.read');
      const filter: repository.ContainerFilter = {
        companyId,
        status: query.status,
        loadStatus: query.load_status,
        category: query.category,
        lineKey: query.shipping_line ? lineKeyOf(query.shipping_line) : undefined,
        vesselCallId: query.vessel_call_id,
        vesselKey: query.vessel ? vesselKeyOf(query.vessel) : undefined,
        block: query.block || undefined,
        onHold: query.on_hold,
        sort: query.sort,
      };
      // A run of 4+ digits is read off a door or a document: anywhere in the number. Anything
      // else is the start of a number as typed ("MSCU12", "mscu 12").
      const q = normalizeContainerNumber(query.q);
      if (/^\d{4,7}$/.test(q)) filter.digits = q;
      else if (q) filter.numberPrefix = q;
      const { rows, total } = await repository.listContainers(db, filter, query.per_page, (query.page - 1) * query.per_page);
      return pageFrom(rows.map(toContainer), total, query.page, query.per_page);
    },

    async create(principal: Principal, input: CreateInput): Promise<Container> {
      const companyId = companyFor(principal, input.company_id);
      assertCan(principal, 'containers.manage');
      await assertCallOfCompany(companyId, input.vessel_call_id);
      const now = isoNow();
      try {
        const id = await write(async (trx) => {
          const id = await repository.insertContainer(trx, {
            company_id: companyId,
            number: input.number,
            iso_type: input.iso_type,
            load_status: input.load_status,
            category: input.category,
            shipping_line: input.shipping_line,
            line_key: lineKeyOf(input.shipping_line),
            seals: JSON.stringify(input.seals),
            gross_weight_kg: input.gross_weight_kg ?? null,
            hazardous_class: input.hazardous_class ?? null,
            reefer_temperature_c: input.reefer_temperature_c ?? null,
            status: 'announced',
            vessel_call_id: input.vessel_call_id ?? null,
            notes: input.notes ?? null,
            created_at: now,
            updated_at: now,
          });
          await repository.insertHistory(trx, {
            company_id: companyId,
            container_id: id,
            kind: 'created',
            to_status: 'announced',
            user_id: principal.userId,
            occurred_at: now,
            notes: null,
          });
          return id;
        });
        const row = (await repository.findContainer(db, id))!;
        emit(row, 'created');
        return toContainer(row);
      } catch (error) {
        if (isUniqueViolation(error)) throw numberTaken(input.number);
        throw error;
      }
    },

    async update(principal: Principal, id: number, input: UpdateInput): Promise<Container> {
      const before = await visibleRow(principal, id);
      assertCan(principal, 'containers.manage');
      const isoType = input.iso_type ?? before.iso_type;
      const temperature = input.reefer_temperature_c === undefined ? before.reefer_temperature_c : input.reefer_temperature_c;
      if (temperature !== null && !isReeferType(isoType)) {
        throw invalid('validation_failed', 'Solo los contenedores refrigerados (tipo R) llevan temperatura.', {
          reefer_temperature_c: ['Solo los contenedores refrigerados (tipo R, como 22R1 o 45R1) llevan temperatura.'],
        });
      }
      await assertCallOfCompany(before.company_id, input.vessel_call_id);
      const values = {
        ...(input.number !== undefined && { number: input.number }),
        ...(input.iso_type !== undefined && { iso_type: input.iso_type }),
        ...(input.load_status !== undefined && { load_status: input.load_status }),
        ...(input.category !== undefined && { category: input.category }),
        ...(input.shipping_line !== undefined && { shipping_line: input.shipping_line, line_key: lineKeyOf(input.shipping_line) }),
        ...(input.seals !== undefined && { seals: JSON.stringify(input.seals) }),
        ...(input.gross_weight_kg !== undefined && { gross_weight_kg: input.gross_weight_kg }),
        ...(input.hazardous_class !== undefined && { hazardous_class: input.hazardous_class }),
        ...(input.reefer_temperature_c !== undefined && { reefer_temperature_c: input.reefer_temperature_c }),
        ...(input.vessel_call_id !== undefined && { vessel_call_id: input.vessel_call_id }),
        ...(input.notes !== undefined && { notes: input.notes }),
      };
      const changed = Object.keys(values).filter((key) => key !== 'line_key');
      if (changed.length === 0) return toContainer(before);
      const now = isoNow();
      const numberChanged = input.number !== undefined && input.number !== before.number;
      try {
        await write(async (trx) => {
          await repository.updateContainer(trx, id, { ...values, updated_at: now }, numberChanged ? { companyId: before.company_id, number: input.number! } : undefined);
          await repository.insertHistory(trx, {
            company_id: before.company_id,
            container_id: id,
            kind: 'updated',
            user_id: principal.userId,
            occurred_at: now,
            notes: `Datos editados: ${changed.join(', ')}`.slice(0, 1000),
          });
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw numberTaken(input.number!);
        throw error;
      }
      const row = (await repository.findContainer(db, id))!;
      emit(row, 'updated');
      return toContainer(row);
    },

    async remove(principal: Principal, id: number): Promise<void> {
      const row = await visibleRow(principal, id);
      assertCan(principal, 'containers.delete');
      await write((trx) => repository.deleteContainer(trx, id));
      emit(row, 'deleted');
    },

    /**
     * A movement by the state machine: the role for its type, the statuses it starts from, no
     * hold on a departure, a free slot when it places the container. Writes the container, one
     * history entry and the location change in one transaction, then tells the company room.
     */
    async move(principal: Principal, id: number, input: MovementInput): Promise<MovementResult> {
      const visible = await visibleRow(principal, id);
      assertCan(principal, MOVEMENT_ACTION[input.type]);
      const rule = MOVEMENT_RULES[input.type];
      const label = MOVEMENT_LABELS[input.type];
      if (rule.needsPosition && !input.position) {
        throw invalid('validation_failed', `${label}: indica la posición en el patio (bloque, bahía, fila y estiba).`, { position: ['Indica la posición en el patio.'] });
      }
      const callId = input.vessel_call_id ?? null;
      await assertCallOfCompany(visible.company_id, callId);
      const now = isoNow();
      const occurredAt = input.occurred_at ? new Date(input.occurred_at).toISOString() : now;
      if (occurredAt > isoNow(300)) {
        throw invalid('validation_failed', 'La fecha del movimiento no puede estar en el futuro.', { occurred_at: ['La fecha no puede estar en el futuro.'] });
      }
      let entryId: number;
      try {
        entryId = await write(async (trx) => {
          const current = (await repository.findContainerForUpdate(trx, id, dialect === 'postgres'))!;
          const status = current.status as ContainerStatus;
          if (!rule.from.includes(status)) {
            const allowed = rule.from.map((from) => STATUS_LABELS[from]).join(' o ');
            throw conflictMovement(`${label} no es posible: el contenedor ${current.number} está ${STATUS_LABELS[status]}; debe estar ${allowed}.`);
          }
          if (rule.departure) {
            const held = HOLD_KINDS.filter((kind) => current[`hold_${kind}`] === 1);
            if (held.length) {
              throw new AppError(
                'container_on_hold',
                `${label} bloqueada: el contenedor ${current.number} tiene retención de ${held.map((kind) => HOLD_LABELS[kind].toLowerCase()).join(', ')}. Libera la retención antes de que salga.`,
                409,
                { holds: held },
              );
            }
          }
          const fromPosition = status === 'in_yard' ? positionOf(current) : null;
          let toPosition: YardPosition | null = fromPosition;
          if (rule.needsPosition) toPosition = input.position!;
          if (rule.to && rule.to !== 'in_yard') toPosition = null;
          if (input.type === 'yard_move' && positionText(fromPosition) === positionText(toPosition)) {
            throw invalid('validation_failed', 'El contenedor ya está en esa posición.', { position: ['Elige una posición distinta de la actual.'] });
          }
          if (toPosition && positionText(toPosition) !== positionText(fromPosition)) {
            const occupant = await repository.occupantOf(trx, current.company_id, toPosition);
            if (occupant && occupant.id !== id) throw positionOccupied(toPosition, occupant.number);
          }
          const toStatus = rule.to ?? status;
          const values = {
            status: toStatus,
            block: toPosition?.block ?? null,
            bay: toPosition?.bay ?? null,
            row: toPosition?.row ?? null,
            tier: toPosition?.tier ?? null,
            last_movement_at: occurredAt,
            updated_at: now,
            ...(rule.to === 'in_yard' && status !== 'in_yard' && { arrived_at: occurredAt, departed_at: null }),
            ...(rule.departure && { departed_at: occurredAt }),
            ...(callId !== null && { vessel_call_id: callId }),
            ...(input.type === 'inspection' && input.damage === true && { hold_damage: 1 }),
          };
          if (!(await repository.updateContainerFrom(trx, id, status, values))) {
            throw conflictMovement('El contenedor cambió mientras se registraba el movimiento. Vuelve a intentarlo.');
          }
          if (positionText(toPosition) !== positionText(fromPosition)) {
            await repository.closeLocation(trx, id, occurredAt);
            if (toPosition) {
              await repository.insertLocation(trx, { company_id: current.company_id, container_id: id, ...toPosition, since: occurredAt, user_id: principal.userId });
            }
          }
          if (callId !== null && (input.type === 'discharge' || input.type === 'load')) {
            await repository.addToCallList(trx, callId, input.type === 'discharge' ? 'discharge' : 'load', id);
          }
          return repository.insertHistory(trx, {
            company_id: current.company_id,
            container_id: id,
            kind: input.type,
            from_status: status,
            to_status: toStatus === status ? null : toStatus,
            from_position: positionText(fromPosition),
            to_position: positionText(toPosition),
            vessel_call_id: callId ?? (input.type === 'discharge' || input.type === 'load' ? current.vessel_call_id : null),
            notes: [input.notes, input.type === 'inspection' && input.damage ? 'Daño encontrado: retención por daño.' : null].filter(Boolean).join(' ') || null,
            user_id: principal.userId,
            occurred_at: occurredAt,
          });
        });
      } catch (error) {
        // Two clerks placing containers in one slot at once: the unique slot index decides.
        if (isUniqueViolation(error) && input.position) throw positionOccupied(input.position, null);
        throw error;
      }
      const row = (await repository.findContainer(db, id))!;
      emit(row, 'movement', input.type);
      return { container: toContainer(row), entry: await historyEntry(db, entryId) };
    },

    /** `POST /locations`: a yard move to the slot given. */
    async place(principal: Principal, id: number, input: z.output<typeof locationInputSchema>): Promise<MovementResult> {
      const { notes, ...position } = input;
      return service.move(principal, id, { type: 'yard_move', position, notes });
    },

    async setHolds(principal: Principal, id: number, input: z.output<typeof holdsInputSchema>): Promise<Container> {
      const before = await visibleRow(principal, id);
      assertCan(principal, 'containers.inspect');
      const changes = HOLD_KINDS.filter((kind) => input[kind] !== undefined && input[kind] !== (before[`hold_${kind}`] === 1));
      if (changes.length === 0) return toContainer(before);
      const now = isoNow();
      await write(async (trx) => {
        await repository.updateContainer(trx, id, {
          ...Object.fromEntries(changes.map((kind) => [`hold_${kind}`, input[kind] ? 1 : 0])),
          updated_at: now,
        });
        for (const kind of changes) {
          await repository.insertHistory(trx, {
            company_id: before.company_id,
            container_id: id,
            kind: input[kind] ? 'hold_set' : 'hold_released',
            notes: [`Retención de ${HOLD_LABELS[kind as HoldKind].toLowerCase()}`, input.notes].filter(Boolean).join(': '),
            user_id: principal.userId,
            occurred_at: now,
          });
        }
      });
      const row = (await repository.findContainer(db, id))!;
      emit(row, 'holds');
      return toContainer(row);
    },

    async history(principal: Principal, id: number, page: number): Promise<HistoryPage> {
      await visibleRow(principal, id);
      assertCan(principal, 'containers.read');
      const { rows, total } = await repository.listHistory(db, id, HISTORY_PER_PAGE, (page - 1) * HISTORY_PER_PAGE);
      return pageFrom(rows.map(toHistoryEntry), total, page, HISTORY_PER_PAGE);
    },

    /**
     * Records an entry that is not a movement (orders, waybills, notes) — for other modules, which
     * check their own permissions first. The container must be of `companyId`.
     */
    async recordHistory(entry: { containerId: number; companyId: number; kind: Extract<HistoryKind, 'order' | 'waybill' | 'note'>; notes: string | null; userId: number | null; occurredAt?: string }): Promise<HistoryEntry> {
      const companyId = await repository.companyIdOf(db, entry.containerId);
      if (companyId !== entry.companyId) throw containerNotFound();
      const id = await repository.insertHistory(db, {
        company_id: companyId,
        container_id: entry.containerId,
        kind: entry.kind,
        notes: entry.notes?.slice(0, 1000) ?? null,
        user_id: entry.userId,
        occurred_at: entry.occurredAt ?? isoNow(),
      });
      return historyEntry(db, id);
    },

    async locations(principal: Principal, id: number, page: number): Promise<LocationPage> {
      await visibleRow(principal, id);
      assertCan(principal, 'containers.read');
      const { rows, total } = await repository.listLocations(db, id, LOCATIONS_PER_PAGE, (page - 1) * LOCATIONS_PER_PAGE);
      return pageFrom(
        rows.map((row) => ({
          id: row.id,
          container_id: row.container_id,
          position: { block: row.block, bay: row.bay, row: row.row, tier: row.tier },
          since: row.since,
          until: row.until,
          user: row.user_id !== null ? { id: row.user_id, name: userName(row.user_name, row.user_surname) } : null,
        })),
        total,
        page,
        LOCATIONS_PER_PAGE,
      );
    },

    // ───────────────────────────── vessel calls ─────────────────────────────

    async listCalls(principal: Principal, query: z.output<typeof vesselCallListQuerySchema>): Promise<VesselCallPage> {
      const companyId = companyFor(principal, query.company_id);
      assertCan(principal, 'containers.read');
      const { rows, total } = await repository.listCalls(
        db,
        companyId,
        { vesselKey: query.q ? vesselKeyOf(query.q) : undefined, status: query.status, now: isoNow() },
        VESSEL_CALLS_PER_PAGE,
        (query.page - 1) * VESSEL_CALLS_PER_PAGE,
      );
      const counts = await repository.callCounts(db, rows.map((row) => row.id));
      return pageFrom(
        rows.map((row) => toCall(row, counts)),
        total,
        query.page,
        VESSEL_CALLS_PER_PAGE,
      );
    },

    async getCall(principal: Principal, id: number): Promise<VesselCallDetail> {
      const row = await repository.findCall(db, id);
      if (!row || !canSeeCompany(principal, row.company_id)) throw callNotFound();
      assertCan(principal, 'containers.read');
      return callDetail(row);
    },

    async createCall(principal: Principal, input: z.output<typeof createVesselCallInputSchema>): Promise<VesselCallDetail> {
      const companyId = companyFor(principal, input.company_id);
      assertCan(principal, 'container-calls.manage');
      await assertListsOfCompany(companyId, input.to_discharge, input.to_load);
      const now = isoNow();
      const id = await write(async (trx) => {
        const id = await repository.insertCall(trx, {
          company_id: companyId,
          vessel_name: input.vessel_name,
          vessel_key: vesselKeyOf(input.vessel_name),
          voyage: input.voyage,
          shipping_line: input.shipping_line,
          berth: input.berth ?? null,
          eta: isoOrNull(input.eta),
          ata: isoOrNull(input.ata),
          etd: isoOrNull(input.etd),
          atd: isoOrNull(input.atd),
          created_at: now,
          updated_at: now,
        });
        if (input.to_discharge) await repository.replaceCallList(trx, id, 'discharge', [...new Set(input.to_discharge)]);
        if (input.to_load) await repository.replaceCallList(trx, id, 'load', [...new Set(input.to_load)]);
        return id;
      });
      return callDetail((await repository.findCall(db, id))!);
    },

    async updateCall(principal: Principal, id: number, input: z.output<typeof updateVesselCallInputSchema>): Promise<VesselCallDetail> {
      const row = await repository.findCall(db, id);
      if (!row || !canSeeCompany(principal, row.company_id)) throw callNotFound();
      assertCan(principal, 'container-calls.manage');
      await assertListsOfCompany(row.company_id, input.to_discharge, input.to_load);
      await write(async (trx) => {
        await repository.updateCall(trx, id, {
          ...(input.vessel_name !== undefined && { vessel_name: input.vessel_name, vessel_key: vesselKeyOf(input.vessel_name) }),
          ...(input.voyage !== undefined && { voyage: input.voyage }),
          ...(input.shipping_line !== undefined && { shipping_line: input.shipping_line }),
          ...(input.berth !== undefined && { berth: input.berth }),
          ...(input.eta !== undefined && { eta: isoOrNull(input.eta) }),
          ...(input.ata !== undefined && { ata: isoOrNull(input.ata) }),
          ...(input.etd !== undefined && { etd: isoOrNull(input.etd) }),
          ...(input.atd !== undefined && { atd: isoOrNull(input.atd) }),
          updated_at: isoNow(),
        });
        if (input.to_discharge) await repository.replaceCallList(trx, id, 'discharge', [...new Set(input.to_discharge)]);
        if (input.to_load) await repository.replaceCallList(trx, id, 'load', [...new Set(input.to_load)]);
      });
      return callDetail((await repository.findCall(db, id))!);
    },

    async removeCall(principal: Principal, id: number): Promise<void> {
      const row = await repository.findCall(db, id);
      if (!row || !canSeeCompany(principal, row.company_id)) throw callNotFound();
      assertCan(principal, 'container-calls.manage');
      await write((trx) => repository.deleteCall(trx, id));
    },

    // ───────────────────────────── dashboard ─────────────────────────────

    async dashboard(principal: Principal, query: z.output<typeof dashboardQuerySchema>): Promise<Dashboard> {
      const companyId = companyFor(principal, query.company_id);
      assertCan(principal, 'containers.read');
      const now = new Date();
      const firstDay = new Date(now.getTime() - (query.days - 1) * 86_400_000);
      // One more day back than needed: the first local day starts up to 6 h before its UTC date.
      const since = new Date(firstDay.getTime() - 86_400_000).toISOString();
      // Dwell buckets by whole days in the yard: 0–2 days means arrived less than 3 days ago.
      const bucketEnds = [3, 6, 11, 21].map((days) => new Date(now.getTime() - days * 86_400_000).toISOString());
      const [byStatus, gates, arrivals, occupancy, onHold] = await Promise.all([
        repository.countByStatus(db, companyId),
        repository.gateMovementsSince(db, companyId, since),
        repository.arrivalsInYardSince(db, companyId, bucketEnds),
        repository.occupancyByBlock(db, companyId),
        repository.countOnHoldInYard(db, companyId),
      ]);
      const days = new Map<string, { date: string; gate_in: number; gate_out: number }>();
      for (let index = 0; index < query.days; index++) {
        const date = mexicoDate(new Date(firstDay.getTime() + index * 86_400_000).toISOString());
        days.set(date, { date, gate_in: 0, gate_out: 0 });
      }
      for (const gate of gates) {
        const day = days.get(mexicoDate(gate.occurred_at));
        if (day) day[gate.kind === 'gate_in' ? 'gate_in' : 'gate_out']++;
      }
      // Cumulative counts (arrived since each limit) → one count per bucket.
      const cumulative = [...arrivals.counts, arrivals.total];
      const dwell = new Map(DWELL_BUCKETS.map((bucket, index) => [bucket, cumulative[index]! - (index ? cumulative[index - 1]! : 0)]));
      const counts = new Map(byStatus.map((row) => [row.status, Number(row.count)]));
      return {
        company_id: companyId,
        generated_at: now.toISOString(),
        by_status: (['announced', 'in_yard', 'on_vessel', 'gated_out'] as const).map((status) => ({ status, count: counts.get(status) ?? 0 })),
        gate_per_day: [...days.values()],
        dwell: DWELL_BUCKETS.map((bucket) => ({ bucket, count: dwell.get(bucket)! })),
        occupancy: occupancy.map((row) => ({ block: row.block!, occupied: Number(row.occupied), capacity: YARD_BLOCK_CAPACITY })),
        on_hold: onHold,
        in_yard: counts.get('in_yard') ?? 0,
      };
    },

    // ───────────────────────────── bulk upload ─────────────────────────────

    /**
     * Applies a chunk of manifest rows: a number already in the company is updated (data only;
     * status and position stay — they change through movements), a new one is announced. With a
     * voyage, the container joins that call's discharge list (import, transshipment) or load
     * list (export). Returns the counts and the rows refused by the database.
     */
    async applyImportChunk(
      companyId: number,
      userId: number,
      rows: (ContainerData & { row: number; voyage: string | null })[],
    ): Promise<{ created: number; updated: number; unchanged: number; errors: { row: number; message: string }[] }> {
      const result = { created: 0, updated: 0, unchanged: 0, errors: [] as { row: number; message: string }[] };
      const now = isoNow();
      const changed: number[] = [];
      await write(async (trx) => {
        const existing = new Map((await repository.findByNumbers(trx, companyId, [...new Set(rows.map((row) => row.number))])).map((row) => [row.number, row]));
        const calls = new Map<string, number | null>();
        for (const row of rows) {
          let callId: number | null = null;
          if (row.voyage) {
            if (!calls.has(row.voyage)) calls.set(row.voyage, (await repository.findCallByVoyage(trx, companyId, row.voyage))?.id ?? null);
            callId = calls.get(row.voyage) ?? null;
            if (callId === null) {
              result.errors.push({ row: row.row, message: `El viaje «${row.voyage}» no corresponde a ningún arribo registrado.` });
              continue;
            }
          }
          const data = {
            iso_type: row.iso_type,
            load_status: row.load_status,
            category: row.category,
            shipping_line: row.shipping_line,
            line_key: lineKeyOf(row.shipping_line),
            seals: JSON.stringify(row.seals),
            gross_weight_kg: row.gross_weight_kg,
            hazardous_class: row.hazardous_class,
            reefer_temperature_c: row.reefer_temperature_c,
            ...(callId !== null && { vessel_call_id: callId }),
          };
          const before = existing.get(row.number);
          let containerId: number;
          if (before) {
            containerId = before.id;
            const same = (Object.keys(data) as (keyof typeof data)[]).every((key) => {
              const old = before[key as keyof typeof before];
              return key === 'gross_weight_kg' || key === 'reefer_temperature_c' ? (old === null ? null : Number(old)) === data[key] : old === data[key];
            });
            if (same) {
              result.unchanged++;
              continue;
            }
            await repository.updateContainer(trx, containerId, { ...data, updated_at: now });
            await repository.insertHistory(trx, { company_id: companyId, container_id: containerId, kind: 'updated', notes: 'Actualizado por carga masiva', user_id: userId, occurred_at: now });
            result.updated++;
            changed.push(containerId);
          } else {
            containerId = await repository.insertContainer(trx, { company_id: companyId, number: row.number, ...data, status: 'announced', notes: null, created_at: now, updated_at: now });
            await repository.insertHistory(trx, { company_id: companyId, container_id: containerId, kind: 'created', to_status: 'announced', notes: 'Anunciado por carga masiva', user_id: userId, occurred_at: now });
            existing.set(row.number, { id: containerId } as never);
            result.created++;
            changed.push(containerId);
          }
          if (callId !== null) await repository.addToCallList(trx, callId, row.category === 'export' ? 'load' : 'discharge', containerId);
        }
      });
      // Each changed container is told to the room, like a change made by hand.
      for (const row of await repository.findContainers(db, changed)) emit(row, 'updated');
      return result;
    },
  };

  function conflictMovement(message: string) {
    return conflict('invalid_movement', message);
  }

  function positionOccupied(position: YardPosition, number: string | null) {
    return new AppError(
      'position_occupied',
      `La posición ${positionText(position)} ya está ocupada${number ? ` por ${number}` : ''}. Elige otra.`,
      409,
      { errors: { position: ['Esa posición ya está ocupada.'] } },
    );
  }

  function isoOrNull(value: string | null | undefined): string | null {
    return value ? new Date(value).toISOString() : null;
  }

  async function assertListsOfCompany(companyId: number, ...lists: (number[] | undefined)[]) {
    const ids = [...new Set(lists.flatMap((list) => list ?? []))];
    if (ids.length === 0) return;
    const found = await repository.idsOfCompany(db, companyId, ids);
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length) {
      throw invalid('validation_failed', `Hay contenedores que no existen en la empresa: ${missing.slice(0, 10).join(', ')}.`, {
        to_discharge: ['Todos los contenedores deben ser de la empresa.'],
      });
    }
  }

  function toCall(row: repository.CallRow, counts: { vessel_call_id: number; direction: string; count: number }[]): VesselCall {
    const count = (direction: string) => Number(counts.find((entry) => entry.vessel_call_id === row.id && entry.direction === direction)?.count ?? 0);
    return {
      id: row.id,
      company_id: row.company_id,
      vessel_name: row.vessel_name,
      voyage: row.voyage,
      shipping_line: row.shipping_line,
      berth: row.berth,
      eta: row.eta,
      ata: row.ata,
      etd: row.etd,
      atd: row.atd,
      status: callStatus(row),
      to_discharge_count: count('discharge'),
      to_load_count: count('load'),
      created_at: row.created_at,
      updated_at: row.updated_at,
    };
  }

  async function callDetail(row: repository.CallRow): Promise<VesselCallDetail> {
    const [counts, discharge, load] = await Promise.all([
      repository.callCounts(db, [row.id]),
      repository.callList(db, row.id, 'discharge'),
      repository.callList(db, row.id, 'load'),
    ]);
    const item = (c: (typeof discharge)[number]) => ({
      id: c.id,
      number: c.number,
      iso_type: c.iso_type,
      status: c.status as ContainerStatus,
      position: c.status === 'in_yard' ? positionOf(c) : null,
    });
    return { ...toCall(row, counts), to_discharge: discharge.map(item), to_load: load.map(item) };
  }

  return service;
}
