import type { Kysely } from 'kysely';
import { type BusinessCalendar as EngineCalendar, businessCalendarProblems } from '../../../shared/business-calendar';
import type { z } from 'zod';
import {
  type BusinessCalendar,
  DEFAULT_BUSINESS_CALENDAR,
  DEFAULT_SLA_POLICIES,
  type SlaPolicy,
  type SupportSettings,
  TICKET_PRIORITIES,
  type TicketPriority,
  type updateSupportSettingsInputSchema,
} from '../../../shared/contracts/support';
import type { Database } from '../../db/schema';
import { forbidden } from '../../errors';
import { type Principal, assertCanIn, assertCompanyVisible, canIn } from '../../principal';
import { type TenantScope, scopeOf } from '../../tenancy';
import { field } from '../logistics/logistics.common';
import type { TicketAccess } from './tickets.access';
import type { TicketSla } from './tickets.sla';
import * as repository from './support-settings.repository';

const byPriority = (a: SlaPolicy, b: SlaPolicy) => TICKET_PRIORITIES.indexOf(a.priority) - TICKET_PRIORITIES.indexOf(b.priority);

/** A company's settings with the defaults filled in (the defaults alone until it saves its own). */
export async function readSupportSettings(db: Kysely<Database>, scope: TenantScope, companyId: number): Promise<SupportSettings> {
  const [rows, calendar] = await Promise.all([repository.policiesOf(db, scope, companyId), repository.calendarOf(db, scope, companyId)]);
  const saved = new Map(rows.map((row) => [row.priority as TicketPriority, { ...row, priority: row.priority as TicketPriority }]));
  return {
    policies: DEFAULT_SLA_POLICIES.map((policy) => saved.get(policy.priority) ?? policy).sort(byPriority),
    calendar: calendar ? { weekly: JSON.parse(calendar.weekly_hours) as BusinessCalendar['weekly'], holidays: JSON.parse(calendar.holidays) as string[] } : DEFAULT_BUSINESS_CALENDAR,
    is_default: rows.length === 0 && !calendar,
  };
}

/**
 * A company's SLA targets per priority (business minutes) and its business calendar: what the SLA
 * clock (src/shared/sla-clock.ts) needs besides the ticket's own timeline. Until a company saves
 * its own, the defaults answer (`is_default`); a priority the company left out keeps its default.
 */
export function createSupportSettingsService(deps: { db: Kysely<Database>; access: TicketAccess; sla: TicketSla; now: () => Date }) {
  const { db, access, sla, now } = deps;
  const read = (scope: TenantScope, companyId: number) => readSupportSettings(db, scope, companyId);

  return {
    /** Support of the company and those who manage the settings read them. */
    async get(principal: Principal, companyId: number): Promise<SupportSettings> {
      assertCompanyVisible(principal, companyId);
      if (!canIn(principal, companyId, 'support-settings.manage') && !(await access.isAgent(principal, companyId))) throw forbidden();
      return read(scopeOf(principal), companyId);
    },

    async update(principal: Principal, companyId: number, input: z.output<typeof updateSupportSettingsInputSchema>): Promise<SupportSettings> {
      assertCompanyVisible(principal, companyId);
      assertCanIn(principal, companyId, 'support-settings.manage');
      // The contract checks each interval; the engine also needs some business time in the week.
      const problems = businessCalendarProblems(input.calendar as EngineCalendar);
      if (problems.length) throw field('calendar', problems.join(' '));
      const at = now().toISOString();
      await db.transaction().execute((trx) =>
        repository.replaceSettings(trx, companyId, input.policies, { weekly_hours: JSON.stringify(input.calendar.weekly), holidays: JSON.stringify(input.calendar.holidays) }, at),
      );
      // New targets or hours move every running clock of the company: its stored due instants follow.
      sla.forget(companyId);
      await sla.recomputeCompany(companyId, at);
      return read(scopeOf(principal), companyId);
    },

    /** For the SLA sweep and the ticket screens (system work or an already checked caller). */
    settingsOf: read,
  };
}

export type SupportSettingsService = ReturnType<typeof createSupportSettingsService>;
