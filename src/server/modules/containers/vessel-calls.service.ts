import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { ContainerStatus } from '../../../shared/contracts/containers';
import {
  VESSEL_CALLS_PER_PAGE,
  type VesselCall,
  type VesselCallDetail,
  type VesselCallPage,
  type createVesselCallInputSchema,
  type updateVesselCallInputSchema,
  type vesselCallListQuerySchema,
} from '../../../shared/contracts/vessel-calls';
import { isoNow } from '../../db/database';
import type { Database } from '../../db/schema';
import { invalid } from '../../errors';
import { pageFrom } from '../../lib/search-text';
import { type Principal, assertCanIn } from '../../principal';
import { type TenantScope, orNotFound, scopeOf } from '../../tenancy';
import * as containers from './containers.repository';
import { CALL_NOT_FOUND, companyFor } from './containers.tenancy';
import { positionOf, vesselKeyOf } from './containers.values';
import * as repository from './vessel-calls.repository';

export type VesselCallsService = ReturnType<typeof createVesselCallsService>;

function callStatus(row: repository.CallRow): VesselCall['status'] {
  if (row.atd) return 'departed';
  if (row.ata) return 'at_berth';
  return 'expected';
}

function isoOrNull(value: string | null | undefined): string | null {
  return value ? new Date(value).toISOString() : null;
}

/** Vessel calls (`/container-calls`): a vessel's visit with the containers to discharge and load. */
export function createVesselCallsService(deps: { db: Kysely<Database> }) {
  const { db } = deps;

  /** The call if the caller's companies hold it; another tenant's call does not exist. */
  async function visibleCall(principal: Principal, id: number) {
    return orNotFound(await repository.findCall(db, scopeOf(principal), id), CALL_NOT_FOUND);
  }

  async function assertListsOfCompany(scope: TenantScope, companyId: number, ...lists: (number[] | undefined)[]) {
    const ids = [...new Set(lists.flatMap((list) => list ?? []))];
    if (ids.length === 0) return;
    const found = await containers.idsOfCompany(db, scope, companyId, ids);
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

  async function callDetail(scope: TenantScope, row: repository.CallRow): Promise<VesselCallDetail> {
    const [counts, discharge, load] = await Promise.all([
      repository.callCounts(db, scope, [row.id]),
      repository.callList(db, scope, row.id, 'discharge'),
      repository.callList(db, scope, row.id, 'load'),
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

  return {
    async list(principal: Principal, query: z.output<typeof vesselCallListQuerySchema>): Promise<VesselCallPage> {
      const companyId = companyFor(principal, query.company_id, 'containers.read');
      assertCanIn(principal, companyId, 'containers.read');
      const scope = scopeOf(principal);
      const { rows, total } = await repository.listCalls(
        db,
        scope,
        companyId,
        { vesselKey: query.q ? vesselKeyOf(query.q) : undefined, status: query.status },
        VESSEL_CALLS_PER_PAGE,
        (query.page - 1) * VESSEL_CALLS_PER_PAGE,
      );
      const counts = await repository.callCounts(db, scope, rows.map((row) => row.id));
      return pageFrom(
        rows.map((row) => toCall(row, counts)),
        total,
        query.page,
        VESSEL_CALLS_PER_PAGE,
      );
    },

    async get(principal: Principal, id: number): Promise<VesselCallDetail> {
      const row = await visibleCall(principal, id);
      assertCanIn(principal, row.company_id, 'containers.read');
      return callDetail(scopeOf(principal), row);
    },

    async create(principal: Principal, input: z.output<typeof createVesselCallInputSchema>): Promise<VesselCallDetail> {
      const companyId = companyFor(principal, input.company_id, 'container-calls.manage');
      assertCanIn(principal, companyId, 'container-calls.manage');
      const scope = scopeOf(principal);
      await assertListsOfCompany(scope, companyId, input.to_discharge, input.to_load);
      const now = isoNow();
      const id = await db.transaction().execute(async (trx) => {
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
      return callDetail(scope, (await repository.findCall(db, scope, id))!);
    },

    async update(principal: Principal, id: number, input: z.output<typeof updateVesselCallInputSchema>): Promise<VesselCallDetail> {
      const row = await visibleCall(principal, id);
      assertCanIn(principal, row.company_id, 'container-calls.manage');
      const scope = scopeOf(principal);
      await assertListsOfCompany(scope, row.company_id, input.to_discharge, input.to_load);
      await db.transaction().execute(async (trx) => {
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
      return callDetail(scope, (await repository.findCall(db, scope, id))!);
    },

    async remove(principal: Principal, id: number): Promise<void> {
      const row = await visibleCall(principal, id);
      assertCanIn(principal, row.company_id, 'container-calls.manage');
      await db.transaction().execute((trx) => repository.deleteCall(trx, id));
    },

  };
}
