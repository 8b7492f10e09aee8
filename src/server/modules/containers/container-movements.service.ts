import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  type Container,
  type ContainerChangedEvent,
  type ContainerStatus,
  HOLD_KINDS,
  HOLD_LABELS,
  type HoldKind,
  type MovementType,
  type YardPosition,
} from '../../../shared/contracts/containers';
import {
  type HistoryEntry,
  type HistoryKind,
  type HistoryPage,
  HISTORY_PER_PAGE,
  LOCATIONS_PER_PAGE,
  type LocationPage,
  MOVEMENT_LABELS,
  MOVEMENT_RULES,
  type MovementResult,
  type holdsInputSchema,
  type locationInputSchema,
  type movementInputSchema,
} from '../../../shared/contracts/container-movements';
import type { Action } from '../../../shared/permissions';
import { type Dialect, isoNow } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import type { Database } from '../../db/schema';
import { AppError, conflict, invalid, notFound } from '../../errors';
import { pageFrom } from '../../lib/search-text';
import { type Principal, assertCanIn } from '../../principal';
import { type TenantScope, scopeOf, systemScope } from '../../tenancy';
import * as history from './container-movements.repository';
import * as repository from './containers.repository';
import type { ContainerRow, Db } from './containers.repository';
import { CONTAINER_NOT_FOUND } from './containers.tenancy';
import { positionOf, positionText, toContainer, toHistoryEntry, userName } from './containers.values';
import { addToCallList } from './vessel-calls.repository';
import { assertPositionInLayout } from './yard.service';

type MovementInput = z.output<typeof movementInputSchema>;

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

/** What the containers service lends its movements: the scoped lookup, the room and the transaction. */
export interface ContainerMovementDeps {
  db: Kysely<Database>;
  dialect: Dialect;
  visibleRow(principal: Principal, id: number): Promise<ContainerRow>;
  emit(row: ContainerRow, change: ContainerChangedEvent['change'], movement?: MovementType | null): void;
  assertCallOfCompany(scope: TenantScope, companyId: number, callId: number | null | undefined): Promise<void>;
  write<T>(work: (trx: Db) => Promise<T>): Promise<T>;
}

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

/**
 * What happens to a container: movements by the state machine (MOVEMENT_RULES in the contract),
 * holds, and the history and locations they leave. Part of the containers service.
 */
