import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { addDays, businessDateOf, zonedInstant } from '../../../shared/business-time';
import { TICKET_CATEGORIES, TICKET_STATUSES, type TicketCategory } from '../../../shared/contracts/support';
import {
  BACKLOG_AGE_BUCKETS,
  SUPPORT_DASHBOARD_DEFAULT_DAYS,
  SUPPORT_DASHBOARD_MAX_DAYS,
  type SlaCompliance,
  type SupportAgent,
  type SupportDashboard,
  type supportDashboardQuerySchema,
} from '../../../shared/contracts/support-dashboard';
import type { Database } from '../../db/schema';
import { forbidden } from '../../errors';
import { type Principal, assertCompanyVisible } from '../../principal';
import { scopeOf } from '../../tenancy';
import { field } from '../logistics/logistics.common';
import * as repository from './support-dashboard.repository';
import type { TicketAccess } from './tickets.access';

const DAY_MS = 86_400_000;
/** Lower ends (whole days since raised) of the backlog buckets after the first. */
const BUCKET_STARTS = [2, 4, 8, 15, 31];

// Name and first surname, as tickets show people.
const personName = (row: { name: string | null; surname: string | null }) => [row.name, row.surname].filter(Boolean).join(' ');

function compliance(met: number, breached: number): SlaCompliance {
  const decided = met + breached;
  // One decimal: a percentage people compare, not a ratio to recompute.
  return { met, breached, percent: decided === 0 ? null : Math.round((met / decided) * 1000) / 10 };
}

const figures = (row: repository.OutcomeCounts) => ({
  tickets: row.tickets,
  first_response: compliance(row.first_met, row.first_breached),
  resolution: compliance(row.resolution_met, row.resolution_breached),
});

/**
 * Support's dashboard and the list of people tickets may be assigned to. Both are support's: the
 * company's support people (tickets.access), another tenant 404, a plain member 403.
 */
export function createSupportDashboardService(deps: { db: Kysely<Database>; access: TicketAccess; now: () => Date }) {
  const { db, access, now } = deps;

  async function assertSupport(principal: Principal, companyId: number) {
    assertCompanyVisible(principal, companyId);
    if (!(await access.isAgent(principal, companyId))) throw forbidden('Solo soporte técnico ve el tablero y el equipo de soporte de la empresa.');
  }

  return {
    async dashboard(principal: Principal, companyId: number, query: z.output<typeof supportDashboardQuerySchema>): Promise<SupportDashboard> {
      await assertSupport(principal, companyId);
      const at = now();
      const today = businessDateOf(at);
      const to = query.to ?? (query.from && addDays(query.from, SUPPORT_DASHBOARD_DEFAULT_DAYS - 1) < today ? addDays(query.from, SUPPORT_DASHBOARD_DEFAULT_DAYS - 1) : today);
      const from = query.from ?? addDays(to, -(SUPPORT_DASHBOARD_DEFAULT_DAYS - 1));
      if (to < from) throw field('from', 'La fecha inicial no puede ser posterior a la final.');
      if (Date.parse(to) - Date.parse(from) > (SUPPORT_DASHBOARD_MAX_DAYS - 1) * DAY_MS) throw field('to', `El periodo puede ser de hasta ${SUPPORT_DASHBOARD_MAX_DAYS} días.`);
      const start = zonedInstant(from, '00:00').toISOString();
      const end = zonedInstant(addDays(to, 1), '00:00').toISOString();
      const scope = scopeOf(principal);
      // A ticket raised less than N whole days ago was raised after now − N days.
      const limits = BUCKET_STARTS.map((days) => new Date(at.getTime() - days * DAY_MS).toISOString());
      const [byStatus, open, raised, resolved, byAgent, byCategory] = await Promise.all([
        repository.countByStatus(db, scope, companyId),
        repository.openRaisedSince(db, scope, companyId, limits),
        repository.raisedPerDay(db, scope, companyId, start, end),
        repository.resolvedPerDay(db, scope, companyId, start, end),
        repository.outcomesBy(db, scope, companyId, start, end, 'assignee_id'),
        repository.outcomesBy(db, scope, companyId, start, end, 'category'),
      ]);
      // Cumulative (raised since each limit) → one count per bucket, youngest first.
      const cumulative = [...open.counts, open.total];
      const backlog = BACKLOG_AGE_BUCKETS.map((bucket, index) => ({ bucket, count: cumulative[index]! - (index ? cumulative[index - 1]! : 0) }));
      const perDay = new Map<string, { date: string; created: number; resolved: number }>();
      for (let date = from; date <= to; date = addDays(date, 1)) perDay.set(date, { date, created: 0, resolved: 0 });
      for (const row of raised) if (perDay.has(row.date)) perDay.get(row.date)!.created += row.count;
      for (const row of resolved) if (perDay.has(row.date)) perDay.get(row.date)!.resolved += row.count;
      const agentIds = byAgent.map((row) => row.key).filter((key): key is number => key !== null).map(Number);
      const names = new Map((await repository.peopleNamed(db, agentIds)).map((row) => [row.id, personName(row)]));
      const total = byCategory.reduce<repository.OutcomeCounts>(
        (sum, row) => ({
          tickets: sum.tickets + row.tickets,
          first_met: sum.first_met + row.first_met,
          first_breached: sum.first_breached + row.first_breached,
          resolution_met: sum.resolution_met + row.resolution_met,
          resolution_breached: sum.resolution_breached + row.resolution_breached,
        }),
        { tickets: 0, first_met: 0, first_breached: 0, resolution_met: 0, resolution_breached: 0 },
      );
      const statusCounts = new Map(byStatus.map((row) => [row.status, row.count]));
      return {
        company_id: companyId,
        generated_at: at.toISOString(),
        from,
        to,
        by_status: TICKET_STATUSES.map((status) => ({ status, count: statusCounts.get(status) ?? 0 })),
        backlog_age: backlog,
        per_day: [...perDay.values()],
        sla_overall: figures(total),
        sla_by_agent: byAgent
          .map((row) => ({ agent: row.key === null ? null : { id: Number(row.key), name: names.get(Number(row.key)) ?? `#${row.key}` }, ...figures(row) }))
          .sort((a, b) => b.tickets - a.tickets || (a.agent?.name ?? '').localeCompare(b.agent?.name ?? '', 'es')),
        sla_by_category: byCategory
          .filter((row) => TICKET_CATEGORIES.includes(row.key as TicketCategory))
          .map((row) => ({ category: row.key as TicketCategory, ...figures(row) }))
          .sort((a, b) => b.tickets - a.tickets || a.category.localeCompare(b.category)),
      };
    },

    /** `GET /companies/{id}/support-agents`: who a ticket may be assigned to, by name. */
    async agents(principal: Principal, companyId: number): Promise<SupportAgent[]> {
      await assertSupport(principal, companyId);
      const ids = await access.assignableIds(companyId);
      const rows = await repository.peopleNamed(db, ids);
      return rows.filter((row) => row.deleted_at === null).map((row) => ({ id: row.id, name: personName(row) || row.email, email: row.email })).sort((a, b) => a.name.localeCompare(b.name, 'es'));
    },
  };
}

export type SupportDashboardService = ReturnType<typeof createSupportDashboardService>;
