import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { DWELL_BUCKETS, type Dashboard, type dashboardQuerySchema } from '../../../shared/contracts/container-dashboard';
import type { Database } from '../../db/schema';
import { type Principal, assertCanIn } from '../../principal';
import { scopeOf } from '../../tenancy';
import * as repository from './container-dashboard.repository';
import { companyFor } from './containers.tenancy';
import { listBlocks } from './yard.repository';
import { businessDateOf } from '../../../shared/business-time';

export type ContainerDashboardService = ReturnType<typeof createContainerDashboardService>;


/**
 * Every block of the layout with its capacity (bays × rows × tiers), empty ones included, then
 * blocks that hold containers but are not in the layout (placed before it existed) with no
 * capacity: a stray block never adds slots to the yard.
 */
function yardOccupancy(blocks: { code: string; bays: number; rows: number; tiers: number }[], occupied: { block: string | null; occupied: number }[]): Dashboard['occupancy'] {
  const counts = new Map(occupied.map((row) => [row.block!, Number(row.occupied)]));
  const inLayout = blocks.map((block) => ({ block: block.code, occupied: counts.get(block.code) ?? 0, capacity: block.bays * block.rows * block.tiers }));
  const codes = new Set(blocks.map((block) => block.code));
  const outside = [...counts].filter(([block]) => !codes.has(block)).map(([block, count]) => ({ block, occupied: count, capacity: null }));
  return [...inLayout, ...outside];
}

/** `GET /logistics/dashboard`: the control room's counts for one company. */
export function createContainerDashboardService(deps: { db: Kysely<Database> }) {
  const { db } = deps;
  return {
    async get(principal: Principal, query: z.output<typeof dashboardQuerySchema>): Promise<Dashboard> {
      const companyId = companyFor(principal, query.company_id, 'containers.read');
      assertCanIn(principal, companyId, 'containers.read');
      const scope = scopeOf(principal);
      const now = new Date();
      const firstDay = new Date(now.getTime() - (query.days - 1) * 86_400_000);
      // One more day back than needed: the first local day starts up to 6 h before its UTC date.
      const since = new Date(firstDay.getTime() - 86_400_000).toISOString();
      // Dwell buckets by whole days in the yard: 0–2 days means arrived less than 3 days ago.
      const bucketEnds = [3, 6, 11, 21].map((days) => new Date(now.getTime() - days * 86_400_000).toISOString());
      const [byStatus, gates, arrivals, occupancy, onHold, blocks] = await Promise.all([
        repository.countByStatus(db, scope, companyId),
        repository.gateMovementsSince(db, scope, companyId, since),
        repository.arrivalsInYardSince(db, scope, companyId, bucketEnds),
        repository.occupancyByBlock(db, scope, companyId),
        repository.countOnHoldInYard(db, scope, companyId),
        listBlocks(db, scope, companyId),
      ]);
      const days = new Map<string, { date: string; gate_in: number; gate_out: number }>();
      for (let index = 0; index < query.days; index++) {
        const date = businessDateOf(new Date(firstDay.getTime() + index * 86_400_000).toISOString());
        days.set(date, { date, gate_in: 0, gate_out: 0 });
      }
      for (const gate of gates) {
        const day = days.get(businessDateOf(gate.occurred_at));
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
        occupancy: yardOccupancy(blocks, occupancy),
        on_hold: onHold,
        in_yard: counts.get('in_yard') ?? 0,
      };
    },
  };
}