export function createContainerMovements(deps: ContainerMovementDeps) {
  const { db, dialect, visibleRow, emit, assertCallOfCompany, write } = deps;

  async function historyEntry(trx: Db, scope: TenantScope, id: number) {
    return toHistoryEntry(await history.findHistoryEntry(trx, scope, id));
  }

  const movements = {
    /**
     * A movement by the state machine: the role for its type, the statuses it starts from, no
     * hold on a departure, a free slot when it places the container. Writes the container, one
     * history entry and the location change in one transaction, then tells the company room.
     */
    async move(principal: Principal, id: number, input: MovementInput): Promise<MovementResult> {
      const visible = await visibleRow(principal, id);
      assertCanIn(principal, visible.company_id, MOVEMENT_ACTION[input.type]);
      const scope = scopeOf(principal);
      const rule = MOVEMENT_RULES[input.type];
      const label = MOVEMENT_LABELS[input.type];
      if (rule.needsPosition && !input.position) {
        throw invalid('validation_failed', `${label}: indica la posición en el patio (bloque, bahía, fila y estiba).`, { position: ['Indica la posición en el patio.'] });
      }
      const callId = input.vessel_call_id ?? null;
      await assertCallOfCompany(scope, visible.company_id, callId);
      const now = isoNow();
      const occurredAt = input.occurred_at ? new Date(input.occurred_at).toISOString() : now;
      if (occurredAt > isoNow(300)) {
        throw invalid('validation_failed', 'La fecha del movimiento no puede estar en el futuro.', { occurred_at: ['La fecha no puede estar en el futuro.'] });
      }
      let entryId: number;
      try {
        entryId = await write(async (trx) => {
          const current = (await repository.findContainerForUpdate(trx, scope, id, dialect === 'postgres'))!;
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
            // Inside the yard's layout, in a block that takes this container (issue 19.2).
            await assertPositionInLayout(trx, scope, current.company_id, toPosition, current);
            const occupant = await repository.occupantOf(trx, scope, current.company_id, toPosition);
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
            await history.closeLocation(trx, id, occurredAt);
            if (toPosition) {
              await history.insertLocation(trx, { company_id: current.company_id, container_id: id, ...toPosition, since: occurredAt, user_id: principal.userId });
            }
          }
          if (callId !== null && (input.type === 'discharge' || input.type === 'load')) {
            await addToCallList(trx, callId, input.type === 'discharge' ? 'discharge' : 'load', id);
          }
          return history.insertHistory(trx, {
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
      const row = (await repository.findContainer(db, scope, id))!;
      emit(row, 'movement', input.type);
      return { container: toContainer(row), entry: await historyEntry(db, scope, entryId) };
    },

    /** `POST /locations`: a yard move to the slot given. */
    async place(principal: Principal, id: number, input: z.output<typeof locationInputSchema>): Promise<MovementResult> {
      const { notes, ...position } = input;
      return movements.move(principal, id, { type: 'yard_move', position, notes });
    },

    async setHolds(principal: Principal, id: number, input: z.output<typeof holdsInputSchema>): Promise<Container> {
      const before = await visibleRow(principal, id);
      assertCanIn(principal, before.company_id, 'containers.inspect');
      const changes = HOLD_KINDS.filter((kind) => input[kind] !== undefined && input[kind] !== (before[`hold_${kind}`] === 1));
      if (changes.length === 0) return toContainer(before);
      const now = isoNow();
      await write(async (trx) => {
        await repository.updateContainer(trx, id, {
          ...Object.fromEntries(changes.map((kind) => [`hold_${kind}`, input[kind] ? 1 : 0])),
          updated_at: now,
        });
        for (const kind of changes) {
          await history.insertHistory(trx, {
            company_id: before.company_id,
            container_id: id,
            kind: input[kind] ? 'hold_set' : 'hold_released',
            notes: [`Retención de ${HOLD_LABELS[kind as HoldKind].toLowerCase()}`, input.notes].filter(Boolean).join(': '),
            user_id: principal.userId,
            occurred_at: now,
          });
        }
      });
      const row = (await repository.findContainer(db, scopeOf(principal), id))!;
      emit(row, 'holds');
      return toContainer(row);
    },

    async history(principal: Principal, id: number, page: number): Promise<HistoryPage> {
      const container = await visibleRow(principal, id);
      assertCanIn(principal, container.company_id, 'containers.read');
      const { rows, total } = await history.listHistory(db, scopeOf(principal), id, HISTORY_PER_PAGE, (page - 1) * HISTORY_PER_PAGE);
      return pageFrom(rows.map(toHistoryEntry), total, page, HISTORY_PER_PAGE);
    },

    /**
     * Records an entry that is not a movement (orders, waybills, notes) — for other modules, which
     * check their own permissions first. The container must be of `companyId`.
     */
    async recordHistory(entry: { containerId: number; companyId: number; kind: Extract<HistoryKind, 'order' | 'waybill' | 'note'>; notes: string | null; userId: number | null; occurredAt?: string }): Promise<HistoryEntry> {
      // The calling module checked the caller in `companyId`; here the container must be of it.
      const scope = systemScope();
      const companyId = await repository.companyIdOf(db, scope, entry.containerId);
      if (companyId !== entry.companyId) throw notFound(CONTAINER_NOT_FOUND);
      const id = await history.insertHistory(db, {
        company_id: companyId,
        container_id: entry.containerId,
        kind: entry.kind,
        notes: entry.notes?.slice(0, 1000) ?? null,
        user_id: entry.userId,
        occurred_at: entry.occurredAt ?? isoNow(),
      });
      return historyEntry(db, scope, id);
    },

    async locations(principal: Principal, id: number, page: number): Promise<LocationPage> {
      const container = await visibleRow(principal, id);
      assertCanIn(principal, container.company_id, 'containers.read');
      const { rows, total } = await history.listLocations(db, scopeOf(principal), id, LOCATIONS_PER_PAGE, (page - 1) * LOCATIONS_PER_PAGE);
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
  };
  return movements;
}
