import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import {
  type Container,
  type ContainerChangedEvent,
  type ContainerPage,
  type MovementType,
  type containerListQuerySchema,
  type createContainerInputSchema,
  isReeferType,
  type updateContainerInputSchema,
} from '../../../shared/contracts/containers';
import { normalizeContainerNumber } from '../../../shared/iso6346';
import type { Action } from '../../../shared/permissions';
import { type Dialect, isoNow } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import type { Database } from '../../db/schema';
import { AppError, invalid } from '../../errors';
import type { Realtime } from '../../lib/realtime';
import { pageFrom } from '../../lib/search-text';
import { type Principal, assertCanIn } from '../../principal';
import { type TenantScope, orNotFound, scopeOf, systemScope } from '../../tenancy';
import * as history from './container-movements.repository';
import { createContainerMovements } from './container-movements.service';
import * as repository from './containers.repository';
import type { ContainerRow } from './containers.repository';
import { CONTAINER_NOT_FOUND, companyFor } from './containers.tenancy';
import { type ContainerData, lineKeyOf, toContainer, vesselKeyOf } from './containers.values';
import * as vesselCalls from './vessel-calls.repository';
import { layoutOf, refusalWhereItStands } from './yard.service';

export type { ContainerData } from './containers.values';

export type ContainersService = ReturnType<typeof createContainersService>;

type CreateInput = z.output<typeof createContainerInputSchema>;
type UpdateInput = z.output<typeof updateContainerInputSchema>;
type ListQuery = z.output<typeof containerListQuerySchema>;

/**
 * Containers: their records (this file), and movements by the state machine, holds, history and
 * locations (container-movements.service.ts), served as one service. Vessel calls and the
 * dashboard are services of their own. Every change is pushed to the company room as
 * `container.changed`.
 */
/** What one chunk of a container upload did. */
export interface ContainerChunkResult {
  created: number;
  updated: number;
  unchanged: number;
  errors: { row: number; message: string }[];
}

