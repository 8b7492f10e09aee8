import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { YardPosition } from '../../../shared/contracts/containers';
import type {
  PositionSuggestions,
  YardBay,
  YardBlock,
  YardBlockList,
  YardOccupancy,
  createYardBlockInputSchema,
  positionSuggestionQuerySchema,
  updateYardBlockInputSchema,
  yardBayQuerySchema,
  yardQuerySchema,
} from '../../../shared/contracts/yard';
import { isoNow } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import type { Database } from '../../db/schema';
import { AppError, conflict } from '../../errors';
import { type Principal, assertCanIn } from '../../principal';
import { type TenantScope, orNotFound, scopeOf } from '../../tenancy';
import * as containers from './containers.repository';
import type { Db } from './containers.repository';
import { CONTAINER_NOT_FOUND, companyFor } from './containers.tenancy';
import { positionOf } from './containers.values';
import * as repository from './yard.repository';
import { type BlockLayout, type ContainerKind, positionProblem, refusalOf, suggestSlots } from './yard.rules';

export type YardService = ReturnType<typeof createYardService>;

const BLOCK_NOT_FOUND = 'No encontramos ese bloque del patio.';

export function toLayout(row: repository.YardBlockRow): BlockLayout {
  return {
    code: row.code,
    bays: row.bays,
    rows: row.rows,
    tiers: row.tiers,
    reefer_plugs: row.reefer_plugs === 1,
    takes_hazardous: row.takes_hazardous === 1,
    takes_full: row.takes_full === 1,
    takes_empty: row.takes_empty === 1,
  };
}

function toBlock(row: repository.YardBlockRow): YardBlock {
  return { id: row.id, company_id: row.company_id, ...toLayout(row), capacity: row.bays * row.rows * row.tiers };
}

const flag = (value: boolean | undefined) => (value === undefined ? undefined : value ? 1 : 0);

function codeTaken(code: string) {
  return new AppError('yard_block_taken', `Ya existe el bloque ${code} en el patio.`, 409, { errors: { code: [`Ya existe el bloque ${code}.`] } });
}

/**
 * Refuses a slot outside the company's layout or in a block that does not take the container
 * (422 naming the field, under `position.`). Part of every write that places a container.
 */
export async function assertPositionInLayout(db: Db, scope: TenantScope, companyId: number, position: YardPosition, kind: ContainerKind): Promise<void> {
  const block = await repository.findBlockByCode(db, scope, companyId, position.block);
  const problem = positionProblem(block && toLayout(block), position, kind);
  if (problem) throw new AppError(problem.code, problem.message, 422, { errors: { [`position.${problem.field}`]: [problem.message] } });
}

/**
 * Why the block a container stands in would refuse it once its data become `kind` (a hazardous
 * class set, a reefer loaded…), or null: not in the yard, its block not in the layout (placed
 * before it), or the block takes it. An edit may not leave a container where it may not stand.
 */
export function refusalWhereItStands(blocks: ReadonlyMap<string, BlockLayout>, container: { status: string; block: string | null }, kind: ContainerKind): string | null {
  if (container.status !== 'in_yard' || container.block === null) return null;
  const block = blocks.get(container.block);
  const refusal = block ? refusalOf(block, kind) : null;
  return refusal && `El contenedor está en el bloque ${container.block}: ${refusal.charAt(0).toLowerCase()}${refusal.slice(1, -1)}. Muévelo antes de cambiar este dato.`;
}

/** The company's blocks by code (for checks over many containers at once). */
export async function layoutOf(db: Db, scope: TenantScope, companyId: number): Promise<Map<string, BlockLayout>> {
  return new Map((await repository.listBlocks(db, scope, companyId)).map((row) => [row.code, toLayout(row)]));
}

/**
 * The yard layout (`/yard/blocks`), its occupancy map and the free-slot suggestions. The
 * container admin draws the yard; every logistics role reads it.
 */