export function createContainersService(deps: { db: Kysely<Database>; dialect: Dialect; realtime: Realtime }) {
  const { db, dialect, realtime } = deps;

  /** The container if the caller's companies hold it; another tenant's container does not exist. */
  async function visibleRow(principal: Principal, id: number): Promise<ContainerRow> {
    return orNotFound(await repository.findContainer(db, scopeOf(principal), id), CONTAINER_NOT_FOUND);
  }

  function emit(row: ContainerRow, change: ContainerChangedEvent['change'], movement: MovementType | null = null) {
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

  /** A vessel call named in a write must be of the container's company. */
  async function assertCallOfCompany(scope: TenantScope, companyId: number, callId: number | null | undefined) {
    if (!callId) return;
    const call = await vesselCalls.findCall(db, scope, callId);
    if (call?.company_id !== companyId) {
      throw invalid('validation_failed', 'Ese arribo de buque no existe en la empresa.', { vessel_call_id: ['Ese arribo no existe en la empresa.'] });
    }
  }

  function numberTaken(number: string) {
    return new AppError('container_number_taken', `Ya existe el contenedor ${number} en la empresa.`, 409, { errors: { number: [`Ya existe el contenedor ${number}.`] } });
  }

  async function write<T>(work: (trx: repository.Db) => Promise<T>): Promise<T> {
    return db.transaction().execute(work);
  }

  const records = {
    /** The company a request works in (see containers.tenancy.ts); the bulk upload asks before it reads the file. */
    companyFor: (principal: Principal, requested: number | null | undefined, action: Action = 'containers.manage') => companyFor(principal, requested, action),

    /** The tenant of a container in scope (for other modules); undefined if it is not there. */
    companyIdOf: (scope: TenantScope, containerId: number) => repository.companyIdOf(db, scope, containerId),

    /** A container in scope as other modules name it (its company and number); null if it is not there. */
    async labelOf(scope: TenantScope, containerId: number): Promise<{ company_id: number; label: string } | null> {
      const [row] = await repository.findContainers(db, scope, [containerId]);
      return row ? { company_id: row.company_id, label: row.number } : null;
    },

    /** The container as the caller may see it: 404 across tenants. No role check (callers add theirs). */
    async getForPrincipal(principal: Principal, id: number): Promise<Container> {
      return toContainer(await visibleRow(principal, id));
    },

    async get(principal: Principal, id: number): Promise<Container> {
      const row = await visibleRow(principal, id);
      assertCanIn(principal, row.company_id, 'containers.read');
      return toContainer(row);
    },

    async list(principal: Principal, query: ListQuery): Promise<ContainerPage> {
      const companyId = companyFor(principal, query.company_id, 'containers.read');
      assertCanIn(principal, companyId, 'containers.read');
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
        archived: query.archived,
        sort: query.sort,
      };
      // A run of 4+ digits is read off a door or a document: anywhere in the number. Anything
      // else is the start of a number as typed ("MSCU12", "mscu 12").
      const q = normalizeContainerNumber(query.q);
      if (/^\d{4,7}$/.test(q)) filter.digits = q;
      else if (q) filter.numberPrefix = q;
      const { rows, total } = await repository.listContainers(db, scopeOf(principal), filter, query.per_page, (query.page - 1) * query.per_page);
      return pageFrom(rows.map(toContainer), total, query.page, query.per_page);
    },

    async create(principal: Principal, input: CreateInput): Promise<Container> {
      const scope = scopeOf(principal);
      const companyId = companyFor(principal, input.company_id, 'containers.manage');
      assertCanIn(principal, companyId, 'containers.manage');
      await assertCallOfCompany(scope, companyId, input.vessel_call_id);
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
          await history.insertHistory(trx, {
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
        const row = (await repository.findContainer(db, scope, id))!;
        emit(row, 'created');
        return toContainer(row);
      } catch (error) {
        if (isUniqueViolation(error)) throw numberTaken(input.number);
        throw error;
      }
    },

    async update(principal: Principal, id: number, input: UpdateInput): Promise<Container> {
      const before = await visibleRow(principal, id);
      assertCanIn(principal, before.company_id, 'containers.manage');
      const isoType = input.iso_type ?? before.iso_type;
      const temperature = input.reefer_temperature_c === undefined ? before.reefer_temperature_c : input.reefer_temperature_c;
      if (temperature !== null && !isReeferType(isoType)) {
        throw invalid('validation_failed', 'Solo los contenedores refrigerados (tipo R) llevan temperatura.', {
          reefer_temperature_c: ['Solo los contenedores refrigerados (tipo R, como 22R1 o 45R1) llevan temperatura.'],
        });
      }
      await assertCallOfCompany(scopeOf(principal), before.company_id, input.vessel_call_id);
      const kindField = (['hazardous_class', 'iso_type', 'load_status'] as const).find((field) => input[field] !== undefined && input[field] !== before[field]);
      if (kindField) {
        const kind = { iso_type: isoType, load_status: input.load_status ?? before.load_status, hazardous_class: input.hazardous_class === undefined ? before.hazardous_class : input.hazardous_class };
        const refusal = refusalWhereItStands(await layoutOf(db, scopeOf(principal), before.company_id), before, kind);
        if (refusal) throw new AppError('block_refuses_container', refusal, 422, { errors: { [kindField]: [refusal] } });
      }
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
          await history.insertHistory(trx, {
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
      const row = (await repository.findContainer(db, scopeOf(principal), id))!;
      emit(row, 'updated');
      return toContainer(row);
    },

    /**
     * Deletes a container entered by mistake. One with history (movements, holds, orders…) is a
     * record the terminal answers for: it is refused (409 `container_has_history`) and archived instead.
     */
    async remove(principal: Principal, id: number): Promise<void> {
      const row = await visibleRow(principal, id);
      assertCanIn(principal, row.company_id, 'containers.delete');
      await write(async (trx) => {
        if (await history.hasHistory(trx, scopeOf(principal), id)) {
          throw new AppError('container_has_history', `El contenedor ${row.number} tiene historial (movimientos, retenciones u órdenes): no se elimina; archívalo.`, 409);
        }
        await repository.deleteContainer(trx, id);
      });
      emit(row, 'deleted');
    },

    /**
     * Archives a container (it leaves the lists; its history stays) or restores it. One still in
     * the yard is refused: its slot would look free while the box sits in it.
     */
    async setArchived(principal: Principal, id: number, archived: boolean): Promise<Container> {
      const row = await visibleRow(principal, id);
      assertCanIn(principal, row.company_id, 'containers.delete');
      if (archived && row.status === 'in_yard') {
        throw new AppError('container_in_yard', `El contenedor ${row.number} está en el patio: registra su salida antes de archivarlo.`, 409);
      }
      if ((row.archived_at !== null) === archived) return toContainer(row);
      const now = isoNow();
      await write(async (trx) => {
        await repository.setArchivedAt(trx, id, archived ? now : null, now);
        await history.insertHistory(trx, {
          company_id: row.company_id,
          container_id: id,
          kind: 'updated',
          notes: archived ? 'Archivado' : 'Restaurado del archivo',
          user_id: principal.userId,
          occurred_at: now,
        });
      });
      const updated = (await repository.findContainer(db, scopeOf(principal), id))!;
      emit(updated, 'updated');
      return toContainer(updated);
    },
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
      /** Records the chunk's progress inside the chunk's own transaction: a crash loses both or neither. */
      commit?: (trx: Transaction<Database>, result: ContainerChunkResult) => Promise<void>,
    ): Promise<ContainerChunkResult> {
      // The import runner is background work: the upload was checked (company and role) before
      // its rows were read, and every query below still names the company.
      const scope = systemScope();
      const result = { created: 0, updated: 0, unchanged: 0, errors: [] as { row: number; message: string }[] };
      const now = isoNow();
      const changed: number[] = [];
      await db.transaction().execute(async (trx) => {
        const existing = new Map((await repository.findByNumbers(trx, scope, companyId, [...new Set(rows.map((row) => row.number))])).map((row) => [row.number, row]));
        const calls = new Map<string, number | null>();
        const layout = await layoutOf(trx, scope, companyId);
        for (const row of rows) {
          let callId: number | null = null;
          if (row.voyage) {
            if (!calls.has(row.voyage)) calls.set(row.voyage, (await vesselCalls.findCallByVoyage(trx, scope, companyId, row.voyage))?.id ?? null);
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
            const refusal = refusalWhereItStands(layout, before, data);
            if (refusal) {
              result.errors.push({ row: row.row, message: `${before.number}: ${refusal}` });
              continue;
            }
            await repository.updateContainer(trx, containerId, { ...data, updated_at: now });
            await history.insertHistory(trx, { company_id: companyId, container_id: containerId, kind: 'updated', notes: 'Actualizado por carga masiva', user_id: userId, occurred_at: now });
            result.updated++;
            changed.push(containerId);
          } else {
            containerId = await repository.insertContainer(trx, { company_id: companyId, number: row.number, ...data, status: 'announced', notes: null, created_at: now, updated_at: now });
            await history.insertHistory(trx, { company_id: companyId, container_id: containerId, kind: 'created', to_status: 'announced', notes: 'Anunciado por carga masiva', user_id: userId, occurred_at: now });
            existing.set(row.number, { id: containerId } as never);
            result.created++;
            changed.push(containerId);
          }
          if (callId !== null) await vesselCalls.addToCallList(trx, callId, row.category === 'export' ? 'load' : 'discharge', containerId);
        }
        await commit?.(trx, result);
      });
      // Each changed container is told to the room, like a change made by hand.
      for (const row of await repository.findContainers(db, scope, changed)) emit(row, 'updated');
      return result;
    },
  };

  const movements = createContainerMovements({ db, dialect, visibleRow, emit, assertCallOfCompany, write });
  return { ...records, ...movements };
}