export function createYardService(deps: { db: Kysely<Database> }) {
  const { db } = deps;

  async function visibleBlock(principal: Principal, id: number) {
    const row = orNotFound(await repository.findBlock(db, scopeOf(principal), id), BLOCK_NOT_FOUND);
    assertCanIn(principal, row.company_id, 'containers.yard');
    return row;
  }

  /** A resize or rename may not leave containers outside the layout. */
  async function assertNoneStranded(scope: TenantScope, row: repository.YardBlockRow, size: { bays: number; rows: number; tiers: number } | undefined, message: (count: number) => string) {
    const stranded = await repository.countStranded(db, scope, row.company_id, row.code, size);
    if (stranded > 0) throw conflict('in_use', message(stranded));
  }

  return {
    async list(principal: Principal, query: z.output<typeof yardQuerySchema>): Promise<YardBlockList> {
      const companyId = companyFor(principal, query.company_id, 'containers.read');
      assertCanIn(principal, companyId, 'containers.read');
      return { data: (await repository.listBlocks(db, scopeOf(principal), companyId)).map(toBlock) };
    },

    async create(principal: Principal, input: z.output<typeof createYardBlockInputSchema>): Promise<YardBlock> {
      const companyId = companyFor(principal, input.company_id, 'containers.yard');
      assertCanIn(principal, companyId, 'containers.yard');
      const { company_id: _, ...values } = input;
      try {
        const id = await repository.insertBlock(db, {
          company_id: companyId,
          ...values,
          reefer_plugs: flag(values.reefer_plugs)!,
          takes_hazardous: flag(values.takes_hazardous)!,
          takes_full: flag(values.takes_full)!,
          takes_empty: flag(values.takes_empty)!,
        });
        return toBlock((await repository.findBlock(db, scopeOf(principal), id))!);
      } catch (error) {
        if (isUniqueViolation(error)) throw codeTaken(input.code);
        throw error;
      }
    },

    async update(principal: Principal, id: number, input: z.output<typeof updateYardBlockInputSchema>): Promise<YardBlock> {
      const before = await visibleBlock(principal, id);
      const scope = scopeOf(principal);
      const merged = { ...toLayout(before), ...Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) } as BlockLayout;
      if (!merged.takes_full && !merged.takes_empty) {
        throw new AppError('validation_failed', 'El bloque debe recibir contenedores llenos, vacíos o ambos.', 422, { errors: { takes_full: ['El bloque debe recibir contenedores llenos, vacíos o ambos.'] } });
      }
      if (merged.code !== before.code) {
        await assertNoneStranded(scope, before, undefined, (count) => `El bloque ${before.code} tiene ${count} contenedor(es) en patio: muévelos antes de cambiarle el nombre.`);
      } else if (merged.bays < before.bays || merged.rows < before.rows || merged.tiers < before.tiers) {
        await assertNoneStranded(scope, before, merged, (count) => `Hay ${count} contenedor(es) del bloque ${before.code} fuera del nuevo tamaño: muévelos antes de reducirlo.`);
      }
      try {
        await repository.updateBlock(db, id, {
          code: input.code,
          bays: input.bays,
          rows: input.rows,
          tiers: input.tiers,
          reefer_plugs: flag(input.reefer_plugs),
          takes_hazardous: flag(input.takes_hazardous),
          takes_full: flag(input.takes_full),
          takes_empty: flag(input.takes_empty),
          updated_at: isoNow(),
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw codeTaken(merged.code);
        throw error;
      }
      return toBlock((await repository.findBlock(db, scope, id))!);
    },

    async remove(principal: Principal, id: number): Promise<void> {
      const row = await visibleBlock(principal, id);
      await assertNoneStranded(scopeOf(principal), row, undefined, (count) => `El bloque ${row.code} tiene ${count} contenedor(es) en patio: muévelos antes de eliminarlo.`);
      await repository.deleteBlock(db, id);
    },

    async occupancy(principal: Principal, query: z.output<typeof yardQuerySchema>): Promise<YardOccupancy> {
      const companyId = companyFor(principal, query.company_id, 'containers.read');
      assertCanIn(principal, companyId, 'containers.read');
      const scope = scopeOf(principal);
      const [blocks, stacks] = await Promise.all([repository.listBlocks(db, scope, companyId), repository.stacksOf(db, scope, companyId)]);
      const codes = new Set(blocks.map((block) => block.code));
      const outside = new Map<string, number>();
      for (const stack of stacks) if (!codes.has(stack.block)) outside.set(stack.block, (outside.get(stack.block) ?? 0) + stack.occupied);
      return {
        company_id: companyId,
        blocks: blocks.map((row) => {
          const own = stacks.filter((stack) => stack.block === row.code);
          const bays = new Map<number, number>();
          for (const stack of own) bays.set(stack.bay, (bays.get(stack.bay) ?? 0) + stack.occupied);
          return {
            ...toBlock(row),
            occupied: own.reduce((sum, stack) => sum + stack.occupied, 0),
            bays_used: [...bays].map(([bay, occupied]) => ({ bay, occupied })),
            stacks: own.map(({ bay, row: stackRow, occupied, top_tier }) => ({ bay, row: stackRow, occupied, top_tier })),
          };
        }),
        outside_layout: [...outside].map(([block, occupied]) => ({ block, occupied })),
      };
    },

    async bay(principal: Principal, query: z.output<typeof yardBayQuerySchema>): Promise<YardBay> {
      const companyId = companyFor(principal, query.company_id, 'containers.read');
      assertCanIn(principal, companyId, 'containers.read');
      const rows = await repository.containersInBay(db, scopeOf(principal), companyId, query.block, query.bay);
      return {
        block: query.block,
        bay: query.bay,
        containers: rows.map((row) => ({
          id: row.id,
          number: row.number,
          iso_type: row.iso_type,
          load_status: row.load_status as 'full' | 'empty',
          hazardous_class: row.hazardous_class,
          position: positionOf(row)!,
        })),
      };
    },

    /** Free slots for a container to go to, nearest first (see suggestSlots). */
    async suggestions(principal: Principal, containerId: number, query: z.output<typeof positionSuggestionQuerySchema>): Promise<PositionSuggestions> {
      const scope = scopeOf(principal);
      const container = orNotFound(await containers.findContainer(db, scope, containerId), CONTAINER_NOT_FOUND);
      assertCanIn(principal, container.company_id, 'containers.read');
      const [blocks, stacks] = await Promise.all([repository.listBlocks(db, scope, container.company_id), repository.stacksOf(db, scope, container.company_id)]);
      const from = container.status === 'in_yard' ? positionOf(container) : null;
      return { suggestions: suggestSlots(blocks.map(toLayout), stacks, container, from, query.limit) };
    },
  };
}
